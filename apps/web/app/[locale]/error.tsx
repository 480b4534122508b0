'use client';

import { lazy, Suspense, useEffect } from 'react';
import { reportErrorSoon } from '@/features/error-reporting/report-soon.ts';
import { useLocale, useT } from '@/features/i18n/provider.tsx';
import { Button } from '@/ui/button.tsx';

// The illustrated fallback page (with the fallback texts of every locale) loads only when a page fails,
// not with every page; until it is there, the locale's own messages say what happened, with the retry.
const FallbackPage = lazy(() =>
  import('@/features/fallback/fallback-page.tsx').then((m) => ({ default: m.FallbackPage })),
);

/** Error boundary of every page under the locale layout: the generic error page, with a retry. */
export default function LocaleError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  useEffect(() => {
    reportErrorSoon(error, {
      mechanism: 'boundary',
      ...(error.digest ? { extra: { digest: error.digest } } : {}),
    });
  }, [error]);
  const locale = useLocale();
  const t = useT();
  const action = (
    <Button variant="secondary" size="lg" onClick={() => retry()}>
      {t('ui.retry')}
    </Button>
  );
  return (
    <>
      <title>{t('global-error.default.title')}</title>
      <Suspense
        fallback={
          <section aria-labelledby="fallback-title">
            <h1 id="fallback-title">{t('global-error.default.title')}</h1>
            <p>{t('global-error.default.description')}</p>
            {action}
          </section>
        }
      >
        <FallbackPage kind="error" locale={locale} action={action} />
      </Suspense>
    </>
  );
}
