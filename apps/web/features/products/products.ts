import type { AdditionalProvider } from '@sportsbook/contract';

/** A product page hosting an additional provider (SPEC §2 /racing, /lotteries, /premium-cricket). */
export interface ProductPageInfo {
  provider: AdditionalProvider;
  /** Path without locale. */
  path: string;
  /** Message key prefix: `<key>.title`, `<key>.description`. */
  key: string;
  /** SPEC §2 section key, when the page has one. */
  section?: string;
}

export const PRODUCT_PAGES: readonly ProductPageInfo[] = [
  { provider: 'horse_racing', path: '/racing', key: 'products.racing', section: 'horse_racing' },
  { provider: 'lotto', path: '/lotteries', key: 'products.lotteries', section: 'lotteries' },
  { provider: 'premium_cricket', path: '/premium-cricket', key: 'products.premiumCricket' },
];

export function productPage(provider: AdditionalProvider): ProductPageInfo {
  const page = PRODUCT_PAGES.find((p) => p.provider === provider);
  if (!page) throw new Error(`no page for ${provider}`);
  return page;
}

/** Which providers are on; every one is off when the settings say nothing (or cannot be read). */
export type ProviderSwitches = Record<AdditionalProvider, boolean>;
