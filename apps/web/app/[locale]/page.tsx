import type { Metadata } from 'next';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { HomeView } from '@/features/catalogue/views/home-view';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = catalogueLocale((await params).locale);
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/',
    title: t('catalogue.home.metaTitle'),
    description: t('catalogue.home.metaDescription'),
  });
}

export default async function HomePage({ params }: Props) {
  const locale = catalogueLocale((await params).locale);
  return <HomeView locale={locale} />;
}
