import type { BetSelectionStatus, Provider } from '@sportsbook/contract';
import {
  combinationsOf,
  comboOddsExact,
  jointOdds,
  jointProbability,
  type Odds,
  type Subunits,
  systemStakeSplit,
} from '@sportsbook/domain';
import {
  type JointModel,
  jointModelOf,
  type Leg,
  MARGIN,
  MAX_OFFERED_ODDS,
  type MatchModel,
  MIN_OFFERED_ODDS,
  matchStateFromStatistics,
  type StatisticsLike,
} from '../feed/pricing/index.ts';
import { currentPriceOf, type MarketInfo, type MatchInfo, marketKeyOf } from './catalogue.ts';

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

/** What a cash-out offer needs to know about the bet. */
export interface OfferBet {
  type: string;
  stake: number;
  potentialWin: number;
  bonusOdds?: number | undefined;
  /** System bets: k of the k/n system. */
  systemWinCount?: number | undefined;
  /** Custom bets: the accepted bet-builder price. */
  customOdds?: number | null | undefined;
}

const LOST: ReadonlySet<string> = new Set(['lose', 'half_lose', 'half_win']);

/**
 * Fair value of one combination in the ratio accepted / current odds, exact, or null when an open
 * selection is not bettable now; 0n-valued (numerator 0) when a selection lost. Won selections count
 * at 1.000 now, void ones at 1.000 on both sides.
 */
function comboRatio(
  selections: readonly OfferSelection[],
  bonusOdds: number | undefined,
): { numerator: bigint; denominator: bigint } | null {
  const accepted: Odds[] = [];
  const current: Odds[] = [];
  for (const s of selections) {
    if (LOST.has(s.status)) return { numerator: 0n, denominator: 1n };
    if (s.status === 'void') continue;
    accepted.push(s.odds as Odds);
    if (s.status === 'win') {
      current.push(1000 as Odds);
      continue;
    }
    if (!s.current?.bettable || s.current.odds < 1000) return null;
    current.push(s.current.odds as Odds);
  }
  const a = comboOddsExact(accepted, bonusOdds);
  const c = comboOddsExact(current);
  return { numerator: a.numerator * c.denominator, denominator: a.denominator * c.numerator };
}

/**
 * Cash-out offer in subunits for an open bet, exact in integers and floored, never above the
 * potential win, none (null) when it would be 0:
 * - single and combo: stake × accepted odds / current odds × (1 − margin); none when a selection lost
 *   or an open selection is not bettable now;
 * - system: the sum of that value over the combinations at the per-combination stake (each floored);
 *   a lost selection only zeroes the combinations holding it; none when an open selection is not
 *   bettable now;
 * - custom bet: stake × accepted builder price / current builder price of the still-open selections ×
 *   (1 − margin) (`customCurrent`, from the match model at its current state; null = not offered
 *   now, and so no offer); none when a selection lost or is void (the bet can only be refunded).
 */
export function cashoutOffer(
  bet: OfferBet,
  selections: readonly OfferSelection[],
  marginPermille: number,
  customCurrent?: number | null,
): Subunits | null {
  if (selections.length === 0) return null;
  const keep = BigInt(1000 - marginPermille);
  let offer = 0n;
  switch (bet.type) {
    case 'single':
    case 'combo': {
      const r = comboRatio(selections, bet.bonusOdds);
      if (r === null || r.numerator === 0n) return null;
      offer = (BigInt(bet.stake) * r.numerator * keep) / (r.denominator * 1000n);
      break;
    }
    case 'system': {
      const k = bet.systemWinCount ?? 0;
      const combos = combinationsOf(selections, k);
      if (k < 1 || combos.length === 0) return null;
      const { perCombination } = systemStakeSplit(bet.stake as Subunits, combos.length);
      for (const combo of combos) {
        const r = comboRatio(combo, undefined);
        if (r === null) return null;
        offer += (BigInt(perCombination) * r.numerator * keep) / (r.denominator * 1000n);
      }
      break;
    }
    case 'custom_bet': {
      if (selections.some((s) => LOST.has(s.status) || s.status === 'void')) return null;
      if (!bet.customOdds || !customCurrent || customCurrent < 1000) return null;
      offer = (BigInt(bet.stake) * BigInt(bet.customOdds) * keep) / (BigInt(customCurrent) * 1000n);
      break;
    }
    default:
      return null;
  }
  const capped = offer > BigInt(bet.potentialWin) ? BigInt(bet.potentialWin) : offer;
  return capped > 0n ? (Number(capped) as Subunits) : null;
}

