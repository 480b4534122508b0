import { parseListingQuery } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { searchStringOf } from '@/features/catalogue/format';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { DayView } from '@/features/catalogue/views/day-view';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';

type Kind = 'schedule' | 'results';
export type DayPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** generateMetadata of the /schedule and /results pages. */
export function dayPageMetadata(kind: Kind) {
  return async function generateMetadata({ params }: DayPageProps): Promise<Metadata> {
    const locale = catalogueLocale((await params).locale);
    const t = getT(locale);
    return buildMetadata({
      locale,
      path: `/${kind}`,
      title: t(`catalogue.${kind}.title`),
      description: t(`catalogue.${kind}.description`),
    });
  };
}

/** The /schedule and /results pages: one day of matches, upcoming or finished. */
export async function DayPage({ kind, params, searchParams }: DayPageProps & { kind: Kind }) {
  const [{ locale: rawLocale }, search] = await Promise.all([params, searchParams]);
  return (
    <DayView
      locale={catalogueLocale(rawLocale)}
      kind={kind}
      query={parseListingQuery(search)}
      search={searchStringOf(search)}
    />
  );
}
