import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata('about', (await params).locale);
}

/** About the operator (SPEC §2 /about). Text: content/pages/about/<locale>.md. */
export default async function AboutPage({ params }: Props) {
  return <ContentPageView slug="about" locale={(await params).locale} />;
}
