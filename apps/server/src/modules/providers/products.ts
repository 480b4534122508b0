import type { AdditionalProvider } from '@sportsbook/contract';

/** A selection of an emulated product: a runner, a number, a team; odds ×1000. */
export interface Selection {
  id: string;
  name: string;
  odds: number;
}

export interface Product {
  title: string;
  market: string;
  /** SPEC §9 bet category of its rounds. */
  category: 'regular' | 'premium_cricket';
  /** Label of the button that settles a round (runs the race, draws the ball). */
  settleLabel: string;
  selections: readonly Selection[];
}

/** What the emulated provider offers per product: one racecard, one draw, one premium-cricket market. */
export const PRODUCTS: Record<AdditionalProvider, Product> = {
  horse_racing: {
    title: 'Racecard: Riverside Park, race 3 (1 mile)',
    market: 'Win',
    category: 'regular',
    settleLabel: 'Run the race',
    selections: [
      { id: '1', name: '1. Morning Thunder', odds: 2_500 },
      { id: '2', name: '2. Silver Arrow', odds: 3_500 },
      { id: '3', name: '3. Copper Kettle', odds: 5_000 },
      { id: '4', name: '4. Night Harbour', odds: 7_000 },
      { id: '5', name: '5. Paper Lantern', odds: 9_000 },
      { id: '6', name: '6. Last Orders', odds: 15_000 },
    ],
  },
  lotto: {
    title: 'Lottery draw: Daily 10',
    market: 'Pick the number drawn (1 to 10)',
    category: 'regular',
    settleLabel: 'Draw the ball',
    selections: Array.from({ length: 10 }, (_, i) => ({
      id: String(i + 1),
      name: String(i + 1),
      odds: 9_000,
    })),
  },
  premium_cricket: {
    title: 'Premium cricket: Harbour Strikers v Valley Royals (T20)',
    market: 'Match winner',
    category: 'premium_cricket',
    settleLabel: 'Play the match',
    selections: [
      { id: 'home', name: 'Harbour Strikers', odds: 1_850 },
      { id: 'away', name: 'Valley Royals', odds: 2_050 },
    ],
  },
};

/** The win of a stake at odds ×1000, whole subunits rounded down. */
export function payoutOf(stake: number, odds: number): number {
  return Math.floor((stake * odds) / 1000);
}
