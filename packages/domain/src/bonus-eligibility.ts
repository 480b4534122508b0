/**
 * Bonus eligibility (SPEC §3 Combo boost, Freebet, Event condition; §4 Bonus states; §6 only_verified,
 * country_codes): whether a bet may use an issued bonus. Pure; the server applies it inside the
 * placement transaction and the slip may apply it to offer bonuses. Odds are thousandths, money subunits.
 */
import { bonusOddsFor, type ComboBoostRange, LOOTBOX_BONUS_ODDS } from './bet-math.ts';
import { BetType, BonusType, MatchStatus } from './status.ts';
import type { Odds } from './units.ts';

/** Issued-bonus states (SPEC §4 Bonus states). */
export const BonusStatus = {
  /** Issued and waiting for the player to activate it. */
  available: 'available',
  /** Usable now. */
  active: 'active',
  /** Issued but not usable now (another free bet is active, the campaign paused). */
  notAvailable: 'not_available',
  /** Switched off by the operator. */
  deactivated: 'deactivated',
  /** Every use spent. */
  bonusOver: 'bonus_over',
  /** Past its validity window. */
  expired: 'expired',
  /** Replaced by a newer bonus of the same campaign. */
  overridden: 'overridden',
  /** Anything else the back office reports. */
  unknown: 'unknown',
} as const;
/** An issued-bonus state. */
export type BonusStatus = (typeof BonusStatus)[keyof typeof BonusStatus];

/** Free-bet bonus types, whose amount is the stake (SPEC §4). */
export const FREEBET_TYPES: readonly string[] = [
  BonusType.freebet,
  BonusType.freebetNoRisk,
  BonusType.freebetAllWin,
  BonusType.freebetOnlyWin,
];

/** Points bonuses (hunting, tournament, lootbox): a bet may name them without changing its stake or odds. */
export const FARMING_BONUS_TYPES: readonly string[] = [
  BonusType.hunting,
  BonusType.tournament,
  BonusType.lootbox,
];

/** Whether a bonus type is a free bet of any kind. */
export function isFreebetType(type: string): boolean {
  return FREEBET_TYPES.includes(type);
}

/** One `{id, name}` reference of an event condition. */
export interface ConditionRef {
  readonly id: number | string;
  readonly name?: string | undefined;
}

/** Event condition (SPEC §3): every key present must match; an empty condition matches anything. */
export interface EventCondition {
  /** `regular` or `cyber`. */
  readonly sport_type?: ConditionRef | undefined;
  readonly sport?: ConditionRef | undefined;
  readonly category?: ConditionRef | undefined;
  readonly tournament?: ConditionRef | undefined;
  readonly event?: ConditionRef | undefined;
}

/** The rules of an issued bonus as its campaign sets them. Absent fields do not restrict. */
export interface BonusRules {
  readonly type: string;
  /** Issued-bonus state; only `active` bonuses can be used. */
  readonly status: string;
  /** Smallest odds in thousandths: per selection for comboboost, of the whole bet for free bets. */
  readonly minOdds?: number | undefined;
  /** Largest total odds of the bet in thousandths (free bets). */
  readonly maxOdds?: number | undefined;
  readonly selectionCountFrom?: number | undefined;
  readonly selectionCountTo?: number | undefined;
  /** Which matches qualify: prematch only, live only, or both (default). */
  readonly matchStatus?: 'prematch' | 'live' | 'all' | undefined;
  /** A selection qualifies when it matches one of these (none: every selection qualifies). */
  readonly eventConditions?: readonly EventCondition[] | undefined;
  /** ISO 3166 alpha-2 codes the player's country must be one of (none: any country). */
  readonly countryCodes?: readonly string[] | undefined;
  readonly onlyVerified?: boolean | undefined;
  /** The issued bonus's currency (free bets); the bet's must be the same. */
  readonly currency?: string | null | undefined;
  /** Free bet amount in subunits: the stake of the bet. */
  readonly amount?: number | null | undefined;
  /** Validity window in epoch ms (null: open). */
  readonly validFrom?: number | null | undefined;
  readonly validTo?: number | null | undefined;
  /** Uses allowed (null: unlimited) and uses spent. */
  readonly usesCount?: number | null | undefined;
  readonly timesUsed?: number | undefined;
  /** Combo boost ranges. */
  readonly ranges?: readonly ComboBoostRange[] | undefined;
}

