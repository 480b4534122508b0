import {
  type BetErrorResponse,
  BetType,
  BetValidationCode,
  type Currency,
  emptyBet,
  MatchStatus,
  placeBetErrorMessageKey,
  potentialWinError,
  type SelectionInput,
  type Subunits,
  selectionFrom,
  type TicketBet,
} from '@sportsbook/domain';

/**
 * Quick bet (SPEC §3 Quick bet, §4): with it on and a stake approved, a click on a live match's odds
 * places a single at once instead of adding to the slip. A pure reducer like the ticket's, with the
 * placement as an effect the host performs.
 */

/** Phases of a quick bet. */
export const QuickBetPhase = {
  /** Nothing in flight. */
  initial: 'INITIAL',
  /** The single is being placed. */
  processing: 'PROCESSING',
  /** Placed; `bet` holds it with its server id. */
  success: 'SUCCESS',
  /** Refused; `error` says why. */
  error: 'ERROR',
} as const;
export type QuickBetPhase = (typeof QuickBetPhase)[keyof typeof QuickBetPhase];

export interface QuickBetState {
  readonly isEnabled: boolean;
  readonly state: QuickBetPhase;
  /** The single being placed or placed last, else null. */
  readonly bet: TicketBet | null;
  /** Ids (`selectionIdOf`) of the outcome being placed or placed last. */
  readonly selectedOutcomeIds: readonly string[];
  /** Quick stake in subunits of `currency`. */
  readonly stake: Subunits;
  readonly currency: Currency;
  /** Whether the player confirmed the stake; needed before any quick placement. */
  readonly isApproved: boolean;
  /** Message key (or the server's message) of the last failure, else null. */
  readonly error: string | null;
  /** A placement for the host to perform, else null. */
  readonly pending: TicketBet | null;
}

export type QuickBetAction =
  | { readonly type: 'toggled' }
  | { readonly type: 'stakeChanged'; readonly stake: Subunits }
  | { readonly type: 'currencyChanged'; readonly currency: Currency }
  | { readonly type: 'approved' }
  /** An odds click while quick bet is on; `warning` is a blocking notice on screen (then it is ignored). */
  | {
      readonly type: 'selectionClicked';
      readonly selection: SelectionInput;
      readonly isLoggedIn: boolean;
      readonly warning?: boolean;
    }
  | { readonly type: 'placementTaken' }
  | { readonly type: 'placeSucceeded'; readonly betId: string }
  | { readonly type: 'placeFailed'; readonly response?: BetErrorResponse }
  | { readonly type: 'dismissed' }
  /** The balance of `currency` is now `balance` subunits. */
  | { readonly type: 'balanceChanged'; readonly currency: string; readonly balance: Subunits };

/** A quick bet that is off, in `currency`. */
export function createQuickBetState(currency: Currency): QuickBetState {
  return {
    isEnabled: false,
    state: QuickBetPhase.initial,
    bet: null,
    selectedOutcomeIds: [],
    stake: 0 as Subunits,
    currency,
    isApproved: false,
    error: null,
    pending: null,
  };
}

/** Whether an odds click goes to quick bet rather than the slip: quick bet on and the match live. */
export function isQuickBetClick(
  state: QuickBetState,
  selection: Pick<SelectionInput, 'matchStatus'>,
): boolean {
  return state.isEnabled && selection.matchStatus === MatchStatus.live;
}

/** The next quick-bet state (SPEC §4 Quick bet). */
export function quickBetReducer(state: QuickBetState, action: QuickBetAction): QuickBetState {
  switch (action.type) {
    case 'toggled':
      return { ...state, isEnabled: !state.isEnabled, isApproved: false };
    case 'stakeChanged':
      return action.stake === state.stake ? state : { ...state, stake: action.stake, isApproved: false };
    case 'currencyChanged':
      return action.currency.code === state.currency.code
        ? state
        : { ...state, currency: action.currency, stake: 0 as Subunits, isApproved: false };
    case 'approved':
      return state.stake > 0 ? { ...state, isApproved: true } : state;
    case 'selectionClicked': {
      if (!state.isEnabled || action.warning || state.state === QuickBetPhase.processing) return state;
      if (!action.isLoggedIn || !state.isApproved || !(state.stake > 0)) return state;
      const selection = selectionFrom(action.selection);
      const bet: TicketBet = {
        ...emptyBet('quick-1', BetType.single, [selection], state.currency),
        stake: state.stake,
      };
      if (potentialWinError(bet)) {
        return {
          ...state,
          state: QuickBetPhase.error,
          bet,
          selectedOutcomeIds: [selection.id],
          error: BetValidationCode.potentialWinEqualOrLess,
        };
      }
      return {
        ...state,
        state: QuickBetPhase.processing,
        bet,
        selectedOutcomeIds: [selection.id],
        error: null,
        pending: bet,
      };
    }
    case 'placementTaken':
      return state.pending ? { ...state, pending: null } : state;
    case 'placeSucceeded':
      return state.state === QuickBetPhase.processing && state.bet
        ? { ...state, state: QuickBetPhase.success, bet: { ...state.bet, betId: action.betId } }
        : state;
    case 'placeFailed':
      return state.state === QuickBetPhase.processing
        ? {
            ...state,
            state: QuickBetPhase.error,
            error: placeBetErrorMessageKey(action.response?.code, action.response?.message),
          }
        : state;
    case 'dismissed':
      return state.state === QuickBetPhase.processing
        ? state
        : { ...state, state: QuickBetPhase.initial, error: null, selectedOutcomeIds: [] };
    case 'balanceChanged':
      if (!state.isEnabled || action.currency !== state.currency.code) return state;
      return action.balance <= 0 || action.balance < state.stake
        ? { ...state, isEnabled: false, isApproved: false }
        : state;
    default:
      return state;
  }
}
