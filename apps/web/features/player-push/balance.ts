import type { AccountsResponse, BalanceChangedMessage } from '@sportsbook/contract';

/**
 * The accounts after a `balance_changed` push (SPEC §4 "Live updates": a balance update replaces the
 * balance of the matching currency). The same response comes back when no account has that
 * currency or the balance is already the pushed one, so the header does not re-render.
 */
export function applyBalanceChanged(
  accounts: AccountsResponse | undefined,
  message: Pick<BalanceChangedMessage, 'currency' | 'balance'>,
): AccountsResponse | undefined {
  if (!accounts) return accounts;
  let changed = false;
  const data = accounts.data.map((account) => {
    if (account.currency !== message.currency) return account;
    if (
      account.balance === message.balance &&
      account.available_to_bet_with_locked_cents === message.balance
    ) {
      return account;
    }
    changed = true;
    // No funds are locked yet (contract Account): both fields carry the balance.
    return { ...account, balance: message.balance, available_to_bet_with_locked_cents: message.balance };
  });
  return changed ? { ...accounts, data } : accounts;
}
