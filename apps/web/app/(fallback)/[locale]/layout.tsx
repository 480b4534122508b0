import '../../globals.css';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from '@/features/fallback/fallback.module.css';
import { SITE_NAME, siteUrl } from '@/features/layout/metadata.ts';
import { documentDirection } from '@/features/site/rules.ts';
import { getServerSiteConfig } from '@/features/site/server.ts';
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
  const [theme, site] = await Promise.all([getServerTheme(), getServerSiteConfig(locale)]);
  const dir = documentDirection(locale, { rtl: site.rtl, rtlView: site.flags.rtl_view === true });
  return (
    <html lang={locale} dir={dir} data-theme={theme} style={{ colorScheme: theme }}>
      <body>
        <main id="main" className={styles.bare}>
          {children}
        </main>
      </body>
    </html>
  );
}
