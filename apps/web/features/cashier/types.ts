// Shapes of the cashier API (packages/contract cashier.ts), imported as types only so client bundles
// need not carry zod.
import type {
  SavedCard as ContractSavedCard,
  Transaction as ContractTransaction,
  DepositCreateResponse,
  LedgerKind,
  Payment,
  QuickDepositResponse,
  TransactionsResponse,
} from '@sportsbook/contract';

/** POST /api/cashier/deposits → this. */
export type DepositCreated = DepositCreateResponse;
/** GET /api/cashier/deposits/{payment_id} → this. */
export type PaymentInfo = Payment;
/** POST /api/cashier/quick-deposits → this. */
export type QuickDepositResult = QuickDepositResponse;
/** GET /api/cashier/saved-card → this or null. */
export type SavedCard = ContractSavedCard;
/** One ledger entry of the transaction history. */
export type Transaction = ContractTransaction;
/** GET /api/cashier/transactions → this, newest first. */
export type TransactionsPage = TransactionsResponse;

/** Ledger kinds, in filter order (contract LedgerKind). */
export const LEDGER_KINDS = [
  'deposit',
  'bet_stake',
  'payout',
  'cashout',
  'bonus',
  'adjustment',
] as const satisfies readonly LedgerKind[];

/** Filters of the transaction history: one kind or all, and the page. */
export interface TransactionFilters {
  kind: LedgerKind | 'all';
  page: number;
}
