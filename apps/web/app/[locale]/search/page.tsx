import { DEFAULT_LOCALE_CONFIG, isValidSearchQuery, localizedPath } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';
import { getSearch } from '@/features/search/data';
import { SearchResultsView } from '@/features/search/results-view';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = catalogueLocale((await params).locale);
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/search',
    title: t('shell.search.page.title'),
    description: t('shell.search.page.description'),
    noindex: true,
  });
}

/** /search?q=: the results page the search box opens on Enter (server-rendered, works without JS). */
export default async function SearchPage({ params, searchParams }: Props) {
  const [{ locale: rawLocale }, search] = await Promise.all([params, searchParams]);
  const locale = catalogueLocale(rawLocale);
  const raw = search.q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const response = isValidSearchQuery(q) ? await getSearch(locale, q) : null;
  return (
    <SearchResultsView
      locale={locale}
      q={q}
      response={response}
      action={localizedPath('/search', locale, DEFAULT_LOCALE_CONFIG)}
    />
  );
}
