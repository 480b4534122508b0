import type { Metadata } from 'next';
import { ProductPageView, productPageMetadata } from '@/features/products/product-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productPageMetadata('horse_racing', (await params).locale);
}

/** SPEC §2 /racing: the horse_racing provider in the product's frame, or a message when it is off. */
export default async function RacingPage({ params }: Props) {
  return <ProductPageView provider="horse_racing" locale={(await params).locale} />;
}
