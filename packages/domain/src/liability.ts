/**
 * The book's liability to one player (issue 9 §5). A per-bet payout cap alone lets a player stack
 * maximum-stake bets on one outcome; this caps what the player's bets together can pay out.
 *
 * Definitions:
 * - A bet's liability is its potential payout (stake × total odds, stake included; for a system bet
 *   the payout when every selection wins), not the payout minus the stake.
 * - Exposure of a player on an outcome (event, market, specifier, outcome) is the sum of the
 *   liabilities of the player's open bets with a selection on that outcome; on a market (event,
 *   market, specifier) the sum over the bets with any selection on it, each bet counted once.
 * - A combo, system or custom bet counts its full potential payout against each of its selections'
 *   outcomes and markets: whichever legs are left, the payout comes due if that one wins too.
 * - Amounts in other currencies count converted into the caps' currency at the platform rates,
 *   rounded up (convertMoney), each currency's sum converted once.
 * - A new bet is refused when it would take any of its outcomes above the outcome cap, or any of its
 *   markets above the market cap. Bets of one ticket count in payload order: an accepted one counts
 *   against the next ones; a refused one does not.
 */
import { convertMoney, type RatedCurrency, sumConverted } from './money.ts';
import type { Subunits } from './units.ts';

/** One outcome a bet stands on. */
export interface OutcomeKey {
  eventId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** A bet as liability counts it: its currency, potential payout and selections. */
export interface LiabilityBet {
  currency: string;
  /** Potential payout in subunits of `currency`. */
  payout: Subunits;
  selections: readonly OutcomeKey[];
}

/**
 * The player's open bets already summed (as a database aggregate returns them): per outcome, the
 * payouts of the bets with a selection on it; per market, of the bets with a selection on it, each bet
 * once; both per currency. Counts the same as the bets themselves would.
 */
export interface ExposureTotals {
  outcomes: readonly { key: OutcomeKey; currency: string; payout: number }[];
  markets: readonly { key: Omit<OutcomeKey, 'outcomeId'>; currency: string; payout: number }[];
}

/** Caps of a player's exposure, in subunits of `currency`. */
export interface LiabilityCaps {
  currency: RatedCurrency;
  /** Largest exposure on one outcome. */
  outcome: Subunits;
  /** Largest exposure on one market (event, market, specifier). */
  market: Subunits;
}

/** Which cap a bet would break. */
export const LiabilityScope = { outcome: 'outcome', market: 'market' } as const;
export type LiabilityScope = (typeof LiabilityScope)[keyof typeof LiabilityScope];

/** A refused bet of the ticket: the first of its selections whose outcome or market is over the cap. */
export interface LiabilityRefusal {
  /** Position of the bet among the new bets. */
  betIndex: number;
  /** Position of the selection in the bet. */
  selectionIndex: number;
  scope: LiabilityScope;
  /** Potential payout the player may still add there, in the caps' currency (rounded down). */
  left: Subunits;
  /** The same in the bet's currency (rounded down). */
  leftInBetCurrency: Subunits;
}

const outcomeKeyOf = (k: OutcomeKey) =>
  `${k.eventId}\u0000${k.marketId}\u0000${k.specifier}\u0000${k.outcomeId}`;
const marketKeyOf = (k: Omit<OutcomeKey, 'outcomeId'>) =>
  `${k.eventId}\u0000${k.marketId}\u0000${k.specifier}`;

/** Per key, the payouts in each currency (summed natively, converted when compared). */
class Exposure {
  private readonly totals = new Map<string, Map<string, number>>();

  constructor(
    private readonly currencyOf: (code: string) => RatedCurrency,
    private readonly to: RatedCurrency,
  ) {}

  add(key: string, currency: string, payout: number): void {
    const byCurrency = this.totals.get(key) ?? new Map<string, number>();
    byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + payout);
    this.totals.set(key, byCurrency);
  }

  /** The key's exposure in the caps' currency, plus `extra` of `currency`. */
  valueWith(key: string, currency: string, extra: number): number {
    const byCurrency = new Map(this.totals.get(key) ?? []);
    byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + extra);
    return sumConverted(
      [...byCurrency].map(([code, amount]) => ({
        currency: this.currencyOf(code),
        amount: amount as Subunits,
      })),
      this.to,
      'up',
    );
  }
}

