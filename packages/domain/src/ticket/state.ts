import type { Currency } from '../money.ts';
import { type BetType, MarketStatus, OddsChangePolicy, type Provider, ProviderStatus } from '../status.ts';
import { type SystemType, systemTypesUpTo } from '../system-types.ts';
import { isOdds, type Odds, type Subunits } from '../units.ts';
import {
  type MarketSnapshot,
  type Selection,
  StakeSource,
  type TicketBet,
  type TicketEffectInput,
  TicketPhase,
  type TicketSettings,
  type TicketState,
} from './slip.ts';

/** The slip's building blocks: an empty ticket, an empty bet, effects, selections under new prices. */

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

export function isProviderActive(settings: TicketSettings, provider: Provider): boolean {
  return (settings.providerStatuses[provider] ?? ProviderStatus.active) === ProviderStatus.active;
}

export function currencyOfBet(bet: TicketBet, settings: TicketSettings): Currency {
  return bet.currency === settings.currency.code
    ? settings.currency
    : { code: bet.currency, subunits: bet.subunits, fiat: false };
}
