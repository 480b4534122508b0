import type { AccountsResponse, Bet } from '@sportsbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { platformKeys } from '../auth/queries.ts';
import { slipBonusesKey } from '../betslip/bonus-offers.ts';
import { bonusKeys } from '../bonuses/keys.ts';
import { betKeys } from '../my-bets/queries.ts';
import { readResource, setResource } from '../resource/store.ts';
import { applyBalanceChanged } from './balance.ts';
import { handlePlayerPublication, privateChannelOf } from './events.ts';

const accounts: AccountsResponse = {
  data: [
    { currency: 'EUR', balance: 100_000, available_to_bet_with_locked_cents: 100_000, active: true },
    { currency: 'USD', balance: 500, available_to_bet_with_locked_cents: 500, active: false },
  ],
};

function openBet(id: number, toCashout: number | null): Bet {
  return {
    id,
    type: 'single',
    ref: `R${id}`,
    status: 'waiting_results',
    stake: { value: 1000, currency: 'EUR', subunits: 2 },
    win_amount: null,
    potential_win: 2000,
    odds: 2000,
    selections: [],
    created_at: `2030-01-01T10:00:0${id}.000Z`,
    settled_at: null,
    result: 'no_results',
    to_cashout: toCashout,
    bonus: null,
    system: null,
    custom_odds: null,
    used_in_jackpot: false,
    is_vip: false,
  };
}

describe('balance_changed', () => {
  it('replaces the balance of the matching currency only', () => {
    const next = applyBalanceChanged(accounts, { currency: 'EUR', balance: 101_234 });
    expect(next?.data[0]).toMatchObject({ balance: 101_234, available_to_bet_with_locked_cents: 101_234 });
    expect(next?.data[1]).toBe(accounts.data[1]);
  });

  it('leaves the accounts as they are for another currency or the same balance', () => {
    expect(applyBalanceChanged(accounts, { currency: 'BTC', balance: 1 })).toBe(accounts);
    expect(applyBalanceChanged(accounts, { currency: 'EUR', balance: 100_000 })).toBe(accounts);
    expect(applyBalanceChanged(undefined, { currency: 'EUR', balance: 1 })).toBeUndefined();
  });
});

describe('private channel publications', () => {
  it('names the channel by push locale and user id', () => {
    expect(privateChannelOf('pt-BR', 7)).toBe('$private:pt:7');
    expect(privateChannelOf('en', 12)).toBe('$private:en:12');
  });

  it('updates the header accounts, the cached bet lists and the cash-out offers', () => {
    const queryClient = new QueryClient();
    setResource(platformKeys.accounts(), accounts);
    const openKey = betKeys.list({ status: 'open', result: 'all' });
    const settledKey = betKeys.list({ status: 'settled', result: 'all' });
    queryClient.setQueryData(openKey, [openBet(1, 900)]);
    queryClient.setQueryData(settledKey, []);

    handlePlayerPublication(queryClient, {
      event_name: 'balance_changed',
      message: { currency: 'EUR', balance: 99_000, delta: -1000, kind: 'bet_stake' },
    });
    expect(readResource<AccountsResponse>(platformKeys.accounts()).data?.data[0]?.balance).toBe(99_000);

    handlePlayerPublication(queryClient, {
      event_name: 'bet_cashout_changed',
      message: { bet_id: 1, to_cashout: 1100 },
    });
    expect(queryClient.getQueryData<Bet[]>(openKey)?.[0]?.to_cashout).toBe(1100);

    handlePlayerPublication(queryClient, { event_name: 'bet_changed', message: openBet(2, 800) });
    expect(queryClient.getQueryData<Bet[]>(openKey)?.map((b) => b.id)).toEqual([2, 1]);

    const cashed = {
      ...openBet(1, null),
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: 1100,
    } as Bet;
    handlePlayerPublication(queryClient, { event_name: 'bet_changed', message: cashed });
    expect(queryClient.getQueryData<Bet[]>(openKey)?.map((b) => b.id)).toEqual([2]);
    expect(queryClient.getQueryData<Bet[]>(settledKey)?.map((b) => b.status)).toEqual(['cashed_out']);
  });

  it('bonus_issued makes the slip offers and the bonus lists stale, so the slip offers the new bonus', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(slipBonusesKey('en'), { data: [] });
    queryClient.setQueryData(bonusKeys.list('en'), { data: [] });
    handlePlayerPublication(queryClient, { event_name: 'balance_changed', message: { currency: 'EUR' } });
    expect(queryClient.getQueryState(slipBonusesKey('en'))?.isInvalidated).toBe(false);
    handlePlayerPublication(queryClient, { event_name: 'bonus_issued', message: { id: 1 } });
    expect(queryClient.getQueryState(slipBonusesKey('en'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(bonusKeys.list('en'))?.isInvalidated).toBe(true);
  });

  it('ignores unknown events and malformed messages', () => {
    const queryClient = new QueryClient();
    setResource(platformKeys.accounts(), accounts);
    handlePlayerPublication(queryClient, { event_name: 'balance_changed', message: { currency: 'EUR' } });
    handlePlayerPublication(queryClient, { event_name: 'notification', message: {} });
    handlePlayerPublication(queryClient, 'garbage');
    expect(readResource(platformKeys.accounts()).data).toBe(accounts);
  });
});
