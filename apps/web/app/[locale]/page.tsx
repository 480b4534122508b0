import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { getT } from '@/features/i18n';
import { buildMetadata } from '@/features/layout/metadata';
import { LayoutDocumentPage } from '@/features/layout-blocks/custom-page.tsx';
import { getLayout } from '@/features/layout-blocks/server.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const previewOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = catalogueLocale((await params).locale);
  const t = getT(locale);
  const metadata = buildMetadata({
    locale,
    path: '/',
    title: t('catalogue.home.metaTitle'),
    description: t('catalogue.home.metaDescription'),
  });
  // A draft under preview is never indexed.
  return previewOf((await searchParams).preview)
    ? { ...metadata, robots: { index: false, follow: false } }
    : metadata;
}

/**
 * Home: drawn from the `home` layout document (GET /api/content/layouts/home, features/layout-blocks);
 * `?preview=<token>` draws the page's draft instead.
 */
export default async function HomePage({ params, searchParams }: Props) {
  const locale = catalogueLocale((await params).locale);
  const preview = previewOf((await searchParams).preview);
  const document = await getLayout('home', preview);
  if (!document) notFound();
  return <LayoutDocumentPage document={document} locale={locale} preview={preview} />;
}
