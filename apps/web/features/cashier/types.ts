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

/** The history's kind filters, in order; each stands for the ledger kinds of `FILTER_KINDS`. */
export const LEDGER_KINDS = [
  'deposit',
  'bet_stake',
  'payout',
  'cashout',
  'bonus',
  'adjustment',
] as const satisfies readonly LedgerKind[];

/** Every ledger kind with its own label in the history (contract LedgerKind). */
export const ENTRY_KINDS = [
  ...LEDGER_KINDS,
  'freebet_win',
  'freebet_refund',
  'comboboost_win',
  'jackpot_win',
] as const satisfies readonly LedgerKind[];

/** The ledger kinds one filter shows: "Bonuses" is every bonus movement (free-bet wins, refunds, boosts). */
export const FILTER_KINDS: Readonly<Record<(typeof LEDGER_KINDS)[number], readonly LedgerKind[]>> = {
  deposit: ['deposit'],
  bet_stake: ['bet_stake'],
  payout: ['payout'],
  cashout: ['cashout'],
  bonus: ['bonus', 'freebet_win', 'freebet_refund', 'comboboost_win', 'jackpot_win'],
  adjustment: ['adjustment'],
};

/** Filters of the transaction history: one kind filter or all, and the page. */
export interface TransactionFilters {
  kind: (typeof LEDGER_KINDS)[number] | 'all';
  page: number;
}
