import type { Metadata } from 'next';
import { ProductPageView, productPageMetadata } from '@/features/products/product-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productPageMetadata('lotto', (await params).locale);
}

/** SPEC §2 /lotteries: the lotto provider in the product's frame, or a message when it is off. */
export default async function LotteriesPage({ params }: Props) {
  return <ProductPageView provider="lotto" locale={(await params).locale} />;
}
