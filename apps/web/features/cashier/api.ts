import { useMemo } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { platformKeys } from '../auth/queries.ts';
import { useBetSettings } from '../betslip/bet-settings.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQuery } from '../query/hooks.ts';
import { type CashierConfig, cashierConfigFrom } from './config.ts';
import {
  type DepositCreated,
  FILTER_KINDS,
  type PaymentInfo,
  type QuickDepositResult,
  type SavedCard,
  type TransactionFilters,
  type TransactionsPage,
} from './types.ts';

/** Paths of the cashier API (issue 10 fixed points). */
export const CASHIER_PATH = {
  deposits: '/api/cashier/deposits',
  quickDeposits: '/api/cashier/quick-deposits',
  savedCard: '/api/cashier/saved-card',
  transactions: '/api/cashier/transactions',
} as const;

/** Rows per page of the transaction history. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** Query keys of cashier data; under `platform`, so signing out drops them. */
export const cashierKeys = {
  all: () => [...platformKeys.all, 'cashier'] as const,
  savedCard: () => [...platformKeys.all, 'cashier', 'saved-card'] as const,
  payment: (paymentId: string) => [...platformKeys.all, 'cashier', 'payment', paymentId] as const,
  transactions: (filters?: TransactionFilters) =>
    filters
      ? ([...platformKeys.all, 'cashier', 'transactions', filters] as const)
      : ([...platformKeys.all, 'cashier', 'transactions'] as const),
};

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const cashierApi = {
  createDeposit: (locale: string, body: { currency: string; amount: number; return_path?: string }) =>
    apiFetch<DepositCreated>(CASHIER_PATH.deposits, { locale, init: post(body) }),
  payment: (locale: string, paymentId: string) =>
    apiFetch<PaymentInfo>(`${CASHIER_PATH.deposits}/${encodeURIComponent(paymentId)}`, { locale }),
  quickDeposit: (locale: string, body: { currency: string; amount: number }) =>
    apiFetch<QuickDepositResult>(CASHIER_PATH.quickDeposits, { locale, init: post(body) }),
  savedCard: (locale: string) => apiFetch<SavedCard | null>(CASHIER_PATH.savedCard, { locale }),
  transactions: (locale: string, filters: TransactionFilters) =>
    apiFetch<TransactionsPage>(CASHIER_PATH.transactions, {
      locale,
      searchParams: {
        kind: filters.kind === 'all' ? undefined : FILTER_KINDS[filters.kind].join(','),
        page: filters.page,
        limit: TRANSACTIONS_PAGE_SIZE,
      },
    }),
};

/** The cashier's part of the site settings (flags, reminder, required deposit fields). */
export function useCashierConfig(): CashierConfig | undefined {
  const settings = useBetSettings();
  // One object per settings response: effects keyed on parts of it (the provider script) stay put.
  return useMemo(() => (settings.data ? cashierConfigFrom(settings.data) : undefined), [settings.data]);
}

/** The player's saved card (quick deposit), or null without one. */
export function useSavedCard(enabled: boolean) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: cashierKeys.savedCard(),
    queryFn: () => cashierApi.savedCard(locale),
    enabled: enabled && status === AuthStatus.loggedIn,
    staleTime: 60_000,
  });
}

/** One page of the transaction history. */
export function useTransactions(filters: TransactionFilters) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: cashierKeys.transactions(filters),
    queryFn: () => cashierApi.transactions(locale, filters),
    enabled: status === AuthStatus.loggedIn,
    placeholderData: (previous) => previous,
  });
}

/** Statuses a payment leaves on its own (the provider still decides): its page asks again. */
const UNSETTLED = new Set(['created', 'pending', 'challenge']);
/** How often a return page asks about an unsettled payment. */
export const PAYMENT_POLL_MS = 2_000;

/** One of the player's payments (the return pages), asked again every 2 s while unsettled. */
export function usePayment(paymentId: string | null) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: cashierKeys.payment(paymentId ?? ''),
    queryFn: () => cashierApi.payment(locale, paymentId ?? ''),
    enabled: paymentId !== null && status === AuthStatus.loggedIn,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && !UNSETTLED.has(query.state.data.status))
        ? false
        : PAYMENT_POLL_MS,
    retry: false,
  });
}
