import type { CustomOddsBody, CustomOddsResponse } from '@sportsbook/contract';
import { BetType, isOdds, type TicketBet, TicketPhase } from '@sportsbook/domain';
import type { TicketStore } from '../betslip/ticket-store.ts';
import { setUnpriced } from './custom-bet-store.ts';

/** Contract BetErrorCode.invalidCustomOdds: the custom odds sent differ from the current price. */
const INVALID_CUSTOM_ODDS = 120;

/** What a slip custom bet is priced on: its selections, their current odds and state. */
export function customBetSignature(bet: TicketBet): string {
  return bet.selections
    .map((s) => `${s.id}@${s.odds}${s.isSuspended ? 's' : ''}${s.isNotAvailable ? 'n' : ''}:${s.matchStatus}`)
    .join(';');
}

/** The POST /bets/custom/odds body of a slip custom bet (its selections are of one match). */
export function customOddsBodyOf(bet: TicketBet): CustomOddsBody {
  return {
    match_id: bet.selections[0]?.matchId ?? 0,
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
    })),
  };
}

export interface CustomOddsSyncOptions {
  /** POST /bets/custom/odds. */
  fetchOdds(body: CustomOddsBody): Promise<CustomOddsResponse>;
  /** Wait after a change before asking, so a burst of ticks makes one question; default 300 ms. */
  delayMs?: number;
}

/**
 * Keeps the slip's custom bets at the current bet-builder price (SPEC §4: a custom bet uses custom
 * odds). Whenever a custom bet's selections or their odds change (push `marketsUpdated`, a removed
 * selection, a restore) and after a placement refused with code 120, the price is asked again; a new
 * price goes to the reducer as `customOddsUpdated` once the slip is editable (never under a
 * placement or its result view), and a combination the server no longer prices is marked unpriced.
 * Returns the stop function.
 */
export function syncCustomOdds(store: TicketStore, options: CustomOddsSyncOptions): () => void {
  const delayMs = options.delayMs ?? 300;
  /** Signature last asked (or being asked) per slip bet id. */
  const asked = new Map<string, string>();
  /** The latest answer per slip bet id, with the signature it prices. */
  const answers = new Map<string, { signature: string; odds: number | null }>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let lastError: unknown = null;
  let stopped = false;

  const customBets = () => store.getState().bets.filter((b) => b.betType === BetType.customBet);

  const apply = () => {
    const state = store.getState();
    const editable =
      state.ticketState === TicketPhase.initial || state.ticketState === TicketPhase.oddsChanged;
    for (const bet of customBets()) {
      const answer = answers.get(bet.id);
      if (!answer || answer.signature !== customBetSignature(bet)) continue;
      setUnpriced(bet.id, answer.odds === null);
      if (editable && !state.inProgress && isOdds(answer.odds) && answer.odds !== bet.customOdds) {
        store.dispatch({ type: 'customOddsUpdated', betId: bet.id, customOdds: answer.odds });
        return;
      }
    }
  };

  const ask = (betId: string) => {
    timers.delete(betId);
    const bet = customBets().find((b) => b.id === betId);
    if (!bet) return;
    const signature = customBetSignature(bet);
    asked.set(betId, signature);
    options
      .fetchOdds(customOddsBodyOf(bet))
      .then((answer) => {
        if (stopped) return;
        answers.set(betId, { signature, odds: answer.odds });
        apply();
      })
      .catch(() => {
        // Asked again on the next change; the bet keeps the price it has.
        if (asked.get(betId) === signature) asked.delete(betId);
      });
  };

  const sync = () => {
    const state = store.getState();
    if (state.error !== lastError) {
      lastError = state.error;
      if (state.error?.code === INVALID_CUSTOM_ODDS) asked.clear();
    }
    const bets = customBets();
    const ids = new Set(bets.map((b) => b.id));
    for (const id of new Set([...asked.keys(), ...answers.keys()])) {
      if (ids.has(id)) continue;
      asked.delete(id);
      answers.delete(id);
      setUnpriced(id, false);
    }
    // One question per bet per `delayMs` at most: a bet whose odds tick without pause (live) is still
    // priced, on the selections as they are when the timer fires.
    for (const bet of bets) {
      if (asked.get(bet.id) === customBetSignature(bet) || timers.has(bet.id)) continue;
      timers.set(
        bet.id,
        setTimeout(() => ask(bet.id), delayMs),
      );
    }
    apply();
  };

  sync();
  const unsubscribe = store.subscribe(sync);
  return () => {
    stopped = true;
    unsubscribe();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
