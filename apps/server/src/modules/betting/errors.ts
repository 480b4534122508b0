import {
  type ApiError,
  type BetErrorByBet,
  BetErrorCode,
  type BetErrorDetail,
  type BetErrorResponse,
  type ErrorCode,
} from '@sportsbook/contract';
import { HttpError } from '../../lib/http-error.ts';
import { betMessage } from './messages.ts';

/**
 * A refused bet operation: leaves as a BetErrorResponse (`{code, message, data: {details,
 * errors_by_bet}}`, SPEC §3) through the app's error handler, with the message already localized.
 */
export class BetError extends HttpError {
  constructor(
    statusCode: number,
    readonly betCode: BetErrorCode | string,
    message: string,
    readonly data: BetErrorResponse['data'] = { details: [], errors_by_bet: [] },
  ) {
    super(statusCode, String(betCode) as ErrorCode, message);
    this.name = 'BetError';
  }

  override toJSON(): ApiError {
    const body: BetErrorResponse = { code: this.betCode, message: this.message, data: this.data };
    return body as unknown as ApiError;
  }
}

/** A BetError whose message is `messageKey` in `locale` (or `data.message`, already localized). */
export function betError(
  status: number,
  code: BetErrorCode | string,
  messageKey: string,
  locale: string,
  data?: { details?: BetErrorDetail[]; errors_by_bet?: BetErrorByBet[]; message?: string | undefined },
): BetError {
  return new BetError(status, code, data?.message ?? betMessage(messageKey, locale), {
    details: data?.details ?? [],
    errors_by_bet: data?.errors_by_bet ?? [],
  });
}

export const betNotFound = (locale: string) =>
  betError(404, BetErrorCode.betNotFound, 'error.bets.not_found', locale);
