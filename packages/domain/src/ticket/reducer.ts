/**
 * The bet slip as a pure reducer (SPEC §4 "Ticket (bet slip) phases"). `ticketReducer(state, action)` never
 * throws and never performs side effects: it queues them in `state.effects` for the host, which drops them
 * with `effectsHandled` once done. After every transition the bets are normalised:
 * - a bet without selections is removed; a selection id appears once per bet;
 * - a combo or system keeps one selection per match (the latest added replaces an earlier one);
 * - a combo or system with one selection becomes a single; a single with several becomes a combo;
 * - a system whose size matches no offered type becomes a system of the matching size (same win count when
 *   offered, else the smallest) or, when none exists, a combo;
 * - a custom bet is dropped when any selection's match is not prematch or live;
 * - bonus odds follow the chosen bonus, a free-bet stake above 0 replaces the stake, and a stake typed as a
 *   potential win is rescaled by old / new total odds.
 */
import {
  bonusOddsFor,
  type Rational,
  roundStakeToCurrency,
  stakeForPotentialWin,
  stakeRescaled,
  systemStakeFrom,
  totalOddsOf,
} from '../bet-math.ts';
import {
  canSwitchToCombo,
  canSwitchToSingle,
  canSwitchToSystem,
  canUseMultipleSingles,
} from '../bet-validation.ts';
import type { Currency } from '../money.ts';
import {
  type BetStatus,
  BetType,
  isBettableMatchStatus,
  MarketStatus,
  type MatchStatus,
  OddsChangePolicy,
  type Provider,
  ProviderStatus,
} from '../status.ts';
import { type SystemType, systemTypesUpTo } from '../system-types.ts';
import { isOdds, type Odds, type Subunits } from '../units.ts';
import { isOddsErrorCode, placeBetErrorMessageKey } from './messages.ts';
import { refusedPriceFor, refusedPricesOf } from './odds-refusal.ts';
import {
  type BetErrorResponse,
  DEFAULT_BONUS_TYPES,
  isFreebetBonus,
  type MarketSnapshot,
  pricedBetOf,
  type Selection,
  type SelectionInput,
  type SlipBonus,
  StakeSource,
  selectionFrom,
  type TicketBet,
  type TicketEffectInput,
  TicketPhase,
  type TicketSettings,
  type TicketState,
} from './slip.ts';

/** Message keys of the generic error alert (SPEC §4 Offline: the default error alert). */
export const GENERIC_ERROR_ALERT = {
  title: 'global-error.default.title',
  description: 'global-error.default.description',
} as const;

