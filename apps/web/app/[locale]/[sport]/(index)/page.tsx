import { parseListingQuery } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSports } from '@/features/catalogue/data';
import { searchStringOf } from '@/features/catalogue/format';
import { tabFrom } from '@/features/catalogue/listing';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { SportView } from '@/features/catalogue/views/sport-view';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';

type Props = {
  params: Promise<{ locale: string; sport: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function findSport(locale: string, key: string) {
  const sports = await getSports(locale);
  return sports.find((sport) => sport.key === key);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, sport: key } = await params;
  const locale = catalogueLocale(rawLocale);
  const sport = await findSport(locale, key);
  if (!sport) return {};
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: `/${sport.key}`,
    title: t('catalogue.sport.title', { sport: sport.name }),
    description: t('catalogue.sport.description', { sport: sport.name }),
  });
}

export default async function SportPage({ params, searchParams }: Props) {
  const [{ locale: rawLocale, sport: key }, search] = await Promise.all([params, searchParams]);
  const locale = catalogueLocale(rawLocale);
  const sport = await findSport(locale, key);
  if (!sport) notFound();
  return (
    <SportView
      locale={locale}
      sport={sport}
      tab={tabFrom(search.tab, ['top', 'all', 'outrights', 'favorites'], 'top')}
      query={parseListingQuery(search)}
      search={searchStringOf(search)}
    />
  );
}
