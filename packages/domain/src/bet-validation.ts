/**
 * Bet-slip validation (SPEC §5) as pure functions returning error codes, the switch rules between bet
 * types, and the placement payload (SPEC §3). Codes are message keys; `error.potential_win.equal_or_less`
 * is the one SPEC §8 names, the others follow its pattern.
 */
import { isStakeRoundedForCurrency, potentialWinOf, stakedAmountOf, systemStakeSplit } from './bet-math.ts';
import type { Currency } from './money.ts';
import { type BetCategory, BetType, type BonusType, isBettableMatchStatus, Provider } from './status.ts';
import { isOfferedSystemSize, type SystemType } from './system-types.ts';
import { pricedBetOf, type Selection, type TicketBet, type TicketSettings } from './ticket/slip.ts';
import type { Odds, Subunits } from './units.ts';

/** Validation codes of a bet or a ticket. */
export const BetValidationCode = {
  /** A bet to place has no stake above 0. */
  stakeRequired: 'error.stake.required',
  /** The stakes do not add up: a system stake leaves an unstaked remainder, or the sum differs from the shown total. */
  stakeSumMismatch: 'error.stake.sum_mismatch',
  /** The stake is above the maximum stake. */
  stakeAboveMaximum: 'error.stake.above_maximum',
  /** The stake is not a whole multiple of the currency's stake step (fiat rounding). */
  stakeNotRounded: 'error.stake.rounding',
  /** Potential win equal to or less than the stake (SPEC §5, §8). */
  potentialWinEqualOrLess: 'error.potential_win.equal_or_less',
  /** A system bet without a system type whose total count equals its selection count. */
  systemTypeMismatch: 'error.system.type_mismatch',
  /** A system bet holding an oddin selection. */
  systemOddinSelection: 'error.system.oddin_selection',
  /** Several single bets while some selection's provider does not allow multiple singles. */
  multipleSinglesNotAllowed: 'error.singles.not_allowed',
  /** A combo or system bet with two selections of one match. */
  sameMatchSelections: 'error.selections.same_match',
  /** More than one custom bet, custom odds on a bet that is not a custom bet, or custom bets disabled. */
  customBetInvalid: 'error.custom_bet.invalid',
  /** A custom bet with one selection where settings do not allow it, or without custom odds. */
  customBetIncomplete: 'error.custom_bet.incomplete',
  /** A bet with no selections, or a combo with fewer than two. */
  selectionsMissing: 'error.selections.missing',
  /** A selection is suspended (market or outcome closed) or its match is not open for betting. */
  selectionSuspended: 'error.selection.suspended',
  /** A selection's provider is not active. */
  selectionNotAvailable: 'error.selection.not_available',
  /** A selection's odds changed and were not accepted yet. */
  oddsChanged: 'error.odds_changed',
  /** Warning, not an error: selections of different providers in one bet (SPEC §5 "flagged"). */
  mixedProviders: 'warning.mixed_providers',
} as const;
/** A validation code. */
export type BetValidationCode = (typeof BetValidationCode)[keyof typeof BetValidationCode];

/** Whether two selections of one match sit among `selections`. */
export function hasSameMatchSelections(selections: readonly Pick<Selection, 'matchId'>[]): boolean {
  return new Set(selections.map((s) => s.matchId)).size !== selections.length;
}

/** Whether `selections` come from more than one provider. */
export function hasMixedProviders(selections: readonly Pick<Selection, 'provider'>[]): boolean {
  return new Set(selections.map((s) => s.provider)).size > 1;
}

/** Whether several singles are allowed: every selection's provider permits multiple singles (SPEC §5). */
export function canUseMultipleSingles(
  selections: readonly Pick<Selection, 'provider'>[],
  availableByProvider: TicketSettings['multiSingleAvailableByProvider'],
): boolean {
  return selections.every((s) => availableByProvider[s.provider] === true);
}

/** Whether the slip may switch these selections to singles: one selection, or multiple singles allowed. */
export function canSwitchToSingle(
  selections: readonly Pick<Selection, 'provider'>[],
  availableByProvider: TicketSettings['multiSingleAvailableByProvider'],
): boolean {
  return (
    selections.length === 1 ||
    (selections.length > 1 && canUseMultipleSingles(selections, availableByProvider))
  );
}

/** Whether the slip may merge these selections into a combo: two or more, no two of one match. */
export function canSwitchToCombo(selections: readonly Pick<Selection, 'matchId'>[]): boolean {
  return selections.length >= 2 && !hasSameMatchSelections(selections);
}

/** Whether these selections may form a system bet: an offered size, no oddin selection, no two of one match. */
export function canSwitchToSystem(
  selections: readonly Pick<Selection, 'matchId' | 'provider'>[],
  systemTypes: readonly SystemType[],
): boolean {
  return (
    systemTypes.some((t) => t.totalCount === selections.length) &&
    !selections.some((s) => s.provider === Provider.oddin) &&
    !hasSameMatchSelections(selections)
  );
}

