import { FallbackPage, fallbackTitle } from './fallback-page.tsx';

/** For global-error.tsx's `<html dir>`, loaded with this body rather than with every page. */
export { localeDirection } from '@sportsbook/domain';

/** The global error page's title and illustrated body (with the fallback texts of every locale). */
export function GlobalErrorBody({ locale }: { locale: string }) {
  return (
    <>
      <title>{fallbackTitle('error', locale)}</title>
      <FallbackPage kind="error" locale={locale} />
    </>
  );
}
