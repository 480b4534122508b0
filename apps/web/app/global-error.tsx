'use client';

import './globals.css';
import { lazy, Suspense, useEffect, useState } from 'react';

// The fallback texts of every locale and the illustration load only when the root layout fails: Next
// ships this boundary with every page, so a static import would put them in every first load.
const loadBody = () => import('@/features/fallback/global-error-body.tsx');
const GlobalErrorBody = lazy(() => loadBody().then((m) => ({ default: m.GlobalErrorBody })));

/** Last-resort error page when the locale layout itself fails: its own document, locale from <html lang>. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; retry: () => void }) {
  const [locale, setLocale] = useState('en');
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr');
  // Sent only if the locale layout configured the reporter before it failed. Imported when needed: this
  // boundary's chunk is apart from the layout's, and a static import would ship a second copy of the
  // reporter's state with every page (loaded here, it is the layout's own, already in memory).
  useEffect(() => {
    import('@/features/error-reporting/report-soon.ts').then(
      (reporting) => reporting.reportErrorSoon(error, { mechanism: 'boundary' }),
      () => undefined,
    );
  }, [error]);
  useEffect(() => {
    const fromPath = window.location.pathname.split('/')[1] ?? '';
    if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(fromPath)) return;
    setLocale(fromPath);
    // The locale rules come with the lazily loaded body: a static import would ship a second copy
    // of them with every page (this boundary's chunks are apart from the layout's).
    void loadBody().then((body) => setDir(body.localeDirection(fromPath)));
  }, []);
  return (
    <html lang={locale} dir={dir} data-theme="dark">
      <body>
        <main id="main">
          <Suspense fallback={null}>
            <GlobalErrorBody locale={locale} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