/** Every action the slip understands. */
export type TicketAction =
  /** Adds the outcome, or removes it when already chosen (SPEC §4); ignored while in progress. */
  | { readonly type: 'selectionToggled'; readonly selection: SelectionInput }
  /** Adds a custom bet (bet builder) at `customOdds` thousandths; opens the custom-bet modal if one exists. */
  | {
      readonly type: 'customBetAdded';
      readonly selections: readonly SelectionInput[];
      readonly customOdds: Odds;
    }
  /** New custom odds in thousandths for a custom bet (after POST /bets/custom/odds). */
  | { readonly type: 'customOddsUpdated'; readonly betId: string; readonly customOdds: Odds }
  /** Removes selections by id, from one bet or from all. */
  | { readonly type: 'selectionsRemoved'; readonly selectionIds: readonly string[]; readonly betId?: string }
  /** Removes suspended and unavailable selections, from one bet or from all. */
  | { readonly type: 'unavailableSelectionsRemoved'; readonly betId?: string }
  /** Empties the slip. */
  | { readonly type: 'ticketCleared' }
  /** Switches the regular (non-custom) selections to singles, one combo or a system; ignored if not allowed. */
  | {
      readonly type: 'betTypeChanged';
      readonly betType: typeof BetType.single | typeof BetType.combo | typeof BetType.system;
      readonly systemTypeId?: string;
    }
  /** Picks another system type of the same size for a system bet. */
  | { readonly type: 'systemTypeChanged'; readonly betId: string; readonly systemTypeId: string }
  /** A stake typed by the player, in subunits (rounded for the currency). */
  | { readonly type: 'stakeChanged'; readonly betId: string; readonly stake: Subunits }
  /** A potential win typed by the player, in subunits: the stake becomes the largest that does not exceed it. */
  | { readonly type: 'potentialWinChanged'; readonly betId: string; readonly potentialWin: Subunits }
  /**
   * Markets of a match: `complete` when they are all of the match's markets (a selection whose market is
   * missing is suspended), else a partial update (only the listed markets are checked).
   */
  | {
      readonly type: 'marketsUpdated';
      readonly matchId: number;
      readonly markets: readonly MarketSnapshot[];
      readonly complete: boolean;
    }
  /** A match's status changed. */
  | { readonly type: 'matchStatusChanged'; readonly matchId: number; readonly status: MatchStatus }
  /** A provider's feed status changed. */
  | { readonly type: 'providerStatusChanged'; readonly provider: Provider; readonly status: ProviderStatus }
  /** The player accepts every odds change: accepted odds become current odds; phase INITIAL. */
  | { readonly type: 'oddsChangesAccepted' }
  /** New slip settings other than the currency. */
  | { readonly type: 'settingsChanged'; readonly settings: Partial<Omit<TicketSettings, 'currency'>> }
  /** The player's currency changed: stakes reset to 0, stake source sharing. */
  | { readonly type: 'currencyChanged'; readonly currency: Currency }
  /** Bonuses offered for one bet, or for every bet. */
  | { readonly type: 'bonusesUpdated'; readonly bonuses: readonly SlipBonus[]; readonly betId?: string }
  /** The player picks a bonus for a bet, or none (null). */
  | { readonly type: 'bonusSelected'; readonly betId: string; readonly bonusId: number | string | null }
  /** Bonuses the player may earn soon. */
  | { readonly type: 'upcomingBonusesUpdated'; readonly bonuses: readonly SlipBonus[] }
  /** The player presses Place. */
  | { readonly type: 'placeRequested'; readonly isLoggedIn: boolean }
  /** The server accepted the placement: slip bet id → server id (and status, VIP flag). */
  | {
      readonly type: 'placeSucceeded';
      readonly placed: readonly {
        readonly id: string;
        readonly betId: string;
        readonly status?: BetStatus;
        readonly isVip?: boolean;
      }[];
    }
  /** The placement failed: HTTP status and the error body when there is one. */
  | { readonly type: 'placeFailed'; readonly status?: number; readonly response?: BetErrorResponse }
  /** The player closes the success or error view; placed bets leave the slip unless `keepSelections`. */
  | { readonly type: 'placementDismissed'; readonly keepSelections?: boolean }
  /** A restore from session storage or a share code started. */
  | { readonly type: 'restoreStarted' }
  /** The host performed every effect with an id up to `upToId`. */
  | { readonly type: 'effectsHandled'; readonly upToId: number };

/** Options of `createTicketState`. */
export interface TicketStateOptions {
  /** System types to offer; default every k-of-n up to 16 selections (`systemTypesUpTo`). */
  readonly systemTypes?: readonly SystemType[];
}

/** An empty ticket in phase INITIAL following `settings`. */
export function createTicketState(settings: TicketSettings, options: TicketStateOptions = {}): TicketState {
  const systemTypes = [...(options.systemTypes ?? systemTypesUpTo())].sort(
    (a, b) => a.totalCount - b.totalCount || a.winCount - b.winCount,
  );
  return {
    ticketState: TicketPhase.initial,
    error: null,
    bets: [],
    placedBets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes,
    settings,
    effects: [],
    nextEffectId: 1,
    nextBetNumber: 1,
  };
}

/** A bet with no stake, no bonus, in the settings' currency; `nextBetNumber` must be advanced by the caller. */
export function emptyBet(
  id: string,
  betType: BetType,
  selections: readonly Selection[],
  currency: Currency,
): TicketBet {
  return {
    id,
    stake: 0 as Subunits,
    currency: currency.code,
    subunits: currency.subunits,
    betType,
    customOdds: null,
    selections,
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    stakeSource: StakeSource.stake,
    systemType: null,
    betId: null,
    status: null,
    isVip: false,
    freebetStake: 0 as Subunits,
    messagesByBet: null,
    jackpots: [],
  };
}

/** Queues effects on a state, giving each the next effect id. */
export function withEffects(state: TicketState, ...effects: TicketEffectInput[]): TicketState {
  let id = state.nextEffectId;
  const added = effects.map((e) => ({ ...e, id: id++ }) as TicketState['effects'][number]);
  return { ...state, effects: [...state.effects, ...added], nextEffectId: id };
}

