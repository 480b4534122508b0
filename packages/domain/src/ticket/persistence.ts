/**
 * Session-storage persistence of the slip (SPEC §4 Persistence): the phase and the bets are serialised as
 * JSON and restored against fresh match and market data.
 */
import { type ComboBoostRange, roundStakeToCurrency } from '../bet-math.ts';
import type { Currency } from '../money.ts';
import { BetType, isBettableMatchStatus, type MatchStatus, ProviderStatus } from '../status.ts';
import { systemTypeFromId } from '../system-types.ts';
import { isOdds, type Subunits } from '../units.ts';
import { normalizeTicket } from './normalize.ts';
import {
  type MarketSnapshot,
  type Selection,
  type SlipBonus,
  StakeSource,
  selectionIdOf,
  type TicketBet,
  TicketPhase,
  type TicketState,
} from './slip.ts';
import { emptyBet, selectionWithMarket, withEffects } from './state.ts';

/** Version of the stored format; a different version restores nothing. */
export const TICKET_STORAGE_VERSION = 1;

/** The stored ticket: phase and bets (SPEC §4). */
export interface StoredTicket {
  /** TICKET_STORAGE_VERSION. */
  readonly version: number;
  /** Phase when stored. */
  readonly ticketState: TicketState['ticketState'];
  /** Bets as they were. */
  readonly bets: readonly TicketBet[];
}

/**
 * What of a ticket is kept: its phase and bets, except that a ticket showing its receipt is kept as
 * the slip "Done" would leave (the placed bets gone, phase initial): a reload must not offer a bet
 * that was already placed as a new one.
 */
export function persistedTicket(
  state: Pick<TicketState, 'ticketState' | 'bets'> & Partial<Pick<TicketState, 'placedBets'>>,
): Pick<StoredTicket, 'ticketState' | 'bets'> {
  if (state.ticketState !== TicketPhase.success) return { ticketState: state.ticketState, bets: state.bets };
  const placed = new Set((state.placedBets ?? []).map((b) => b.id));
  return { ticketState: TicketPhase.initial, bets: state.bets.filter((b) => !placed.has(b.id)) };
}

/** The ticket as JSON for session storage: version, phase and bets (effects and settings are not kept). */
export function serializeTicket(
  state: Pick<TicketState, 'ticketState' | 'bets'> & Partial<Pick<TicketState, 'placedBets'>>,
): string {
  const stored: StoredTicket = { version: TICKET_STORAGE_VERSION, ...persistedTicket(state) };
  return JSON.stringify(stored);
}

