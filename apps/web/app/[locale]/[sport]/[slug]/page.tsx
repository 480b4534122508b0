import { parseListingQuery } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolvePath } from '@/features/catalogue/data';
import { paths, searchStringOf } from '@/features/catalogue/format';
import { tabFrom } from '@/features/catalogue/listing';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { CategoryView } from '@/features/catalogue/views/category-view';
import { LeagueView } from '@/features/catalogue/views/league-view';
import { MatchView } from '@/features/catalogue/views/match-view';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';

type Props = {
  params: Promise<{ locale: string; sport: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, sport, slug } = await params;
  const locale = catalogueLocale(rawLocale);
  const resolved = await resolvePath(locale, sport, slug);
  if (!resolved || resolved.kind === 'sport') return {};
  const t = getT(locale);
  const path = paths.under(resolved.sport.key, slug);
  switch (resolved.kind) {
    case 'category':
      return buildMetadata({
        locale,
        path,
        title: t('catalogue.category.title', {
          category: resolved.category.name,
          sport: resolved.sport.name,
        }),
        description: t('catalogue.category.description', {
          category: resolved.category.name,
          sport: resolved.sport.name,
        }),
      });
    case 'tournament':
      return buildMetadata({
        locale,
        path,
        title: resolved.tournament.name,
        description: t('catalogue.league.description', {
          league: resolved.tournament.name,
          category: resolved.tournament.category.name,
        }),
      });
    case 'event':
      return buildMetadata({
        locale,
        path,
        title: resolved.event.name,
        description: t('catalogue.match.description', {
          match: resolved.event.name,
          league: resolved.event.tournament.name,
        }),
      });
  }
}

/** /[sport]/[slug]: a category, a league or a match, as GET /resolve says. */
export default async function SlugPage({ params, searchParams }: Props) {
  const [{ locale: rawLocale, sport, slug }, search] = await Promise.all([params, searchParams]);
  const locale = catalogueLocale(rawLocale);
  const resolved = await resolvePath(locale, sport, slug);
  if (!resolved || resolved.kind === 'sport') notFound();
  const query = parseListingQuery(search);
  const searchString = searchStringOf(search);
  switch (resolved.kind) {
    case 'category':
      return (
        <CategoryView
          locale={locale}
          sport={resolved.sport}
          category={resolved.category}
          query={query}
          search={searchString}
        />
      );
    case 'tournament':
      return (
        <LeagueView
          locale={locale}
          sport={resolved.sport}
          league={resolved.tournament}
          tab={tabFrom(search.tab, ['all', 'outrights'], 'all')}
          query={query}
          search={searchString}
        />
      );
    case 'event': {
      const group = typeof search.group === 'string' ? search.group : undefined;
      return <MatchView locale={locale} sport={resolved.sport} event={resolved.event} group={group} />;
    }
  }
}
