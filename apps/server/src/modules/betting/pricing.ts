import type { BetSelectionStatus } from '@sportsbook/contract';
import { comboOdds, comboOddsExact, MIN_ODDS, type Odds, type Subunits } from '@sportsbook/domain';

/** Where a selection's outcome stands now in the catalogue. */
export interface CurrentPrice {
  /** Match bettable, market allowed (1), outcome active, provider active. */
  bettable: boolean;
  /** Current odds in thousandths (0 when the outcome is gone). */
  odds: number;
}

export interface OfferSelection {
  /** Accepted odds in thousandths. */
  odds: number;
  status: BetSelectionStatus;
  current: CurrentPrice | null;
}

/**
 * Cash-out offer in subunits for an open single or combo: stake × accepted odds / current odds ×
 * (1 − margin), exact in integers and floored; won selections count at 1.000 now, void ones at 1.000
 * on both sides. None (null) for system and custom bets (their value cannot be recomputed from the
 * selection prices alone), when a selection lost, when an open selection is not bettable now, or
 * when the offer would be 0. Never above the potential win.
 */
export function cashoutOffer(
  bet: { type: string; stake: number; potentialWin: number; bonusOdds?: number | undefined },
  selections: readonly OfferSelection[],
  marginPermille: number,
): Subunits | null {
  if (bet.type !== 'single' && bet.type !== 'combo') return null;
  if (selections.length === 0) return null;
  const accepted: Odds[] = [];
  const current: Odds[] = [];
  for (const s of selections) {
    if (s.status === 'lose' || s.status === 'half_lose' || s.status === 'half_win') return null;
    if (s.status === 'void') continue;
    accepted.push(s.odds as Odds);
    if (s.status === 'win') {
      current.push(1000 as Odds);
      continue;
    }
    if (!s.current?.bettable || s.current.odds < 1000) return null;
    current.push(s.current.odds as Odds);
  }
  const a = comboOddsExact(accepted, bet.bonusOdds);
  const c = comboOddsExact(current);
  const keep = BigInt(1000 - marginPermille);
  const offer =
    (BigInt(bet.stake) * a.numerator * c.denominator * keep) / (a.denominator * c.numerator * 1000n);
  const capped = offer > BigInt(bet.potentialWin) ? BigInt(bet.potentialWin) : offer;
  return capped > 0n ? (Number(capped) as Subunits) : null;
}

/**
 * Bet-builder price in thousandths for selections of one match: the combined odds times
 * `factorPermille` / 1000, a flat allowance for the correlation between outcomes of one match (no
 * joint model yet). Null when fewer than 2 selections, two outcomes of one market (they exclude each
 * other), or a price below the minimum odds.
 */
export function customBetOdds(
  selections: readonly { marketId: number; specifier: string; odds: number }[],
  factorPermille: number,
): Odds | null {
  if (selections.length < 2) return null;
  const markets = new Set(selections.map((s) => `${s.marketId}|${s.specifier}`));
  if (markets.size !== selections.length) return null;
  const odds = comboOdds(
    selections.map((s) => s.odds as Odds),
    factorPermille,
  );
  return odds >= MIN_ODDS ? odds : null;
}
