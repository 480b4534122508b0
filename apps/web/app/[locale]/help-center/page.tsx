import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata('help-center', (await params).locale);
}

/** The help centre: FAQ and contact; the payment provider's support redirect opens it (SPEC §2). Text: content/pages/help-center/<locale>.md. */
export default async function HelpCenterPage({ params }: Props) {
  return <ContentPageView slug="help-center" locale={(await params).locale} />;
}
