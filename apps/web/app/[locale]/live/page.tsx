import type { Metadata } from 'next';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { LiveView } from '@/features/catalogue/views/live-view';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = catalogueLocale((await params).locale);
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/live',
    title: t('catalogue.live.title'),
    description: t('catalogue.live.description'),
  });
}

export default async function LivePage({ params }: Props) {
  const locale = catalogueLocale((await params).locale);
  return <LiveView locale={locale} />;
}
