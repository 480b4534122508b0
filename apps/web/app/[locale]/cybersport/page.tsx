import { parseListingQuery } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { searchStringOf } from '@/features/catalogue/format';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { CybersportView } from '@/features/catalogue/views/cybersport-view';
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
    path: '/cybersport',
    title: t('catalogue.cybersport.title'),
    description: t('catalogue.cybersport.description'),
  });
}

export default async function CybersportPage({ params, searchParams }: Props) {
  const [{ locale: rawLocale }, search] = await Promise.all([params, searchParams]);
  const locale = catalogueLocale(rawLocale);
  return <CybersportView locale={locale} query={parseListingQuery(search)} search={searchStringOf(search)} />;
}
