import type { Event, Market } from '@sportsbook/contract';
import {
  convertMoney,
  type Currency as DomainCurrency,
  persistedTicket,
  restoreTicket,
  type Subunits,
  serializeTicket,
  TICKET_STORAGE_KEY,
  type TicketRestoreLookups,
  type TicketState,
  ticketReducer,
} from '@sportsbook/domain';
import { isNotFoundError } from '../../lib/api.ts';
import { CURRENCIES } from '../auth/currencies.ts';
import { fetchMarkets, fetchMatch } from '../catalogue/queries.ts';
import { fetchShareCode } from './api.ts';
import { marketSnapshotOf } from './selection-data.ts';
import { ticketJsonFromShared } from './shared-ticket.ts';
import type { ShareNotFoundMessage } from './slip-ui.ts';
import type { TicketStore } from './ticket-store.ts';

/** Match ids of stored ticket JSON, read loosely (the domain checks the rest). */
export function matchIdsOfStored(json: string): number[] {
  try {
    const parsed = JSON.parse(json) as { bets?: { selections?: { matchId?: unknown }[] }[] };
    const ids = new Set<number>();
    for (const bet of parsed.bets ?? []) {
      for (const s of bet.selections ?? []) if (typeof s.matchId === 'number') ids.add(s.matchId);
    }
    return [...ids];
  } catch {
    return [];
  }
}

/** Current events and markets of some matches; a match the API no longer has is absent. */
export interface RestoreData {
  readonly events: ReadonlyMap<number, Event>;
  readonly markets: ReadonlyMap<number, readonly Market[]>;
}

/**
 * Loads each match and its markets. A 404 leaves the match out (its selections go); any other
 * failure rejects, so a restore fails as a whole instead of dropping selections it could not check.
 */
export async function loadRestoreData(locale: string, matchIds: readonly number[]): Promise<RestoreData> {
  const events = new Map<number, Event>();
  const markets = new Map<number, readonly Market[]>();
  await Promise.all(
    matchIds.map(async (id) => {
      try {
        const [event, list] = await Promise.all([fetchMatch(locale, id), fetchMarkets(locale, id)]);
        events.set(id, event);
        markets.set(id, list.data);
      } catch (error) {
        if (!isNotFoundError(error)) throw error;
      }
    }),
  );
  return { events, markets };
}

/** The domain's restore lookups over loaded data. */
export function restoreLookupsOf(data: RestoreData): TicketRestoreLookups {
  return {
    matchOf: (id) => {
      const event = data.events.get(id);
      return event ? { status: event.status } : undefined;
    },
    marketOf: (matchId, marketId, specifier) => {
      const market = data.markets.get(matchId)?.find((m) => m.id === marketId && m.specifier === specifier);
      return market ? marketSnapshotOf(market) : undefined;
    },
    convertStake: convertStakeBetween,
  };
}

/**
 * A stake kept in another currency, in the player's currency now (SPEC §4: a restored bet whose
 * currency differs is converted), through the platform's rates; 0 for an unknown currency.
 */
export function convertStakeBetween(stake: Subunits, from: string, to: DomainCurrency): Subunits {
  const source = (CURRENCIES as Record<string, (typeof CURRENCIES)[keyof typeof CURRENCIES]>)[from];
  const target = (CURRENCIES as Record<string, (typeof CURRENCIES)[keyof typeof CURRENCIES]>)[to.code];
  return source && target ? convertMoney(stake, source, target) : (0 as Subunits);
}

/**
 * The restored ticket plus the selections the player picked while the restore was loading (a click
 * right after a page load must not be lost), added as the reducer adds any selection.
 */
export function keepPicked(before: TicketState, restored: TicketState): TicketState {
  let next = restored;
  for (const selection of before.bets.flatMap((b) => b.selections)) {
    if (!next.selectedOutcomeIds.includes(selection.id)) {
      next = ticketReducer(next, { type: 'selectionToggled', selection });
    }
  }
  return next;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether this tab keeps a slip for the session restore to fill. */
export function hasStoredSlip(): boolean {
  return Boolean(storage()?.getItem(TICKET_STORAGE_KEY));
}

/** Writes the ticket (phase and bets; a receipt as "Done" would leave it) to session storage (SPEC §9). */
export function saveTicket(state: Pick<TicketState, 'ticketState' | 'bets' | 'placedBets'>): void {
  try {
    if (persistedTicket(state).bets.length === 0) storage()?.removeItem(TICKET_STORAGE_KEY);
    else storage()?.setItem(TICKET_STORAGE_KEY, serializeTicket(state));
  } catch {
    // Storage full or denied: the slip still works for this page.
  }
}

/**
 * Restores the slip from session storage (SPEC §4 Persistence) against fresh match and market data.
 * Resolves to whether the restore succeeded (nothing stored counts as success). `restoring` is told
 * when a stored slip starts filling and when it is in, with how many selections it brought back: the
 * slip held selections before this page, so a tap in between is no first selection (the phone sheet
 * stays as it is), unless the stored slip brought none back.
 */
export async function restoreFromSession(
  store: TicketStore,
  locale: string,
  restoring: (active: boolean, brought: number) => void = () => {},
): Promise<boolean> {
  const json = storage()?.getItem(TICKET_STORAGE_KEY);
  if (!json) return true;
  restoring(true, 0);
  let brought = 0;
  try {
    store.dispatch({ type: 'restoreStarted' });
    const lookups = await sessionLookups(locale, json);
    let ok = true;
    store.update((state) => {
      const fromStorage = restoreTicket(state, json, lookups);
      brought = fromStorage.selectedOutcomeIds.length;
      const restored = keepPicked(state, fromStorage);
      ok = !restored.effects.some((e) => e.type === 'restoreFailed');
      // The not-found modal is for share links; an empty session restore is just an empty slip.
      const effects = restored.effects.filter((e) => e.type !== 'shareBetNotFound');
      return effects.length === restored.effects.length ? restored : { ...restored, effects };
    });
    return ok;
  } finally {
    restoring(false, brought);
  }
}

/** Fresh data for the stored ticket's matches; a failed read makes every lookup fail with its reason. */
async function sessionLookups(locale: string, json: string): Promise<TicketRestoreLookups> {
  try {
    return restoreLookupsOf(await loadRestoreData(locale, matchIdsOfStored(json)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      matchOf: () => {
        throw new Error(reason);
      },
      marketOf: () => undefined,
    };
  }
}

/**
 * Restores the slip from a share code (SPEC §4, §8): unknown code → link-not-found, a failure →
 * link-try-later, no bets left → link-try-another-bet (the last two by the domain's restore).
 */
export async function restoreFromShareCode(
  store: TicketStore,
  locale: string,
  code: string,
  notFound: (message: ShareNotFoundMessage) => void,
): Promise<void> {
  store.dispatch({ type: 'restoreStarted' });
  let json: string;
  let lookups: TicketRestoreLookups;
  try {
    const shared = await fetchShareCode(locale, code);
    const ids = [...new Set(shared.bets.flatMap((b) => b.selections.map((s) => s.match_id)))];
    const data = await loadRestoreData(locale, ids);
    json = ticketJsonFromShared(shared.bets, data.events, data.markets, store.getState().settings.currency);
    lookups = restoreLookupsOf(data);
  } catch (error) {
    store.update((state) => ({ ...state, isRestoring: false }));
    notFound(isNotFoundError(error) ? 'link-not-found' : 'link-try-later');
    return;
  }
  store.update((state) => keepPicked(state, restoreTicket(state, json, lookups, { source: 'share' })));
}