// ------------------------------------------------------------------------------------------------
// Bet builder

/** A selection of a bet builder. */
export interface BuilderSelection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
}

const MODEL_FAMILIES = new Set(['goals', 'points', 'tennis', 'sets']);
const jointCache = new Map<string, JointModel>();
const JOINT_CACHE_SIZE = 64;

/** The joint model of a match at the state of its stored statistics (cached per model and state). */
function jointOf(match: MatchInfo): JointModel | null {
  const model = match.model as unknown as MatchModel | null;
  if (!model || !MODEL_FAMILIES.has((model as { family?: string }).family ?? '')) return null;
  const state = matchStateFromStatistics(model, match.statistics as StatisticsLike | null);
  const key = `${match.id}|${JSON.stringify(model)}|${JSON.stringify(state)}`;
  let joint = jointCache.get(key);
  if (!joint) {
    joint = jointModelOf(model, state);
    if (jointCache.size >= JOINT_CACHE_SIZE) {
      const oldest = jointCache.keys().next().value;
      if (oldest !== undefined) jointCache.delete(oldest);
    }
    jointCache.set(key, joint);
  }
  return joint;
}

/**
 * Bet-builder price in thousandths of selections of one match, from the match model at its current
 * state: the probability that every selection wins together (the selections are predicates on the
 * same final score, so their correlation counts), with the book's margin applied once (domain
 * jointOdds). Null (not offered) when a selection is not bettable now or its outcome is not a
 * function of the modelled result, the match has no model, or the selections cannot win together.
 * Does not check the builder's own rules (see customBetOdds).
 */
export function modelPrice(
  match: MatchInfo | undefined,
  selections: readonly BuilderSelection[],
  marketMap: ReadonlyMap<string, MarketInfo>,
  providerStatuses: Readonly<Partial<Record<Provider, string>>>,
  margin: number = MARGIN,
): Odds | null {
  if (!match || selections.length === 0) return null;
  if (selections.some((s) => s.match_id !== match.id)) return null;
  for (const s of selections) {
    const price = currentPriceOf(
      match,
      marketMap.get(marketKeyOf(s.match_id, s.market_id, s.specifier)),
      s.outcome_id,
      providerStatuses,
    );
    if (!price.bettable) return null;
  }
  const joint = jointOf(match);
  if (!joint) return null;
  const legs: Leg<unknown>[] = [];
  for (const s of selections) {
    const leg = joint.legOf(s.market_id, s.specifier, s.outcome_id);
    if (!leg) return null;
    legs.push(leg);
  }
  return jointOdds(jointProbability(joint.scenarios, legs), margin, {
    min: MIN_OFFERED_ODDS,
    max: MAX_OFFERED_ODDS,
  });
}

/**
 * The bet builder's price (SPEC §7 POST /bets/custom/odds): modelPrice of at least 2 selections of
 * one match, each market (id and specifier) at most once; null when not offered.
 */
export function customBetOdds(
  match: MatchInfo | undefined,
  selections: readonly BuilderSelection[],
  marketMap: ReadonlyMap<string, MarketInfo>,
  providerStatuses: Readonly<Partial<Record<Provider, string>>>,
  margin: number = MARGIN,
): Odds | null {
  if (selections.length < 2) return null;
  const markets = new Set(selections.map((s) => `${s.market_id}|${s.specifier}`));
  if (markets.size !== selections.length) return null;
  return modelPrice(match, selections, marketMap, providerStatuses, margin);
}