/**
 * A selection after new odds under the odds-change policy (SPEC §4): none → any move from the accepted odds
 * flags it; higher → a rise is accepted, a fall flags it; any → accepted. Custom-bet selections are never
 * re-checked: their odds are taken as accepted. Returning to the accepted odds clears the flag.
 */
export function selectionWithOdds(
  selection: Selection,
  odds: Odds,
  policy: OddsChangePolicy,
  isCustomBet = false,
): Selection {
  const accept =
    isCustomBet ||
    odds === selection.acceptedOdds ||
    policy === OddsChangePolicy.any ||
    (policy === OddsChangePolicy.higher && odds > selection.acceptedOdds);
  if (accept) return { ...selection, odds, acceptedOdds: odds, isChanged: false };
  return { ...selection, odds, isChanged: true };
}

/**
 * A selection checked against a market snapshot (SPEC §4): suspended if the market is missing or not allowed, or
 * its outcome is missing, inactive or has invalid odds; otherwise active with odds per the policy.
 */
export function selectionWithMarket(
  selection: Selection,
  market: MarketSnapshot | undefined,
  policy: OddsChangePolicy,
  isCustomBet = false,
): Selection {
  if (!market || market.status !== MarketStatus.allowed) return { ...selection, isSuspended: true };
  const outcome = market.outcomes.find((o) => o.id === selection.outcomeId);
  if (!outcome?.active || !isOdds(outcome.odds)) {
    return { ...selection, isSuspended: true, active: outcome?.active ?? false };
  }
  return {
    ...selectionWithOdds(selection, outcome.odds, policy, isCustomBet),
    isSuspended: false,
    active: true,
  };
}

function isProviderActive(settings: TicketSettings, provider: Provider): boolean {
  return (settings.providerStatuses[provider] ?? ProviderStatus.active) === ProviderStatus.active;
}

function currencyOfBet(bet: TicketBet, settings: TicketSettings): Currency {
  return bet.currency === settings.currency.code
    ? settings.currency
    : { code: bet.currency, subunits: bet.subunits, fiat: false };
}

function keepLastPerMatch(selections: readonly Selection[]): Selection[] {
  const lastIndex = new Map<number, number>();
  selections.forEach((s, i) => {
    lastIndex.set(s.matchId, i);
  });
  return selections.filter((s, i) => lastIndex.get(s.matchId) === i);
}

function uniqueById(selections: readonly Selection[]): Selection[] {
  const seen = new Set<string>();
  return selections.filter((s) => {
    if (seen.has(s.id)) return false;
    seen.add(s.id);
    return true;
  });
}

function sameRational(a: Rational, b: Rational): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

/** The bet's shape fixed by the rules in this module's header; null when the bet must go. */
function normalizeShape(bet: TicketBet, systemTypes: readonly SystemType[]): TicketBet | null {
  let selections = uniqueById(bet.selections);
  if (bet.betType === BetType.customBet) {
    if (selections.length === 0) return null;
    if (selections.some((s) => !isBettableMatchStatus(s.matchStatus))) return null;
    return selections === bet.selections ? bet : { ...bet, selections };
  }
  if (bet.betType === BetType.combo || bet.betType === BetType.system || selections.length > 1) {
    selections = keepLastPerMatch(selections);
  }
  const n = selections.length;
  if (n === 0) return null;
  const base = { ...bet, selections, customOdds: null };
  if (n === 1) return { ...base, betType: BetType.single, systemType: null };
  if (bet.betType === BetType.single || bet.betType === BetType.combo) {
    return { ...base, betType: BetType.combo, systemType: null };
  }
  const current = bet.systemType;
  if (current && current.totalCount === n && systemTypes.some((t) => t.id === current.id)) return base;
  const sized = systemTypes.filter((t) => t.totalCount === n);
  const next = sized.find((t) => t.winCount === current?.winCount) ?? sized[0];
  if (!next) return { ...base, betType: BetType.combo, systemType: null };
  return { ...base, betType: BetType.system, systemType: next };
}

