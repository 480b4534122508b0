// Shapes of the cashier API as packages/contract (cashier.ts) defines them, repeated as plain types so
// client bundles need not import zod.

/** Payment statuses (contract PaymentStatus). */
export type PaymentStatus = 'created' | 'approved' | 'declined' | 'pending' | 'challenge';

/** POST /api/cashier/deposits → this (contract DepositCreateResponse). */
export interface DepositCreated {
  payment_id: string;
  status: PaymentStatus;
  /** The provider's card form, shown in an iframe. */
  form_url: string;
}

/** POST /api/cashier/quick-deposits → this (contract QuickDepositResponse). */
export interface QuickDepositResult {
  payment_id: string;
  status: PaymentStatus;
}

/** GET /api/cashier/saved-card → this or null (contract SavedCard). */
export interface SavedCard {
  last4: string;
  brand: string;
}

/** Ledger kinds (contract LedgerKind). */
export const LEDGER_KINDS = ['deposit', 'bet_stake', 'payout', 'cashout', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One ledger entry of the transaction history (contract Transaction). */
export interface Transaction {
  id: number;
  kind: LedgerKind;
  /** Signed subunits of `currency`: positive credits the balance. */
  amount: number;
  currency: string;
  balance_after: number;
  /** `pay_…` a payment, `bet:<id>` a bet, or null. */
  ref: string | null;
  created_at: string;
}

/** GET /api/cashier/transactions → this (contract TransactionsResponse), newest first. */
export interface TransactionsPage {
  data: Transaction[];
  pagination: { page: number; last_page: number; total: number; limit: number };
}

/** Filters of the transaction history: one kind or all, and the page. */
export interface TransactionFilters {
  kind: LedgerKind | 'all';
  page: number;
}