/** What a bet is checked against. */
export interface BetValidationContext {
  /** The player's currency, for fiat rounding. */
  readonly currency: Currency;
  /** Maximum stake per bet in subunits, when known (from POST /bets/max-stake or limits). */
  readonly maxStake?: Subunits | undefined;
  /**
   * Maximum stake in subunits by slip bet id, for `validateTicket` when each bet has its own (POST
   * /bets/max-stake answers per bet); a bet missing here falls back to `maxStake`.
   */
  readonly maxStakeByBet?: Readonly<Record<string, Subunits>> | undefined;
  /** Slip settings: multiple singles per provider, custom-bet flags. */
  readonly settings?: Pick<
    TicketSettings,
    'multiSingleAvailableByProvider' | 'customBetEnabled' | 'customBetAllowSingle'
  >;
  /** The total stake shown to the player in subunits: the stake-sum check compares it to the bets' sum. */
  readonly expectedTotalStake?: Subunits | undefined;
}

/** Errors and warnings of one bet or ticket. */
export interface BetValidation {
  /** Codes that block placement. */
  readonly errors: readonly BetValidationCode[];
  /** Codes shown as flags only (mixed providers). */
  readonly warnings: readonly BetValidationCode[];
}

/** Stake checks of SPEC §5: above 0, not above the maximum, rounded for the currency. */
export function stakeErrorsOf(stake: Subunits, currency: Currency, maxStake?: Subunits): BetValidationCode[] {
  const errors: BetValidationCode[] = [];
  if (!(stake > 0)) errors.push(BetValidationCode.stakeRequired);
  if (maxStake !== undefined && stake > maxStake) errors.push(BetValidationCode.stakeAboveMaximum);
  if (!isStakeRoundedForCurrency(stake, currency)) errors.push(BetValidationCode.stakeNotRounded);
  return errors;
}

/** 'error.potential_win.equal_or_less' when the bet's potential win is not above its staked amount, else undefined. */
export function potentialWinError(bet: TicketBet): BetValidationCode | undefined {
  const priced = pricedBetOf(bet);
  return potentialWinOf(priced) <= stakedAmountOf(priced)
    ? BetValidationCode.potentialWinEqualOrLess
    : undefined;
}

/** Every SPEC §5 rule that concerns one bet. A bet to place must have no errors. */
export function validateBet(bet: TicketBet, context: BetValidationContext): BetValidation {
  const errors = new Set<BetValidationCode>();
  const warnings = new Set<BetValidationCode>();
  const selections = bet.selections;
  for (const code of stakeErrorsOf(bet.stake, context.currency, context.maxStake)) errors.add(code);
  if (selections.length === 0 || (bet.betType === BetType.combo && selections.length < 2)) {
    errors.add(BetValidationCode.selectionsMissing);
  }
  if (bet.betType === BetType.combo || bet.betType === BetType.system) {
    if (hasSameMatchSelections(selections)) errors.add(BetValidationCode.sameMatchSelections);
  }
  if (bet.betType === BetType.system) {
    const type = bet.systemType;
    if (
      !type ||
      type.totalCount !== selections.length ||
      !isOfferedSystemSize(type.winCount, type.totalCount)
    ) {
      errors.add(BetValidationCode.systemTypeMismatch);
    } else if (systemStakeSplit(bet.stake, type.combinations).remainder !== 0) {
      errors.add(BetValidationCode.stakeSumMismatch);
    }
    if (selections.some((s) => s.provider === Provider.oddin))
      errors.add(BetValidationCode.systemOddinSelection);
  }
  if (bet.betType === BetType.customBet) {
    if (context.settings && !context.settings.customBetEnabled)
      errors.add(BetValidationCode.customBetInvalid);
    if (
      bet.customOdds === null ||
      (selections.length === 1 && context.settings && !context.settings.customBetAllowSingle)
    ) {
      errors.add(BetValidationCode.customBetIncomplete);
    }
  } else if (bet.customOdds !== null) {
    errors.add(BetValidationCode.customBetInvalid);
  }
  if (selections.some((s) => s.isSuspended || !isBettableMatchStatus(s.matchStatus))) {
    errors.add(BetValidationCode.selectionSuspended);
  }
  if (selections.some((s) => s.isNotAvailable)) errors.add(BetValidationCode.selectionNotAvailable);
  if (bet.betType !== BetType.customBet && selections.some((s) => s.isChanged)) {
    errors.add(BetValidationCode.oddsChanged);
  }
  if (selections.length > 0 && bet.stake > 0) {
    const code = potentialWinError(bet);
    if (code) errors.add(code);
  }
  if (hasMixedProviders(selections)) warnings.add(BetValidationCode.mixedProviders);
  return { errors: [...errors], warnings: [...warnings] };
}

/** Total stake of bets in subunits: what placing them takes from the balance. */
export function stakeSumOf(bets: readonly TicketBet[]): Subunits {
  return bets.reduce((sum, bet) => sum + stakedAmountOf(pricedBetOf(bet)), 0) as Subunits;
}