function normalizeMoney(
  bet: TicketBet,
  previous: TicketBet | undefined,
  settings: TicketSettings,
): TicketBet {
  const odds = bet.selections.map((s) => s.acceptedOdds);
  const bonusOdds =
    bet.betType === BetType.single || bet.betType === BetType.combo
      ? (bonusOddsFor(bet.bonus, odds) ?? null)
      : null;
  let next: TicketBet = bet.bonusOdds === bonusOdds ? bet : { ...bet, bonusOdds };
  if (next.freebetStake > 0) {
    return next.stake === next.freebetStake ? next : { ...next, stake: next.freebetStake };
  }
  if (previous && next.stakeSource === StakeSource.potentialWin && next.stake > 0) {
    const oldOdds = totalOddsOf(pricedBetOf(previous));
    const newOdds = totalOddsOf(pricedBetOf(next));
    if (!sameRational(oldOdds, newOdds)) {
      let stake = roundStakeToCurrency(
        stakeRescaled(next.stake, oldOdds, newOdds),
        currencyOfBet(next, settings),
      );
      if (next.betType === BetType.system && next.systemType) {
        stake = systemStakeFrom(stake, next.systemType.combinations);
      }
      next = { ...next, stake };
    }
  }
  return next;
}

function hasChangedOdds(bets: readonly TicketBet[]): boolean {
  return bets.some((b) => b.betType !== BetType.customBet && b.selections.some((s) => s.isChanged));
}

/** How a transition may move the phase: 'edit' (player edits) or 'update' (data updates). */
export type PhaseRule = 'edit' | 'update';

/**
 * Normalises bets, derived fields and the phase of `next`, a transition from `previous` (see the module
 * header). Rule 'update' recomputes the phase only while editing (INITIAL or ODDS_CHANGED); 'edit' also
 * leaves SUCCESS and ERROR for INITIAL or ODDS_CHANGED.
 */
export function normalizeTicket(
  previous: TicketState,
  next: TicketState,
  rule: PhaseRule = 'update',
): TicketState {
  const before = new Map(previous.bets.map((b) => [b.id, b]));
  const bets: TicketBet[] = [];
  for (const bet of next.bets) {
    const shaped = normalizeShape(bet, next.systemTypes);
    if (shaped) bets.push(normalizeMoney(shaped, before.get(shaped.id), next.settings));
  }
  const selectedOutcomeIds = [...new Set(bets.flatMap((b) => b.selections.map((s) => s.id)))];
  let state: TicketState = { ...next, bets, selectedOutcomeIds };
  const phase = state.ticketState;
  const editable = phase === TicketPhase.initial || phase === TicketPhase.oddsChanged;
  if (rule === 'edit' ? !state.inProgress : editable) {
    const target = hasChangedOdds(bets) ? TicketPhase.oddsChanged : TicketPhase.initial;
    state = { ...state, ticketState: target };
    if (!editable) state = { ...state, error: null, processingBets: [] };
  }
  return state;
}

type Counter = { next: number };

function betIdFrom(counter: Counter): string {
  return `bet-${counter.next++}`;
}

function mapSelections(
  state: TicketState,
  fn: (selection: Selection, bet: TicketBet) => Selection,
): readonly TicketBet[] {
  return state.bets.map((bet) => {
    let changed = false;
    const selections = bet.selections.map((s) => {
      const updated = fn(s, bet);
      if (updated !== s) changed = true;
      return updated;
    });
    return changed ? { ...bet, selections } : bet;
  });
}

function newSelection(input: SelectionInput, settings: TicketSettings): Selection | undefined {
  if (!input || !isOdds(input.odds)) return undefined;
  const selection = selectionFrom(input);
  if (!isOdds(selection.acceptedOdds) || !isOdds(selection.initialOdds)) return undefined;
  return {
    ...selection,
    isSuspended: selection.isSuspended || !isBettableMatchStatus(selection.matchStatus),
    isNotAvailable: !isProviderActive(settings, selection.provider),
  };
}

function addSelection(state: TicketState, selection: Selection): TicketState {
  const counter = { next: state.nextBetNumber };
  const regular = state.bets.filter((b) => b.betType !== BetType.customBet);
  const currency = state.settings.currency;
  let bets: TicketBet[];
  if (regular.length === 0) {
    bets = [...state.bets, emptyBet(betIdFrom(counter), BetType.single, [selection], currency)];
  } else {
    const regularSelections = regular.flatMap((b) => b.selections);
    const allSingles = regular.every((b) => b.betType === BetType.single);
    if (
      allSingles &&
      canUseMultipleSingles([...regularSelections, selection], state.settings.multiSingleAvailableByProvider)
    ) {
      bets = [...state.bets, emptyBet(betIdFrom(counter), BetType.single, [selection], currency)];
    } else {
      const target = regular.find((b) => b.betType !== BetType.single) ?? (regular[0] as TicketBet);
      const merged: TicketBet = {
        ...target,
        betType: target.betType === BetType.system ? BetType.system : BetType.combo,
        selections: [...regularSelections, selection],
      };
      bets = [];
      for (const bet of state.bets) {
        if (bet.betType === BetType.customBet) bets.push(bet);
        else if (bet.id === target.id) bets.push(merged);
      }
    }
  }
  return { ...state, bets, nextBetNumber: counter.next };
}

