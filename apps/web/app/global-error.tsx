'use client';

import './globals.css';
import { localeDirection } from '@sportsbook/domain';
import { useEffect, useState } from 'react';
import { FallbackPage, fallbackTitle } from '@/features/fallback';

/** Last-resort error page when the locale layout itself fails: its own document, locale from <html lang>. */
export default function GlobalError(_props: { error: Error & { digest?: string }; retry: () => void }) {
  const [locale, setLocale] = useState('en');
  useEffect(() => {
    const fromPath = window.location.pathname.split('/')[1] ?? '';
    if (/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(fromPath)) setLocale(fromPath);
  }, []);
  return (
    <html lang={locale} dir={localeDirection(locale)} data-theme="dark">
      <body>
        <title>{fallbackTitle('error', locale)}</title>
        <main id="main">
          <FallbackPage kind="error" locale={locale} />
        </main>
      </body>
    </html>
  );
}