/** The player as far as bonus rules go. */
export interface BonusPlayer {
  /** Phone (or identity) verified. */
  readonly verified: boolean;
  /** ISO 3166 alpha-2, or null when unknown. */
  readonly country: string | null;
}

/** One selection of a bet as far as bonus rules go. */
export interface BonusSelection {
  /** Accepted odds in thousandths. */
  readonly odds: number;
  /** SPEC §4 match status code. */
  readonly matchStatus: number;
  readonly sportType: string;
  readonly sportId: number | string;
  /** The sport's key (`soccer`): a condition's sport id may name it instead of the numeric id. */
  readonly sportKey?: string | undefined;
  readonly categoryId: number | string;
  readonly tournamentId: number | string;
  readonly eventId: number | string;
}

/** A bet as far as bonus rules go. */
export interface BonusBet {
  readonly betType: BetType;
  readonly currency: string;
  /** Stake in subunits. */
  readonly stake: number;
  /** Total odds of the bet in thousandths, before bonus odds. */
  readonly totalOdds: number;
  readonly selections: readonly BonusSelection[];
  /** Bonus odds the client sent (thousandths), if any. */
  readonly bonusOdds?: number | undefined;
}

/** Why a bonus cannot be used on a bet (the `errors_by_bet[].code` of the refusal). */
export const BonusRefusal = {
  inactive: 'error.bonus.not_active',
  notStarted: 'error.bonus.not_started',
  expired: 'error.bonus.expired',
  usedUp: 'error.bonus.used_up',
  notVerified: 'error.bonus.only_verified',
  country: 'error.bonus.country',
  currency: 'error.bonus.currency',
  betType: 'error.bonus.bet_type',
  stake: 'error.bonus.stake',
  minOdds: 'error.bonus.min_odds',
  maxOdds: 'error.bonus.max_odds',
  selectionCount: 'error.bonus.selection_count',
  eventCondition: 'error.bonus.event_condition',
  matchStatus: 'error.bonus.match_status',
  bonusOdds: 'error.bonus.odds',
} as const;
/** A bonus refusal code. */
export type BonusRefusal = (typeof BonusRefusal)[keyof typeof BonusRefusal];

const same = (ref: ConditionRef | undefined, ...values: (number | string | undefined)[]) =>
  ref === undefined || values.some((v) => v !== undefined && String(ref.id) === String(v));

/** Whether a selection matches an event condition (every key present matches). */
export function matchesEventCondition(s: BonusSelection, c: EventCondition): boolean {
  return (
    same(c.sport_type, s.sportType) &&
    same(c.sport, s.sportId, s.sportKey) &&
    same(c.category, s.categoryId) &&
    same(c.tournament, s.tournamentId) &&
    same(c.event, s.eventId)
  );
}

/** Whether a selection satisfies the bonus's event conditions (none: always). */
export function selectionSuitsConditions(s: BonusSelection, conditions?: readonly EventCondition[]): boolean {
  return !conditions || conditions.length === 0 || conditions.some((c) => matchesEventCondition(s, c));
}

function matchStatusAllowed(status: number, rule: BonusRules['matchStatus']): boolean {
  if (rule === 'prematch') return status === MatchStatus.prematch;
  if (rule === 'live') return status === MatchStatus.live;
  return true;
}