function removeSelections(
  state: TicketState,
  shouldRemove: (s: Selection) => boolean,
  betId?: string,
): TicketState {
  return {
    ...state,
    bets: state.bets.map((bet) =>
      betId === undefined || bet.id === betId
        ? { ...bet, selections: bet.selections.filter((s) => !shouldRemove(s)) }
        : bet,
    ),
  };
}

function changeBetType(
  state: TicketState,
  action: Extract<TicketAction, { type: 'betTypeChanged' }>,
): TicketState {
  const regular = state.bets.filter((b) => b.betType !== BetType.customBet);
  const first = regular[0];
  if (!first) return state;
  const selections = uniqueById(regular.flatMap((b) => b.selections));
  const custom = state.bets.filter((b) => b.betType === BetType.customBet);
  const placeFirst = (replacement: TicketBet[]) => {
    const out: TicketBet[] = [];
    for (const bet of state.bets) {
      if (bet.betType === BetType.customBet) out.push(bet);
      else if (bet.id === first.id) out.push(...replacement);
    }
    return out.length > 0 ? out : [...replacement, ...custom];
  };
  switch (action.betType) {
    case BetType.single: {
      if (!canSwitchToSingle(selections, state.settings.multiSingleAvailableByProvider)) return state;
      const counter = { next: state.nextBetNumber };
      const singles = selections.map((s, i) =>
        i === 0
          ? { ...first, betType: BetType.single, systemType: null, selections: [s] }
          : {
              ...emptyBet(betIdFrom(counter), BetType.single, [s], currencyOfBet(first, state.settings)),
              stake: first.freebetStake > 0 ? (0 as Subunits) : first.stake,
            },
      );
      return { ...state, bets: placeFirst(singles), nextBetNumber: counter.next };
    }
    case BetType.combo: {
      if (!canSwitchToCombo(selections)) return state;
      return {
        ...state,
        bets: placeFirst([{ ...first, betType: BetType.combo, systemType: null, selections }]),
      };
    }
    case BetType.system: {
      if (!canSwitchToSystem(selections, state.systemTypes)) return state;
      const sized = state.systemTypes.filter((t) => t.totalCount === selections.length);
      const systemType = sized.find((t) => t.id === action.systemTypeId) ?? (sized[0] as SystemType);
      return {
        ...state,
        bets: placeFirst([{ ...first, betType: BetType.system, systemType, selections }]),
      };
    }
    default:
      return state;
  }
}

function updateBet(state: TicketState, betId: string, fn: (bet: TicketBet) => TicketBet): TicketState {
  return { ...state, bets: state.bets.map((b) => (b.id === betId ? fn(b) : b)) };
}

function bonusesUpdated(bet: TicketBet, bonuses: readonly SlipBonus[]): TicketBet {
  let next: TicketBet = { ...bet, availableBonuses: bonuses };
  if (next.bonus) {
    const current = bonuses.find((b) => b.id === next.bonus?.id);
    if (!current) {
      next = isFreebetBonus(next.bonus)
        ? { ...next, bonus: null, freebetStake: 0 as Subunits, stake: 0 as Subunits }
        : { ...next, bonus: null };
    } else {
      next = {
        ...next,
        bonus: current,
        freebetStake: isFreebetBonus(current)
          ? (current.freebetAmount ?? (0 as Subunits))
          : next.freebetStake,
      };
    }
  }
  if (!next.bonus) {
    const fallback = bonuses.find((b) => DEFAULT_BONUS_TYPES.includes(b.type));
    if (fallback) next = { ...next, bonus: fallback };
  }
  return next;
}

