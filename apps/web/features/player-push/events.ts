import type {
  AccountsResponse,
  BalanceChangedMessage,
  Bet,
  BetCashoutChangedMessage,
} from '@sportsbook/contract';
import { pushChannelLocale } from '@sportsbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { platformKeys } from '../auth/queries.ts';
import { SLIP_BONUSES_KEY } from '../betslip/slip-bonuses-key.ts';
import { bonusKeys } from '../bonuses/keys.ts';
import { updateCachedBet, updateCachedCashout } from '../my-bets/queries.ts';
import { applyNotificationPush } from '../notifications/queries.ts';
import { readResource, setResource } from '../resource/store.ts';
import { applyBalanceChanged } from './balance.ts';

/** `$private:{locale}:{userId}` (contract privateChannel, rebuilt here to keep zod out of the bundle). */
export function privateChannelOf(locale: string, userId: number | string): string {
  return `$private:${pushChannelLocale(locale)}:${userId}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isBet(value: unknown): value is Bet {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.status === 'string' &&
    typeof value.result === 'string' &&
    typeof value.created_at === 'string' &&
    Array.isArray(value.selections)
  );
}

function isCashoutMessage(value: unknown): value is BetCashoutChangedMessage {
  return (
    isObject(value) &&
    typeof value.bet_id === 'number' &&
    (value.to_cashout === null || typeof value.to_cashout === 'number')
  );
}

function isBalanceMessage(value: unknown): value is BalanceChangedMessage {
  return isObject(value) && typeof value.currency === 'string' && Number.isSafeInteger(value.balance);
}

/**
 * Applies one publication of the player's private channel to the query cache: `bet_changed` and
 * `bet_cashout_changed` to every cached bet list, `balance_changed` to the accounts the header reads
 * (their cached data is replaced, nothing is refetched). Other events and malformed ones are ignored.
 */
export function handlePlayerPublication(queryClient: QueryClient, data: unknown): void {
  if (!isObject(data)) return;
  const message = data.message;
  switch (data.event_name) {
    case 'bet_changed':
      if (isBet(message)) updateCachedBet(queryClient, message);
      break;
    case 'bet_cashout_changed':
      if (isCashoutMessage(message)) updateCachedCashout(queryClient, message.bet_id, message.to_cashout);
      break;
    case 'bonus_issued':
      // The new bonus arrives unseen: refetching the lists lets the bonus toast announce it.
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all() });
      // The slip offers it at once (a promo code redeemed in another tab, a free bet earned).
      void queryClient.invalidateQueries({ queryKey: SLIP_BONUSES_KEY });
      break;
    case 'notification':
    case 'unread_counters_changed':
      applyNotificationPush(queryClient, data.event_name, message);
      break;
    case 'balance_changed':
      if (isBalanceMessage(message)) {
        const key = platformKeys.accounts();
        const old = readResource<AccountsResponse>(key).data;
        const next = applyBalanceChanged(old, message);
        if (next !== old && next !== undefined) setResource(key, next);
      }
      break;
  }
}
