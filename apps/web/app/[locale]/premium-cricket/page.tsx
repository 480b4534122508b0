import type { Metadata } from 'next';
import { ProductPageView, productPageMetadata } from '@/features/products/product-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productPageMetadata('premium_cricket', (await params).locale);
}

/** SPEC §2 /premium-cricket: the premium_cricket provider in the product's frame, or a message when it is off. */
export default async function PremiumCricketPage({ params }: Props) {
  return <ProductPageView provider="premium_cricket" locale={(await params).locale} />;
}
