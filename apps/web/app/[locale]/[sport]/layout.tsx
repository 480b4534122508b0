import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getSports } from '@/features/catalogue/data';
import { catalogueLocale } from '@/features/catalogue/page-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string; sport: string }> };

/**
 * Checks the sport before any loading boundary starts streaming: once a Suspense fallback has been
 * sent the status is already 200, so an unknown sport must be refused here to answer 404. The sport
 * page's own loading skeleton sits in the `(index)` route group so that it does not wrap the
 * `[slug]` segment, whose layout does the same check for categories, leagues and matches.
 */
export default async function SportLayout({ children, params }: Props) {
  const { locale, sport } = await params;
  const sports = await getSports(catalogueLocale(locale));
  if (!sports.some((s) => s.key === sport)) notFound();
  return children;
}