function bonusSelected(bet: TicketBet, bonusId: number | string | null): TicketBet {
  const bonus = bonusId === null ? null : bet.availableBonuses.find((b) => b.id === bonusId);
  if (bonus === undefined) return bet;
  if (isFreebetBonus(bonus)) {
    const freebetStake = bonus?.freebetAmount ?? (0 as Subunits);
    return { ...bet, bonus, freebetStake, stake: freebetStake, stakeSource: StakeSource.stake };
  }
  if (isFreebetBonus(bet.bonus)) {
    return {
      ...bet,
      bonus,
      freebetStake: 0 as Subunits,
      stake: 0 as Subunits,
      stakeSource: StakeSource.stake,
    };
  }
  return { ...bet, bonus };
}

function resetToInitial(state: TicketState): TicketState {
  return { ...state, ticketState: TicketPhase.initial, inProgress: false, processingBets: [], error: null };
}

function errorsByBetMessage(
  response: BetErrorResponse | undefined,
  index: number,
  betId: string,
): string | null {
  const list = response?.data?.errors_by_bet;
  if (!list) return null;
  type Entry = { index?: number; localized_message?: string | null } | null | undefined;
  // An array names each bet by `index` (the server lists only the refused bets); else by position.
  const entries = list as readonly Entry[];
  const indexed = Array.isArray(list) && entries.some((e) => typeof e?.index === 'number');
  const entry = Array.isArray(list)
    ? indexed
      ? entries.find((e) => e?.index === index)
      : entries[index]
    : ((list as Record<string, { localized_message?: string | null } | null | undefined>)[betId] ??
      (list as Record<string, { localized_message?: string | null } | null | undefined>)[String(index)]);
  return entry?.localized_message ?? null;
}

/**
 * After an odds refusal, the slip with the server's current prices under the odds-change policy, back in
 * editing: ODDS_CHANGED when a price now needs acceptance. Null when the refusal names no moved price of
 * a bet being placed (the error view then explains it).
 */
function withRefusedOdds(state: TicketState, details: unknown): TicketState | null {
  const prices = refusedPricesOf(details);
  const policy = state.settings.oddsChangePolicy;
  let moved = false;
  const bets = mapSelections(state, (s, bet) => {
    if (!state.processingBets.includes(bet.id) || bet.betType === BetType.customBet) return s;
    const odds = refusedPriceFor(s, prices);
    if (odds === undefined) return s;
    moved = true;
    return selectionWithOdds(s, odds, policy);
  });
  if (!moved) return null;
  return normalizeTicket(state, { ...resetToInitial(state), bets }, 'update');
}

function placeFailed(
  state: TicketState,
  action: Extract<TicketAction, { type: 'placeFailed' }>,
): TicketState {
  const code = action.response?.code;
  if (code === undefined || code === null || action.status === 401) {
    return withEffects(resetToInitial(state), { type: 'genericErrorAlert', ...GENERIC_ERROR_ALERT });
  }
  const moved = isOddsErrorCode(code) ? withRefusedOdds(state, action.response?.data?.details) : null;
  if (moved) return moved;
  const processing = state.processingBets;
  const bets = state.bets.map((bet) => {
    const index = processing.indexOf(bet.id);
    return index < 0 ? bet : { ...bet, messagesByBet: errorsByBetMessage(action.response, index, bet.id) };
  });
  return {
    ...state,
    bets,
    ticketState: TicketPhase.error,
    inProgress: false,
    processingBets: [],
    error: {
      code,
      message: placeBetErrorMessageKey(code, action.response?.message),
      details: action.response?.data?.details ?? null,
      isOddsError: isOddsErrorCode(code),
    },
  };
}

const EDIT_ACTIONS: ReadonlySet<TicketAction['type']> = new Set([
  'selectionToggled',
  'customBetAdded',
  'customOddsUpdated',
  'selectionsRemoved',
  'unavailableSelectionsRemoved',
  'ticketCleared',
  'betTypeChanged',
  'systemTypeChanged',
  'stakeChanged',
  'potentialWinChanged',
  'oddsChangesAccepted',
  'bonusSelected',
]);

/**
 * The next ticket state after `action` (SPEC §4). Pure and total: unknown bet ids, invalid odds and actions
 * that do not apply in the current phase leave the state unchanged; edits are ignored while in progress.
 */
