import { parseListingQuery } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { searchStringOf } from '@/features/catalogue/format';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { DayView } from '@/features/catalogue/views/day-view';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = catalogueLocale((await params).locale);
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/schedule',
    title: t('catalogue.schedule.title'),
    description: t('catalogue.schedule.description'),
  });
}

export default async function SchedulePage({ params, searchParams }: Props) {
  const [{ locale: rawLocale }, search] = await Promise.all([params, searchParams]);
  const locale = catalogueLocale(rawLocale);
  return (
    <DayView
      locale={locale}
      kind="schedule"
      query={parseListingQuery(search)}
      search={searchStringOf(search)}
    />
  );
}
