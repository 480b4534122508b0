import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page.tsx';
import { contentPagePath, isBuiltinPage } from '@/features/content/pages.ts';
import { loadContentPage } from '@/features/content/store.ts';
import { customLayoutMetadata, LayoutDocumentPage } from '@/features/layout-blocks/custom-page.tsx';
import { getCustomLayout } from '@/features/layout-blocks/server.ts';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const previewOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (await loadContentPage(slug, locale)) return contentPageMetadata(slug, locale);
  return (await customLayoutMetadata(slug, locale, previewOf((await searchParams).preview))) ?? {};
}

/**
 * A custom page added by configuration (SPEC §2): listed in content/pages.json with its text in
 * content/pages/<slug>/<locale>.md, or else a block document stored under the slug through the content
 * API (`?preview=<token>` draws its draft). Any other slug is a 404; a built-in page moves to its own path.
 */
export default async function CustomContentPage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  if (isBuiltinPage(slug))
    permanentRedirect(localizedPath(contentPagePath(slug), locale, DEFAULT_LOCALE_CONFIG));
  if (await loadContentPage(slug, locale)) return <ContentPageView slug={slug} locale={locale} />;
  const preview = previewOf((await searchParams).preview);
  const document = await getCustomLayout(slug, preview);
  if (!document) notFound();
  return <LayoutDocumentPage document={document} locale={catalogueLocale(locale)} preview={preview} />;
}
