/** Message keys of the bet slip (SPEC §8): placement errors, bet-type labels, selection and bonus labels. */
import { BetType } from '../status.ts';
import type { Selection, TicketBet } from './slip.ts';

/** Place-bet error codes of SPEC §8. */
export const PlaceBetErrorCode = {
  /** The odds sent differ from the current ones. */
  invalidOdds: 101,
  /** Brazilian municipality not found. */
  municipalityNotFound: 118,
  /** The custom odds sent differ from the current ones. */
  invalidCustomOdds: 120,
} as const;
/** A place-bet error code. */
export type PlaceBetErrorCode = (typeof PlaceBetErrorCode)[keyof typeof PlaceBetErrorCode];

/** Risk-validation codes about odds (SPEC §8); each is also its own message key. */
export const RISK_VALIDATION_ODDS_CODES: readonly string[] = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
];

/** Message keys of place-bet errors (SPEC §8). */
export const PlaceBetMessageKey = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidCustomOdds: 'error.place_bets.invalid_odds_custom_bet',
  /** A responsible-gambling limit refuses the stake (code limit_exceeded). */
  limitExceeded: 'error.place_bets.limit_exceeded',
  /** The potential payout on a selection would exceed the player's cap (code liability_exceeded). */
  liabilityExceeded: 'error.place_bets.liability_exceeded',
  default: 'error.place_bets.default',
} as const;

/** Whether a place-bet error code is about odds: 101, 120 or a risk-validation odds code (string or number form). */
export function isOddsErrorCode(code: number | string | undefined | null): boolean {
  if (code === undefined || code === null) return false;
  const text = String(code);
  return (
    text === String(PlaceBetErrorCode.invalidOdds) ||
    text === String(PlaceBetErrorCode.invalidCustomOdds) ||
    RISK_VALIDATION_ODDS_CODES.includes(text)
  );
}

/**
 * The message of a place-bet error (SPEC §8): a non-empty server message wins; else 101 →
 * 'error.place_bets.invalid_odds', 120 → 'error.place_bets.invalid_odds_custom_bet', a risk-validation odds
 * code → itself, limit_exceeded and liability_exceeded → their keys, anything else →
 * 'error.place_bets.default'.
 */
export function placeBetErrorMessageKey(
  code: number | string | undefined | null,
  serverMessage?: string | null,
): string {
  if (serverMessage && serverMessage.trim() !== '') return serverMessage;
  const text = String(code);
  if (text === String(PlaceBetErrorCode.invalidOdds)) return PlaceBetMessageKey.invalidOdds;
  if (text === String(PlaceBetErrorCode.invalidCustomOdds)) return PlaceBetMessageKey.invalidCustomOdds;
  if (RISK_VALIDATION_ODDS_CODES.includes(text)) return text;
  if (text === 'limit_exceeded') return PlaceBetMessageKey.limitExceeded;
  if (text === 'liability_exceeded') return PlaceBetMessageKey.liabilityExceeded;
  return PlaceBetMessageKey.default;
}

/**
 * The label key of a bet (SPEC §8): several singles → 'sb.ticket.singles'; a combo of 2 → 'sb.ticket.doubles',
 * of 3 → 'sb.ticket.trebles', of 4 or more → 'sb.ticket.accumulator'; otherwise 'sb.ticket.{betType}'.
 * `singlesCount` is the number of single bets in the slip.
 */
export function betLabelKey(bet: Pick<TicketBet, 'betType' | 'selections'>, singlesCount = 1): string {
  if (bet.betType === BetType.single && singlesCount > 1) return 'sb.ticket.singles';
  if (bet.betType === BetType.combo) {
    if (bet.selections.length === 2) return 'sb.ticket.doubles';
    if (bet.selections.length === 3) return 'sb.ticket.trebles';
    if (bet.selections.length >= 4) return 'sb.ticket.accumulator';
  }
  return `sb.ticket.${bet.betType}`;
}

/** The label key of a selection's state: not available (provider down) before suspended; undefined when neither. */
export function selectionLabelKey(
  selection: Pick<Selection, 'isNotAvailable' | 'isSuspended'>,
): string | undefined {
  if (selection.isNotAvailable) return 'sb.ticket.not-available.label';
  if (selection.isSuspended) return 'sb.ticket.suspended.label';
  return undefined;
}

/** The label key of a bonus type in the slip: 'sb.ticket.bonus.{type}'. */
export function bonusLabelKey(type: string): string {
  return `sb.ticket.bonus.${type}`;
}

/** Message keys of the generic error alert (SPEC §4 Offline: the default error alert). */
export const GENERIC_ERROR_ALERT = {
  title: 'global-error.default.title',
  description: 'global-error.default.description',
} as const;
