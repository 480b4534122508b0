import type { Metadata } from 'next';
import { FallbackPage, fallbackDescription, fallbackTitle } from '@/features/fallback';
import { buildMetadata } from '@/features/layout/metadata.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildMetadata({
    locale,
    path: '/locked',
    title: fallbackTitle('locked', locale),
    description: fallbackDescription('locked', locale),
    noindex: true,
  });
}

export default async function LockedRoute({ params }: Props) {
  const { locale } = await params;
  return <FallbackPage kind="locked" locale={locale} />;
}
