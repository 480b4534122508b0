import type { PlaceBetsResponse } from '@sportsbook/contract';
import {
  type BetCategory,
  type BetErrorResponse,
  type PlacementPayload,
  placementPayload,
  type TicketBet,
  type TicketEffect,
} from '@sportsbook/domain';
import type { QuickBetStore } from './quick-bet-store.ts';
import type { ShareNotFoundMessage } from './slip-ui.ts';
import type { TicketStore } from './ticket-store.ts';

/** What the effect runner needs from the app; tests pass fakes. */
export interface EffectDeps {
  readonly store: TicketStore;
  /** The device id cookie (SPEC §9), '' when missing. */
  deviceId(): string;
  /** The bet category of a placement (regular, cyber). */
  categoryOf(bets: readonly TicketBet[]): BetCategory;
  /** A fresh idempotency key per placement attempt. */
  newIdempotencyKey(): string;
  /** POST /bets; rejects with the HTTP status and the bet error body when there is one. */
  placeBets(payload: PlacementPayload, idempotencyKey: string): Promise<PlaceBetsResponse>;
  /** How a failed request reads: HTTP status (undefined: no answer) and bet error body. */
  failureOf(error: unknown): { status?: number; response?: BetErrorResponse };
  requestSignIn(): void;
  alert(title: string, description: string): void;
  shareNotFound(message: ShareNotFoundMessage): void;
  /** After a successful placement: refresh the balance, analytics. */
  placed(bets: readonly TicketBet[]): void;
  /** A 401 during placement: the session is gone. */
  unauthorized(error: unknown): void;
  reportRestoreFailure(reason: string): void;
  /** The custom-bet modal: the ticket already holds a custom bet (SPEC §2 Modals). */
  openCustomBetModal?(): void;
}

/**
 * Places the bets `betIds` of the ticket (SPEC §4 Placing): the SPEC §3 payload with meta (device id,
 * quick false, category), one idempotency key for the attempt; success maps the answer's bets (in
 * payload order) to the slip bets, a failure goes to the reducer with its status and error body.
 */
export async function placeBets(deps: EffectDeps, betIds: readonly string[]): Promise<void> {
  const { store } = deps;
  const state = store.getState();
  const bets = betIds
    .map((id) => state.bets.find((b) => b.id === id))
    .filter((b): b is TicketBet => b !== undefined);
  const payload = placementPayload(
    { bets, processingBets: betIds },
    { deviceId: deps.deviceId(), quick: false, type: deps.categoryOf(bets) },
  );
  try {
    const answer = await deps.placeBets(payload, deps.newIdempotencyKey());
    store.dispatch({
      type: 'placeSucceeded',
      placed: bets.flatMap((bet, index) => {
        const placed = answer.data[index];
        return placed
          ? [{ id: bet.id, betId: String(placed.id), status: placed.status, isVip: placed.is_vip }]
          : [];
      }),
    });
    deps.placed(store.getState().placedBets);
  } catch (error) {
    const failure = deps.failureOf(error);
    if (failure.status === 401) deps.unauthorized(error);
    store.dispatch({ type: 'placeFailed', ...failure });
  }
}

function perform(deps: EffectDeps, effect: TicketEffect): void {
  switch (effect.type) {
    case 'placeBets':
      void placeBets(deps, effect.betIds);
      break;
    case 'requestSignIn':
      deps.requestSignIn();
      break;
    case 'genericErrorAlert':
      deps.alert(effect.title, effect.description);
      break;
    case 'shareBetNotFound':
      deps.shareNotFound(effect.message);
      break;
    case 'restoreFailed':
      deps.reportRestoreFailure(effect.reason);
      break;
    case 'openCustomBetModal':
      deps.openCustomBetModal?.();
      break;
  }
}

/**
 * Carries out the reducer's queued effects (effects as data): each is marked handled first, then
 * performed once. Returns the unsubscribe function.
 */
export function runTicketEffects(deps: EffectDeps): () => void {
  const { store } = deps;
  const drain = () => {
    const effects = store.getState().effects;
    const last = effects[effects.length - 1];
    if (!last) return;
    store.dispatch({ type: 'effectsHandled', upToId: last.id });
    for (const effect of effects) perform(deps, effect);
  };
  drain();
  return store.subscribe(drain);
}

/**
 * Places quick bets (SPEC §4 Quick bet) as the quick-bet reducer asks: one single, meta.quick true,
 * a fresh idempotency key. Returns the unsubscribe function.
 */
export function runQuickBetPlacements(
  quick: QuickBetStore,
  deps: Omit<EffectDeps, 'store' | 'requestSignIn' | 'alert' | 'shareNotFound' | 'reportRestoreFailure'>,
): () => void {
  const drain = () => {
    const bet = quick.getState().pending;
    if (!bet) return;
    quick.dispatch({ type: 'placementTaken' });
    const payload = placementPayload(
      { bets: [bet], processingBets: [bet.id] },
      { deviceId: deps.deviceId(), quick: true, type: deps.categoryOf([bet]) },
    );
    deps
      .placeBets(payload, deps.newIdempotencyKey())
      .then((answer) => {
        const placed = answer.data[0];
        quick.dispatch({ type: 'placeSucceeded', betId: placed ? String(placed.id) : '' });
        const done = quick.getState().bet;
        if (done) deps.placed([done]);
      })
      .catch((error: unknown) => {
        const failure = deps.failureOf(error);
        if (failure.status === 401) deps.unauthorized(error);
        quick.dispatch({ type: 'placeFailed', ...(failure.response ? { response: failure.response } : {}) });
      });
  };
  drain();
  return quick.subscribe(drain);
}
