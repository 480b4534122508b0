import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata('general-rules', (await params).locale);
}

/** The general rules (SPEC §2 /general-rules): bet acceptance, odds changes, void bets, cash out, settlement, limits; also the payment provider's terms redirect. Text: content/pages/general-rules/<locale>.md. */
export default async function GeneralRulesPage({ params }: Props) {
  return <ContentPageView slug="general-rules" locale={(await params).locale} />;
}