export function ticketReducer(state: TicketState, action: TicketAction): TicketState {
  if (!action || typeof action !== 'object') return state;
  if (state.inProgress && EDIT_ACTIONS.has(action.type)) return state;
  switch (action.type) {
    case 'selectionToggled': {
      const selection = newSelection(action.selection, state.settings);
      if (!selection) return state;
      const next = state.selectedOutcomeIds.includes(selection.id)
        ? removeSelections(state, (s) => s.id === selection.id)
        : addSelection(state, selection);
      return normalizeTicket(state, next, 'edit');
    }
    case 'customBetAdded': {
      if (!state.settings.customBetEnabled || !isOdds(action.customOdds)) return state;
      if (state.bets.some((b) => b.betType === BetType.customBet)) {
        return withEffects(state, { type: 'openCustomBetModal' });
      }
      const selections: Selection[] = [];
      for (const input of action.selections ?? []) {
        const s = newSelection(input, state.settings);
        if (s) selections.push(s);
      }
      const unique = uniqueById(selections);
      if (unique.length === 0 || (unique.length === 1 && !state.settings.customBetAllowSingle)) return state;
      const counter = { next: state.nextBetNumber };
      const bet = {
        ...emptyBet(betIdFrom(counter), BetType.customBet, unique, state.settings.currency),
        customOdds: action.customOdds,
      };
      return normalizeTicket(
        state,
        { ...state, bets: [...state.bets, bet], nextBetNumber: counter.next },
        'edit',
      );
    }
    case 'customOddsUpdated': {
      if (!isOdds(action.customOdds)) return state;
      const next = updateBet(state, action.betId, (b) =>
        b.betType === BetType.customBet ? { ...b, customOdds: action.customOdds } : b,
      );
      return normalizeTicket(state, next, 'edit');
    }
    case 'selectionsRemoved': {
      const ids = new Set(action.selectionIds ?? []);
      return normalizeTicket(
        state,
        removeSelections(state, (s) => ids.has(s.id), action.betId),
        'edit',
      );
    }
    case 'unavailableSelectionsRemoved':
      return normalizeTicket(
        state,
        removeSelections(state, (s) => s.isSuspended || s.isNotAvailable, action.betId),
        'edit',
      );
    case 'ticketCleared':
      return normalizeTicket(state, { ...state, bets: [] }, 'edit');
    case 'betTypeChanged':
      return normalizeTicket(state, changeBetType(state, action), 'edit');
    case 'systemTypeChanged': {
      const next = updateBet(state, action.betId, (bet) => {
        const type = state.systemTypes.find((t) => t.id === action.systemTypeId);
        if (bet.betType !== BetType.system || !type || type.totalCount !== bet.selections.length) return bet;
        return { ...bet, systemType: type };
      });
      return normalizeTicket(state, next, 'edit');
    }
    case 'stakeChanged': {
      const next = updateBet(state, action.betId, (bet) =>
        bet.freebetStake > 0
          ? bet
          : {
              ...bet,
              stake: roundStakeToCurrency(action.stake, currencyOfBet(bet, state.settings)),
              stakeSource: StakeSource.stake,
            },
      );
      return normalizeTicket(state, next, 'edit');
    }
    case 'potentialWinChanged': {
      const next = updateBet(state, action.betId, (bet) => {
        if (bet.freebetStake > 0 || !(action.potentialWin >= 0)) return bet;
        const win = Math.min(Math.floor(action.potentialWin), Number.MAX_SAFE_INTEGER) as Subunits;
        const stake = roundStakeToCurrency(
          stakeForPotentialWin(pricedBetOf(bet), win),
          currencyOfBet(bet, state.settings),
        );
        return { ...bet, stake, stakeSource: StakeSource.potentialWin };
      });
      return normalizeTicket(state, next, 'edit');
    }
    case 'marketsUpdated': {
      const policy = state.settings.oddsChangePolicy;
      const bets = mapSelections(state, (s, bet) => {
        if (s.matchId !== action.matchId) return s;
        const market = (action.markets ?? []).find((m) => m.id === s.marketId && m.specifier === s.specifier);
        if (!market && !action.complete) return s;
        return selectionWithMarket(s, market, policy, bet.betType === BetType.customBet);
      });
      return normalizeTicket(state, { ...state, bets }, 'update');
    }
    case 'matchStatusChanged': {
      const bettable = isBettableMatchStatus(action.status);
      const bets = mapSelections(state, (s) =>
        s.matchId === action.matchId
          ? { ...s, matchStatus: action.status, isSuspended: bettable ? s.isSuspended : true }
          : s,
      );
      return normalizeTicket(state, { ...state, bets }, 'update');
    }
    case 'providerStatusChanged': {
      const settings = {
        ...state.settings,
        providerStatuses: { ...state.settings.providerStatuses, [action.provider]: action.status },
      };
      const bets = mapSelections(state, (s) =>
        s.provider === action.provider
          ? { ...s, isNotAvailable: action.status !== ProviderStatus.active }
          : s,
      );
      return normalizeTicket(state, { ...state, settings, bets }, 'update');
    }
    case 'oddsChangesAccepted': {
      const bets = mapSelections(state, (s) =>
        s.isChanged ? { ...s, acceptedOdds: s.odds, isChanged: false } : s,
      );
      return normalizeTicket(state, { ...state, bets, ticketState: TicketPhase.initial }, 'edit');
    }
    case 'settingsChanged': {
      const settings: TicketSettings = {
        ...state.settings,
        ...action.settings,
        currency: state.settings.currency,
      };
      const bets = mapSelections(state, (s) => {
        const isNotAvailable = !isProviderActive(settings, s.provider);
        return isNotAvailable === s.isNotAvailable ? s : { ...s, isNotAvailable };
      });
      return normalizeTicket(state, { ...state, settings, bets }, 'update');
    }
    case 'currencyChanged': {
      const currency = action.currency;
      const bets = state.bets.map((bet) => ({
        ...bet,
        stake: 0 as Subunits,
        stakeSource: StakeSource.sharing,
        currency: currency.code,
        subunits: currency.subunits,
        ...(isFreebetBonus(bet.bonus) ? { bonus: null, freebetStake: 0 as Subunits } : {}),
      }));
      return normalizeTicket(state, { ...state, settings: { ...state.settings, currency }, bets }, 'update');
    }
    case 'bonusesUpdated': {
      const bets = state.bets.map((bet) =>
        action.betId === undefined || bet.id === action.betId
          ? bonusesUpdated(bet, action.bonuses ?? [])
          : bet,
      );
      return normalizeTicket(state, { ...state, bets }, 'update');
    }
    case 'bonusSelected':
      return normalizeTicket(
        state,
        updateBet(state, action.betId, (bet) => bonusSelected(bet, action.bonusId)),
        'edit',
      );
    case 'upcomingBonusesUpdated':
      return { ...state, upcomingBonuses: action.bonuses ?? [] };
    case 'placeRequested': {
      if (state.inProgress) return state;
      if (!action.isLoggedIn) return withEffects(resetToInitial(state), { type: 'requestSignIn' });
      const betIds = state.bets.filter((b) => b.stake > 0).map((b) => b.id);
      if (betIds.length === 0) return state;
      return withEffects(
        {
          ...state,
          ticketState: TicketPhase.processing,
          inProgress: true,
          processingBets: betIds,
          error: null,
          placedBets: [],
        },
        { type: 'placeBets', betIds },
      );
    }
    case 'placeSucceeded': {
      if (state.ticketState !== TicketPhase.processing) return state;
      const byId = new Map((action.placed ?? []).map((p) => [p.id, p]));
      const placedBets = state.bets
        .filter((b) => state.processingBets.includes(b.id))
        .map((b) => {
          const placed = byId.get(b.id);
          return placed
            ? { ...b, betId: placed.betId, status: placed.status ?? b.status, isVip: placed.isVip ?? b.isVip }
            : b;
        });
      return { ...state, ticketState: TicketPhase.success, inProgress: false, placedBets, error: null };
    }
    case 'placeFailed':
      return state.ticketState === TicketPhase.processing ? placeFailed(state, action) : state;
    case 'placementDismissed': {
      if (state.ticketState !== TicketPhase.success && state.ticketState !== TicketPhase.error) return state;
      const placed = new Set(state.placedBets.map((b) => b.id));
      const bets =
        state.ticketState === TicketPhase.success && !action.keepSelections
          ? state.bets.filter((b) => !placed.has(b.id))
          : state.bets;
      const next = { ...resetToInitial(state), bets, placedBets: [] };
      return normalizeTicket(state, next, 'update');
    }
    case 'restoreStarted':
      return { ...state, isRestoring: true };
    case 'effectsHandled':
      return { ...state, effects: state.effects.filter((e) => e.id > action.upToId) };
    default:
      return state;
  }
}
