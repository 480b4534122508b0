import type { Metadata } from 'next';
import { FallbackPage, fallbackDescription, fallbackTitle } from '@/features/fallback';
import { buildMetadata } from '@/features/layout/metadata.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildMetadata({
    locale,
    path: '/500',
    title: fallbackTitle('error', locale),
    description: fallbackDescription('error', locale),
    noindex: true,
  });
}

export default async function ErrorRoute({ params }: Props) {
  const { locale } = await params;
  return <FallbackPage kind="error" locale={locale} />;
}
