import '../../globals.css';
import { localeDirection, SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from '@/features/fallback/fallback.module.css';
import { SITE_NAME, siteUrl } from '@/features/layout/metadata.ts';
import { getServerTheme } from '@/features/theme/server.ts';

// The document of the fallback pages a player is sent to when the site cannot serve them (/blocked,
// /locked): the page alone, without the shell of app/[locale]/layout.tsx (sports menu, sign-up, bet
// slip), which would offer what the page just refused.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { template: `%s · ${SITE_NAME}`, default: SITE_NAME },
  applicationName: SITE_NAME,
  icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0f1a2e' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

export default async function FallbackLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) notFound();
  const theme = await getServerTheme();
  return (
    <html lang={locale} dir={localeDirection(locale)} data-theme={theme} style={{ colorScheme: theme }}>
      <body>
        <main id="main" className={styles.bare}>
          {children}
        </main>
      </body>
    </html>
  );
}
