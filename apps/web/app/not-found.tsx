import './globals.css';
import type { Metadata } from 'next';
import { FallbackPage, fallbackDescription, fallbackTitle } from '@/features/fallback';
import { getRequestLocale } from '@/features/i18n/server.ts';
import { documentDirection } from '@/features/site/rules.ts';
import { getServerSiteConfig } from '@/features/site/server.ts';
import { getServerTheme } from '@/features/theme/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getRequestLocale();
  return {
    title: fallbackTitle('notFound', locale),
    description: fallbackDescription('notFound', locale),
    robots: { index: false, follow: true },
    icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
  };
}

// For URLs no route matches (the locale layout is not around them): a whole document of its own.
export default async function RootNotFound() {
  const [locale, theme] = await Promise.all([getRequestLocale(), getServerTheme()]);
  const site = await getServerSiteConfig(locale);
  const dir = documentDirection(locale, { rtl: site.rtl, rtlView: site.flags.rtl_view === true });
  return (
    <html lang={locale} dir={dir} data-theme={theme} style={{ colorScheme: theme }}>
      <body>
        <main id="main">
          <FallbackPage kind="notFound" locale={locale} />
        </main>
      </body>
    </html>
  );
}