/** Fresh data a restore checks the stored bets against. */
export interface TicketRestoreLookups {
  /** The match's current status, or undefined when the match is gone (its selections are dropped). */
  matchOf(matchId: number): { readonly status: MatchStatus } | undefined;
  /** The market's current snapshot, or undefined when missing (its selections turn suspended). */
  marketOf(matchId: number, marketId: number, specifier: string): MarketSnapshot | undefined;
  /** Converts a stake in subunits of `from` to the player's currency (SPEC §4); without it such stakes become 0. */
  convertStake?(stake: Subunits, from: string, to: Currency): Subunits;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function storedSelection(value: unknown): Selection {
  if (!isObject(value)) throw new TypeError('selection is not an object');
  const { matchId, marketId, specifier, outcomeId, provider, odds, acceptedOdds, initialOdds, matchStatus } =
    value;
  if (typeof matchId !== 'number' || typeof marketId !== 'number' || typeof specifier !== 'string') {
    throw new TypeError('selection lacks match or market');
  }
  if (typeof outcomeId !== 'string' || typeof provider !== 'string' || typeof matchStatus !== 'number') {
    throw new TypeError('selection lacks outcome or provider');
  }
  if (!isOdds(odds) || !isOdds(acceptedOdds) || !isOdds(initialOdds))
    throw new TypeError('selection odds invalid');
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const flag = (key: string) => value[key] === true;
  return {
    id: selectionIdOf({ matchId, marketId, specifier, outcomeId }),
    matchId,
    matchUrnId: text('matchUrnId'),
    matchSlug: text('matchSlug'),
    matchStatus: matchStatus as MatchStatus,
    marketGroup: text('marketGroup'),
    sportKey: text('sportKey'),
    nameA: text('nameA'),
    nameB: text('nameB'),
    categoryName: text('categoryName'),
    provider: provider as Selection['provider'],
    marketId,
    marketName: text('marketName'),
    specifier,
    outcomeId,
    outcomeName: text('outcomeName'),
    active: value.active !== false,
    odds,
    acceptedOdds,
    initialOdds,
    isSuspended: flag('isSuspended'),
    isChanged: flag('isChanged'),
    isNotAvailable: flag('isNotAvailable'),
  };
}

function storedBonus(value: unknown): SlipBonus | null {
  if (!isObject(value) || typeof value.type !== 'string') return null;
  if (typeof value.id !== 'string' && typeof value.id !== 'number') return null;
  const ranges = Array.isArray(value.ranges)
    ? value.ranges.filter(
        (r): r is ComboBoostRange =>
          isObject(r) &&
          Number.isInteger(r.min_count) &&
          Number.isInteger(r.max_count) &&
          Number.isSafeInteger(r.bonus_odds) &&
          (r.bonus_odds as number) > 0,
      )
    : undefined;
  const amount = value.freebetAmount;
  return {
    id: value.id,
    type: value.type as SlipBonus['type'],
    ...(ranges ? { ranges } : {}),
    ...(Number.isSafeInteger(value.minOdds) ? { minOdds: value.minOdds as number } : {}),
    ...(Number.isSafeInteger(amount) && (amount as number) >= 0 ? { freebetAmount: amount as Subunits } : {}),
  };
}

function storedBet(value: unknown, currency: Currency): TicketBet {
  if (!isObject(value) || typeof value.id !== 'string' || !Array.isArray(value.selections)) {
    throw new TypeError('bet is not a stored bet');
  }
  const betType = value.betType as TicketBet['betType'];
  if (!Object.values(BetType).includes(betType))
    throw new TypeError(`unknown bet type ${String(value.betType)}`);
  const stake =
    Number.isSafeInteger(value.stake) && (value.stake as number) >= 0 ? (value.stake as Subunits) : 0;
  const base = emptyBet(value.id, betType, value.selections.map(storedSelection), currency);
  const freebetStake =
    Number.isSafeInteger(value.freebetStake) && (value.freebetStake as number) > 0
      ? (value.freebetStake as Subunits)
      : 0;
  const systemType = isObject(value.systemType) ? systemTypeFromId(String(value.systemType.id)) : undefined;
  return {
    ...base,
    stake: stake as Subunits,
    freebetStake: freebetStake as Subunits,
    currency: typeof value.currency === 'string' ? value.currency : currency.code,
    subunits: Number.isInteger(value.subunits) ? (value.subunits as number) : currency.subunits,
    customOdds: isOdds(value.customOdds) ? value.customOdds : null,
    availableBonuses: Array.isArray(value.availableBonuses)
      ? value.availableBonuses.map(storedBonus).filter((b): b is SlipBonus => b !== null)
      : [],
    bonus: storedBonus(value.bonus),
    systemType: systemType ?? null,
    isVip: value.isVip === true,
    jackpots: Array.isArray(value.jackpots)
      ? value.jackpots.filter((j): j is string | number => typeof j === 'string' || typeof j === 'number')
      : [],
    stakeSource: Object.values(StakeSource).includes(value.stakeSource as StakeSource)
      ? (value.stakeSource as StakeSource)
      : StakeSource.sharing,
  };
}

function restoredBet(bet: TicketBet, state: TicketState, lookups: TicketRestoreLookups): TicketBet {
  const settings = state.settings;
  const isCustom = bet.betType === BetType.customBet;
  const selections: Selection[] = [];
  for (const stored of bet.selections) {
    const match = lookups.matchOf(stored.matchId);
    if (!match) continue;
    const market = lookups.marketOf(stored.matchId, stored.marketId, stored.specifier);
    const withMatch = {
      ...stored,
      matchStatus: match.status,
      isNotAvailable:
        (settings.providerStatuses[stored.provider] ?? ProviderStatus.active) !== ProviderStatus.active,
    };
    const checked = selectionWithMarket(withMatch, market, settings.oddsChangePolicy, isCustom);
    selections.push(isBettableMatchStatus(match.status) ? checked : { ...checked, isSuspended: true });
  }
  let next: TicketBet = { ...bet, selections, betId: null, status: null, messagesByBet: null };
  if (bet.currency !== settings.currency.code) {
    const converted = lookups.convertStake
      ? lookups.convertStake(bet.stake, bet.currency, settings.currency)
      : 0;
    next = {
      ...next,
      stake: roundStakeToCurrency(converted, settings.currency),
      currency: settings.currency.code,
      subunits: settings.currency.subunits,
      freebetStake: 0 as Subunits,
      bonus: next.freebetStake > 0 ? null : next.bonus,
    };
  }
  return next;
}

/** Options of `restoreTicket`. */
export interface TicketRestoreOptions {
  /** Where the JSON came from: a share code failure also shows the not-found modal's "try later" message. */
  readonly source?: 'session' | 'share';
}

/**
 * The ticket restored from `serializeTicket` JSON (SPEC §4 Persistence), replacing the bets of `state`:
 * selections whose match is gone are dropped; match status, market status, odds (under the odds-change
 * policy) and provider status are refreshed; a stake in another currency is converted by
 * `lookups.convertStake` (else 0); then the slip rules apply (see the reducer). Only the ODDS_CHANGED phase
 * is kept (and recomputed from the selections); any other comes back as INITIAL. On failure (bad JSON, wrong
 * version, a lookup throwing) the bets stay, a `restoreFailed` effect is queued (and for a share, `shareBetNotFound` 'link-try-later'); when no bets result, a
 * `shareBetNotFound` 'link-try-another-bet' effect is queued. `isRestoring` is false afterwards.
 */
export function restoreTicket(
  state: TicketState,
  json: string,
  lookups: TicketRestoreLookups,
  options: TicketRestoreOptions = {},
): TicketState {
  const done = { ...state, isRestoring: false };
  let restored: TicketState;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isObject(parsed) || parsed.version !== TICKET_STORAGE_VERSION || !Array.isArray(parsed.bets)) {
      throw new TypeError('not a stored ticket');
    }
    const phase = Object.values(TicketPhase).includes(parsed.ticketState as TicketState['ticketState'])
      ? (parsed.ticketState as TicketState['ticketState'])
      : TicketPhase.initial;
    const seen = new Set<string>();
    const bets = parsed.bets
      .map((b) => storedBet(b, state.settings.currency))
      .filter((b) => {
        if (seen.has(b.id)) return false;
        seen.add(b.id);
        return true;
      })
      .map((b) => restoredBet(b, state, lookups));
    const highest = bets.reduce((max, b) => {
      const match = /^bet-(\d+)$/.exec(b.id);
      return match ? Math.max(max, Number(match[1])) : max;
    }, 0);
    const staged: TicketState = {
      ...done,
      bets: [],
      placedBets: [],
      processingBets: [],
      inProgress: false,
      error: null,
      ticketState: phase === TicketPhase.oddsChanged ? phase : TicketPhase.initial,
      nextBetNumber: Math.max(state.nextBetNumber, highest + 1),
    };
    restored = normalizeTicket(staged, { ...staged, bets });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return options.source === 'share'
      ? withEffects(
          done,
          { type: 'restoreFailed', reason },
          { type: 'shareBetNotFound', message: 'link-try-later' },
        )
      : withEffects(done, { type: 'restoreFailed', reason });
  }
  return restored.bets.length === 0
    ? withEffects(restored, { type: 'shareBetNotFound', message: 'link-try-another-bet' })
    : restored;
}
