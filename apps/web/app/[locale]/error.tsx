'use client';

import { FallbackPage, fallbackTitle } from '@/features/fallback';
import { useLocale, useT } from '@/features/i18n/provider.tsx';
import { Button } from '@/ui/button.tsx';

/** Error boundary of every page under the locale layout: the generic error page, with a retry. */
export default function LocaleError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <title>{fallbackTitle('error', locale)}</title>
      <FallbackPage
        kind="error"
        locale={locale}
        action={
          <Button variant="secondary" size="lg" onClick={() => retry()}>
            {t('ui.retry')}
          </Button>
        }
      />
    </>
  );
}