/** Refusals from the bonus's state, window, uses and the player (not the bet). */
export function bonusStateRefusals(rules: BonusRules, player: BonusPlayer, nowMs: number): BonusRefusal[] {
  const out: BonusRefusal[] = [];
  if (rules.status !== BonusStatus.active) out.push(BonusRefusal.inactive);
  if (rules.validFrom != null && nowMs < rules.validFrom) out.push(BonusRefusal.notStarted);
  if (rules.validTo != null && nowMs >= rules.validTo) out.push(BonusRefusal.expired);
  if (rules.usesCount != null && (rules.timesUsed ?? 0) >= rules.usesCount) out.push(BonusRefusal.usedUp);
  if (rules.onlyVerified && !player.verified) out.push(BonusRefusal.notVerified);
  const countries = rules.countryCodes ?? [];
  if (countries.length > 0 && !countries.includes((player.country ?? '').toUpperCase())) {
    out.push(BonusRefusal.country);
  }
  return out;
}

function freebetRefusals(rules: BonusRules, bet: BonusBet): BonusRefusal[] {
  const out: BonusRefusal[] = [];
  if (bet.betType !== BetType.single && bet.betType !== BetType.combo) out.push(BonusRefusal.betType);
  if (rules.currency && rules.currency !== bet.currency) out.push(BonusRefusal.currency);
  if (rules.amount != null && bet.stake !== rules.amount) out.push(BonusRefusal.stake);
  if (rules.minOdds !== undefined && bet.totalOdds < rules.minOdds) out.push(BonusRefusal.minOdds);
  if (rules.maxOdds !== undefined && bet.totalOdds > rules.maxOdds) out.push(BonusRefusal.maxOdds);
  const n = bet.selections.length;
  if (
    (rules.selectionCountFrom !== undefined && n < rules.selectionCountFrom) ||
    (rules.selectionCountTo !== undefined && n > rules.selectionCountTo)
  ) {
    out.push(BonusRefusal.selectionCount);
  }
  return out;
}

function comboboostRefusals(rules: BonusRules, bet: BonusBet): BonusRefusal[] {
  if (bet.betType !== BetType.combo) return [BonusRefusal.betType];
  const odds = bonusOddsFor(
    { type: BonusType.comboboost, ranges: rules.ranges, minOdds: rules.minOdds },
    bet.selections.map((s) => s.odds as Odds),
  );
  if (odds === undefined) return [BonusRefusal.selectionCount];
  return bet.bonusOdds === odds ? [] : [BonusRefusal.bonusOdds];
}

/**
 * Every reason the bet cannot use the bonus, empty when it can. Checks the bonus's state (only
 * `active`), validity window, uses, verified-only and country codes; each selection's event conditions
 * and match status; then by type: free bets (single or combo, the bonus's currency, stake equal to the
 * amount, total odds within min/max, selection count within from/to) and combo boosts (a combo whose
 * suitable selections fall in a range, and sent bonus odds equal to `bonusOddsFor`). Hunting, tournament
 * and lootbox bonuses are checked for their state only (FARMING_BONUS_TYPES), and a loot box's sent odds
 * must be LOOTBOX_BONUS_ODDS. Jackpot: refused.
 */
export function bonusRefusals(
  rules: BonusRules,
  player: BonusPlayer,
  bet: BonusBet,
  nowMs: number,
): BonusRefusal[] {
  const out = bonusStateRefusals(rules, player, nowMs);
  // Points bonuses ride along with any bet (the slip picks them by default); a bet earns their points
  // only when it meets their rules, which the farming side decides.
  if (FARMING_BONUS_TYPES.includes(rules.type)) {
    // A loot box's bonus odds are the fixed neutral default (SPEC §5); other odds are refused.
    const odds = bet.bonusOdds;
    if (rules.type === BonusType.lootbox && odds !== undefined && odds !== LOOTBOX_BONUS_ODDS) {
      out.push(BonusRefusal.bonusOdds);
    }
    return out;
  }
  if (!bet.selections.every((s) => selectionSuitsConditions(s, rules.eventConditions))) {
    out.push(BonusRefusal.eventCondition);
  }
  if (!bet.selections.every((s) => matchStatusAllowed(s.matchStatus, rules.matchStatus))) {
    out.push(BonusRefusal.matchStatus);
  }
  if (isFreebetType(rules.type)) out.push(...freebetRefusals(rules, bet));
  else if (rules.type === BonusType.comboboost) out.push(...comboboostRefusals(rules, bet));
  else out.push(BonusRefusal.betType);
  return out;
}
