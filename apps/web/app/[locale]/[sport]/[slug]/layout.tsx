import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { resolvePath } from '@/features/catalogue/data';
import { catalogueLocale } from '@/features/catalogue/page-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string; sport: string; slug: string }> };

/**
 * Resolves the second segment (category, league or match) before the page's loading boundary starts
 * streaming, so an unknown one answers with a real 404 status. The page reuses the same request-scoped
 * result (resolvePath is deduplicated per request).
 */
export default async function SlugLayout({ children, params }: Props) {
  const { locale, sport, slug } = await params;
  const resolved = await resolvePath(catalogueLocale(locale), sport, slug);
  if (!resolved || resolved.kind === 'sport') notFound();
  return children;
}
