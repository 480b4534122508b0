import type { Metadata } from 'next';
import { FallbackPage, fallbackDescription, fallbackTitle } from '@/features/fallback';
import { buildMetadata } from '@/features/layout/metadata.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function countryParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return buildMetadata({
    locale,
    path: '/blocked',
    title: fallbackTitle('blocked', locale),
    description: fallbackDescription('blocked', locale, countryParam(query.country)),
    noindex: true,
  });
}

/** Blocked by country: `/blocked?country=XX` names the country in the page's language. */
export default async function BlockedRoute({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return <FallbackPage kind="blocked" locale={locale} country={countryParam(query.country)} />;
}
