import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page.tsx';
import { contentPagePath, isBuiltinPage } from '@/features/content/pages.ts';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return contentPageMetadata(slug, locale);
}

/**
 * A custom page added by configuration (SPEC §2): listed in content/pages.json, its text in
 * content/pages/<slug>/<locale>.md. Any other slug is a 404; a built-in page moves to its own path.
 */
export default async function CustomContentPage({ params }: Props) {
  const { locale, slug } = await params;
  if (isBuiltinPage(slug))
    permanentRedirect(localizedPath(contentPagePath(slug), locale, DEFAULT_LOCALE_CONFIG));
  return <ContentPageView slug={slug} locale={locale} />;
}
