import { FallbackPage, fallbackTitle } from '@/features/fallback';
import { getRequestLocale } from '@/features/i18n/server.ts';

// Rendered for notFound() in any page under [locale] (and for /404); Next sends status 404 and noindex.
export default async function LocaleNotFound() {
  const locale = await getRequestLocale();
  return (
    <>
      <title>{fallbackTitle('notFound', locale)}</title>
      <FallbackPage kind="notFound" locale={locale} />
    </>
  );
}
