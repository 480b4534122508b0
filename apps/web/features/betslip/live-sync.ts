import type { Market } from '@sportsbook/contract';
import type { MatchStatus, Provider, ProviderStatus, TicketAction } from '@sportsbook/domain';
import { matchChannelOf, publicChannelOf } from '../live/channels.ts';
import { liveEventFrom } from '../live/live-store-parts.ts';
import { subscribeChannel } from '../live/push-client.ts';
import { marketSnapshotOf } from './selection-data.ts';
import type { TicketStore } from './ticket-store.ts';

/**
 * The ticket actions of one push publication (SPEC §4 Live updates): market changes → partial
 * `marketsUpdated` (only the markets listed are checked), match status → `matchStatusChanged`,
 * provider status → `providerStatusChanged`. Anything else gives none.
 */
export function ticketActionsOf(data: unknown): TicketAction[] {
  const event = liveEventFrom(data);
  if (!event) return [];
  switch (event.event_name) {
    case 'markets_changed':
      return [
        {
          type: 'marketsUpdated',
          matchId: event.message.match_id,
          markets: event.message.markets.map(marketSnapshotOf),
          complete: false,
        },
      ];
    case 'match_status_changed':
      return [
        {
          type: 'matchStatusChanged',
          matchId: event.message.match_id,
          status: event.message.status as MatchStatus,
        },
      ];
    case 'match_changed': {
      const { id, status, main_market, secondary_market } = event.message;
      const actions: TicketAction[] = [];
      if (typeof status === 'number') {
        actions.push({ type: 'matchStatusChanged', matchId: id, status: status as MatchStatus });
      }
      const markets = [main_market, secondary_market].filter((m): m is Market => Boolean(m));
      if (markets.length > 0) {
        actions.push({
          type: 'marketsUpdated',
          matchId: id,
          markets: markets.map(marketSnapshotOf),
          complete: false,
        });
      }
      return actions;
    }
    case 'provider_status_changed':
      return [
        {
          type: 'providerStatusChanged',
          provider: event.message.provider as Provider,
          status: event.message.status as ProviderStatus,
        },
      ];
    default:
      return [];
  }
}

function inSlip(store: TicketStore, matchId: number): boolean {
  return store.getState().bets.some((b) => b.selections.some((s) => s.matchId === matchId));
}

/**
 * Keeps the slip's selections priced while they are in the slip, whatever page is shown: one
 * subscription to each selection's match channel (every market of the match) and to the public
 * channel (provider status). Push channels are reference counted, so pages showing the same match
 * share them. Returns the stop function.
 */
export function syncSlipChannels(store: TicketStore, locale: string): () => void {
  const subscriptions = new Map<string, () => void>();
  const handler = (data: unknown) => {
    for (const action of ticketActionsOf(data)) {
      // The public channel carries every match: only the slip's matches concern it.
      if ('matchId' in action && !inSlip(store, action.matchId)) continue;
      store.dispatch(action);
    }
  };
  const sync = () => {
    const ids = new Set(store.getState().bets.flatMap((b) => b.selections.map((s) => s.matchId)));
    const wanted = new Set([...ids].map((id) => matchChannelOf(locale, id)));
    if (ids.size > 0) wanted.add(publicChannelOf(locale));
    for (const [channel, stop] of subscriptions) {
      if (!wanted.has(channel)) {
        stop();
        subscriptions.delete(channel);
      }
    }
    for (const channel of wanted) {
      if (!subscriptions.has(channel)) subscriptions.set(channel, subscribeChannel(channel, handler));
    }
  };
  sync();
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    for (const stop of subscriptions.values()) stop();
    subscriptions.clear();
  };
}
