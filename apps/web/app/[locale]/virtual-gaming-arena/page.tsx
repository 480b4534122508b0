import type { Metadata } from 'next';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';
import { ArenaPageView } from '@/features/products/product-page.tsx';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/virtual-gaming-arena',
    title: t('products.arena.title'),
    description: t('products.arena.off'),
  });
}

/** SPEC §1, §2 /virtual-gaming-arena: the page exists and says the arena is switched off. */
export default async function VirtualGamingArenaPage({ params }: Props) {
  return <ArenaPageView locale={(await params).locale} />;
}
