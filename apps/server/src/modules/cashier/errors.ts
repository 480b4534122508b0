import { type ApiError, CashierErrorCode, type ErrorCode } from '@sportsbook/contract';
import { HttpError } from '../../lib/http-error.ts';

/** An HttpError carrying one of the cashier codes (CashierErrorCode). */
export function cashierError(
  status: number,
  code: CashierErrorCode,
  message: string,
  details?: ApiError['details'],
): HttpError {
  return new HttpError(status, code as unknown as ErrorCode, message, details);
}

export function paymentNotFound(): HttpError {
  return cashierError(404, CashierErrorCode.paymentNotFound, 'Payment not found');
}

export function returnPathInvalid(): HttpError {
  return cashierError(
    400,
    CashierErrorCode.returnPathInvalid,
    'return_path must be a path on this site (one leading /, path characters only, at most 200)',
  );
}