/** Result of `validateTicket`: ticket-wide codes and each bet's own. */
export interface TicketValidation extends BetValidation {
  /** Errors and warnings by slip bet id. */
  readonly byBet: Readonly<Record<string, BetValidation>>;
  /** Whether nothing blocks placement (no ticket or bet errors, at least one bet). */
  readonly isValid: boolean;
}

/**
 * Validates the bets to place (SPEC §5): each bet by `validateBet` (against its own maximum stake when
 * `maxStakeByBet` has one), plus ticket rules: multiple singles only
 * when every provider permits it, one custom bet at most, and the stake-sum check against
 * `expectedTotalStake` when given.
 */
export function validateTicket(bets: readonly TicketBet[], context: BetValidationContext): TicketValidation {
  const errors = new Set<BetValidationCode>();
  const warnings = new Set<BetValidationCode>();
  const byBet: Record<string, BetValidation> = {};
  for (const bet of bets) {
    const maxStake = context.maxStakeByBet?.[bet.id] ?? context.maxStake;
    byBet[bet.id] = validateBet(bet, { ...context, maxStake });
  }
  const singles = bets.filter((b) => b.betType === BetType.single);
  const singleSelections = singles.flatMap((b) => b.selections);
  if (
    singleSelections.length > 1 &&
    context.settings &&
    !canUseMultipleSingles(singleSelections, context.settings.multiSingleAvailableByProvider)
  ) {
    errors.add(BetValidationCode.multipleSinglesNotAllowed);
  }
  if (bets.filter((b) => b.betType === BetType.customBet).length > 1)
    errors.add(BetValidationCode.customBetInvalid);
  if (context.expectedTotalStake !== undefined && stakeSumOf(bets) !== context.expectedTotalStake) {
    errors.add(BetValidationCode.stakeSumMismatch);
  }
  if (hasMixedProviders(bets.flatMap((b) => b.selections))) warnings.add(BetValidationCode.mixedProviders);
  const isValid =
    bets.length > 0 && errors.size === 0 && Object.values(byBet).every((v) => v.errors.length === 0);
  return { errors: [...errors], warnings: [...warnings], byBet, isValid };
}

/** Meta of a placement (SPEC §3): device id cookie, quick-bet flag and bet category. */
export interface PlacementMeta {
  /** The device id cookie's UUID. */
  readonly deviceId: string;
  /** Whether this is a quick bet. */
  readonly quick: boolean;
  /** Bet category: regular, cyber or premium_cricket. */
  readonly type: BetCategory;
}

/** One selection of the placement payload; odds in thousandths (the accepted odds). */
export interface PlacementSelection {
  readonly match_id: number;
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
  readonly odds: Odds;
}

/** One bet of the placement payload (SPEC §3). */
export interface PlacementBet {
  /** The chosen bonus; odds (thousandths) only when the bonus has bonus odds. Absent without a bonus. */
  readonly bonus?: { readonly id: number | string; readonly type: BonusType; readonly odds?: number };
  /** Stake: value in integer subunits, currency code. */
  readonly stake: { readonly value: Subunits; readonly currency: string };
  readonly selections: readonly PlacementSelection[];
  /** "k/n"; system bets only. */
  readonly system_id?: string;
  /** Custom odds in thousandths; custom bets only. */
  readonly custom_odds?: Odds;
}

/** The body of POST /api/sportsbook/v3/bets (SPEC §3 Bet placement payload). */
export interface PlacementPayload {
  readonly bets: readonly PlacementBet[];
  readonly meta: { readonly device_id: string; readonly quick: boolean; readonly type: BetCategory };
}

/** One slip bet as a payload bet: system_id only for systems, custom_odds only for custom bets, bonus if set. */
export function placementBetOf(bet: TicketBet): PlacementBet {
  return {
    ...(bet.bonus
      ? {
          bonus: {
            id: bet.bonus.id,
            type: bet.bonus.type,
            ...(bet.bonusOdds !== null ? { odds: bet.bonusOdds } : {}),
          },
        }
      : {}),
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.acceptedOdds,
    })),
    ...(bet.betType === BetType.system && bet.systemType ? { system_id: bet.systemType.id } : {}),
    ...(bet.betType === BetType.customBet && bet.customOdds !== null ? { custom_odds: bet.customOdds } : {}),
  };
}

/**
 * The placement payload of a ticket: the bets being processed (`processingBets`), or when none are, every bet
 * with a stake above 0, in slip order.
 */
export function placementPayload(
  ticket: { readonly bets: readonly TicketBet[]; readonly processingBets?: readonly string[] },
  meta: PlacementMeta,
): PlacementPayload {
  const processing = new Set(ticket.processingBets ?? []);
  const bets =
    processing.size > 0
      ? ticket.bets.filter((b) => processing.has(b.id))
      : ticket.bets.filter((b) => b.stake > 0);
  return {
    bets: bets.map(placementBetOf),
    meta: { device_id: meta.deviceId, quick: meta.quick, type: meta.type },
  };
}