/** Outcome keys and market keys of a bet, each once. */
function keysOf(
  bet: LiabilityBet,
): { index: number; outcome: string; market: string; firstInMarket: boolean }[] {
  const markets = new Set<string>();
  return bet.selections.map((s, index) => {
    const market = marketKeyOf(s);
    const firstInMarket = !markets.has(market);
    markets.add(market);
    return { index, outcome: outcomeKeyOf(s), market, firstInMarket };
  });
}

/** Exposure per outcome and per market of the open bets, and how to count one more bet. */
function exposureOf(
  open: readonly LiabilityBet[] | ExposureTotals,
  caps: LiabilityCaps,
  currencyOf: (code: string) => RatedCurrency,
) {
  const outcomes = new Exposure(currencyOf, caps.currency);
  const markets = new Exposure(currencyOf, caps.currency);
  const count = (bet: LiabilityBet) => {
    for (const k of keysOf(bet)) {
      outcomes.add(k.outcome, bet.currency, bet.payout);
      if (k.firstInMarket) markets.add(k.market, bet.currency, bet.payout);
    }
  };
  if (Array.isArray(open)) for (const bet of open as readonly LiabilityBet[]) count(bet);
  else {
    const totals = open as ExposureTotals;
    for (const t of totals.outcomes) outcomes.add(outcomeKeyOf(t.key), t.currency, t.payout);
    for (const t of totals.markets) markets.add(marketKeyOf(t.key), t.currency, t.payout);
  }
  return { outcomes, markets, count };
}

/**
 * The new bets the caps refuse, given the player's open bets or their totals (see the module's definitions).
 * An empty list: every new bet fits.
 */
export function liabilityRefusals(
  open: readonly LiabilityBet[] | ExposureTotals,
  next: readonly LiabilityBet[],
  caps: LiabilityCaps,
  currencyOf: (code: string) => RatedCurrency,
): LiabilityRefusal[] {
  const { outcomes, markets, count } = exposureOf(open, caps, currencyOf);
  const refusals: LiabilityRefusal[] = [];
  next.forEach((bet, betIndex) => {
    for (const k of keysOf(bet)) {
      const checks: [LiabilityScope, Exposure, string, number][] = [
        [LiabilityScope.outcome, outcomes, k.outcome, caps.outcome],
        [LiabilityScope.market, markets, k.market, caps.market],
      ];
      for (const [scope, exposure, key, cap] of checks) {
        if (exposure.valueWith(key, bet.currency, bet.payout) <= cap) continue;
        const left = Math.max(0, cap - exposure.valueWith(key, bet.currency, 0)) as Subunits;
        const leftInBetCurrency = convertMoney(left, caps.currency, currencyOf(bet.currency));
        refusals.push({ betIndex, selectionIndex: k.index, scope, left, leftInBetCurrency });
        return;
      }
    }
    count(bet);
  });
  return refusals;
}

/**
 * The potential payout a new bet on these selections may still have under the caps, given the
 * player's open bets: the least room left on any of its outcomes and markets, in subunits of
 * `currency` (rounded down). A bet with at most this payout passes liabilityRefusals on its own.
 */
export function liabilityRoom(
  open: readonly LiabilityBet[] | ExposureTotals,
  selections: readonly OutcomeKey[],
  caps: LiabilityCaps,
  currencyOf: (code: string) => RatedCurrency,
  currency: string,
): Subunits {
  const { outcomes, markets } = exposureOf(open, caps, currencyOf);
  let room = Math.min(caps.outcome, caps.market);
  for (const k of keysOf({ currency, payout: 0 as Subunits, selections })) {
    room = Math.min(
      room,
      caps.outcome - outcomes.valueWith(k.outcome, currency, 0),
      caps.market - markets.valueWith(k.market, currency, 0),
    );
  }
  return convertMoney(Math.max(0, room) as Subunits, caps.currency, currencyOf(currency));
}
