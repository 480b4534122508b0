import type { MaxStakeBody, SettingsResponse, SharedBet } from '@sportsbook/contract';
import {
  BetType,
  type Currency,
  canSwitchToCombo,
  canSwitchToSingle,
  canSwitchToSystem,
  comboOdds,
  moneyToDecimalString,
  type Odds,
  type OddsChangePolicy,
  type Provider,
  type ProviderStatus,
  placementBetOf,
  pricedBetOf,
  type Subunits,
  type TicketBet,
  type TicketSettings,
  type TicketState,
  totalOddsOf,
  truncateOdds,
} from '@sportsbook/domain';

import { BET_CODE_PARAM } from './slip-keys.ts';

export { BET_CODE_PARAM };

export const TYPES = [BetType.single, BetType.combo, BetType.system] as const;
export type SwitchType = (typeof TYPES)[number];

/** The bet type the regular (non-custom) bets have now: singles, else the combined bet's type. */
export function currentBetType(ticket: Pick<TicketState, 'bets'>): SwitchType | null {
  const regular = ticket.bets.filter((b) => b.betType !== BetType.customBet);
  if (regular.length === 0) return null;
  const combined = regular.find((b) => b.betType !== BetType.single);
  return combined ? (combined.betType as SwitchType) : BetType.single;
}

/** The bet types the regular selections may switch to (SPEC §4, §5). */
export function allowedBetTypes(
  ticket: Pick<TicketState, 'bets' | 'settings' | 'systemTypes'>,
): SwitchType[] {
  const selections = ticket.bets.filter((b) => b.betType !== BetType.customBet).flatMap((b) => b.selections);
  const unique = [...new Map(selections.map((s) => [s.id, s])).values()];
  if (unique.length < 2) return [];
  return TYPES.filter((type) =>
    type === BetType.single
      ? canSwitchToSingle(unique, ticket.settings.multiSingleAvailableByProvider)
      : type === BetType.combo
        ? canSwitchToCombo(unique)
        : canSwitchToSystem(unique, ticket.systemTypes),
  );
}

/** What the field shows for a stake set elsewhere (preset, restore, currency change): '' for none. */
export function stakeText(stake: Subunits, currency: Currency): string {
  return stake > 0 ? moneyToDecimalString(stake, currency) : '';
}

/** The shared form of slip bets: the payload bets, stake left out when 0. */
export function sharedBetsOf(bets: readonly TicketBet[]): SharedBet[] {
  return bets.map((bet) => {
    const { stake, ...rest } = placementBetOf(bet);
    return (stake.value > 0 ? { ...rest, stake } : rest) as unknown as SharedBet;
  });
}

/** The link of a share code: the current page with `?betcode=CODE`. */
export function shareLinkOf(href: string, code: string): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.set(BET_CODE_PARAM, code);
  return url.toString();
}

/** The slip's settings from GET /settings (SPEC §3 Bet settings, in the app's names). */
export function ticketSettingsOf(settings: SettingsResponse): Omit<TicketSettings, 'currency'> {
  return {
    oddsChangePolicy: settings.auto_accept_odds_change as OddsChangePolicy,
    multiSingleAvailableByProvider: settings.multi_bet_settings.available_by_provider as Partial<
      Record<Provider, boolean>
    >,
    providerStatuses: settings.provider_statuses as Partial<Record<Provider, ProviderStatus>>,
    customBetEnabled: settings.custom_bet_enabled,
    customBetAllowSingle: settings.custom_bet_allow_single,
  };
}

/**
 * The body of POST /bets/max-stake for a slip bet: its selections at their current odds, the system
 * id of a system and the custom odds of a custom bet; null when the bet cannot be priced yet (no
 * selections, a system without its type, a custom bet without odds).
 */
export function maxStakeBodyOf(bet: TicketBet): MaxStakeBody | null {
  if (bet.selections.length === 0) return null;
  if (bet.betType === BetType.system && !bet.systemType) return null;
  if (bet.betType === BetType.customBet && bet.customOdds === null) return null;
  return {
    currency: bet.currency as MaxStakeBody['currency'],
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
    ...(bet.betType === BetType.system && bet.systemType ? { system_id: bet.systemType.id } : {}),
    ...(bet.betType === BetType.customBet && bet.customOdds !== null ? { custom_odds: bet.customOdds } : {}),
  };
}

/**
 * The odds the mobile summary bar shows for the slip, in thousandths: the one bet's total odds, or
 * for several singles the odds they would have together as a combo; null when there is no such
 * figure (a system, several bets that cannot combine, an empty slip).
 */
export function summaryOddsOf(ticket: Pick<TicketState, 'bets'>): Odds | null {
  const [first, ...rest] = ticket.bets;
  if (!first || first.selections.length === 0) return null;
  if (rest.length === 0) {
    return first.betType === BetType.system ? null : truncateOdds(totalOddsOf(pricedBetOf(first)));
  }
  if (!ticket.bets.every((b) => b.betType === BetType.single)) return null;
  const selections = ticket.bets.flatMap((b) => b.selections);
  return canSwitchToCombo(selections) ? comboOdds(selections.map((s) => s.odds)) : null;
}
