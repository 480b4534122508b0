import type { Bet, BetSelection } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { ALL_BETS, applyBetChanged, applyCashoutChanged, joinBetPages, mergeBetUpdate } from './bet-list.ts';

function selection(id: string, overrides: Partial<BetSelection> = {}): BetSelection {
  const matchId = Number(id.split(':')[0]);
  return {
    id,
    status: 'open',
    market: { id: 1, name: '1X2' },
    outcome: { id: '1', name: 'Home' },
    odds: 2000,
    specifier: '',
    match: {
      id: matchId,
      urn_id: `sr:match:${matchId}`,
      slug: `m-${matchId}`,
      status: 0,
      start_time: '2030-01-01T12:00:00.000Z',
      home: { name: `Home ${matchId}`, logo: null },
      away: { name: `Away ${matchId}`, logo: null },
      score: null,
      sport: { id: 1, key: 'soccer', name: 'Soccer' },
      category: { id: 1, name: 'England' },
      tournament: { id: 1, name: 'Premier League' },
      provider: 'betradar',
    },
    ...overrides,
  };
}

function bet(id: number, overrides: Partial<Bet> = {}): Bet {
  return {
    id,
    type: 'single',
    ref: `REF${id}`,
    status: 'waiting_results',
    stake: { value: 1000, currency: 'EUR', subunits: 2 },
    win_amount: null,
    potential_win: 2000,
    odds: 2000,
    selections: [selection(`${id}:1::1`)],
    created_at: `2030-01-01T10:00:${String(id % 60).padStart(2, '0')}.000Z`,
    settled_at: null,
    result: 'no_results',
    to_cashout: 950,
    bonus: null,
    system: null,
    custom_odds: null,
    used_in_jackpot: false,
    is_vip: false,
    ...overrides,
  };
}

const OPEN = { status: 'open', result: 'all' } as const;
const SETTLED = { status: 'settled', result: 'all' } as const;
const WON = { status: 'settled', result: 'win' } as const;

describe('bet_changed on a bet list', () => {
  it('replaces a shown bet, keeping unchanged selections as they were', () => {
    const old = bet(1, {
      type: 'combo',
      selections: [selection('1:1::1'), selection('2:1::1')],
    });
    const list = [bet(2), old];
    const update = {
      ...old,
      to_cashout: 1200,
      selections: [selection('1:1::1'), selection('2:1::1', { status: 'win' })],
    };
    const next = applyBetChanged(list, update, ALL_BETS);
    expect(next[1]?.to_cashout).toBe(1200);
    expect(next[1]?.selections[1]?.status).toBe('win');
    expect(next[1]?.selections[0]).toBe(old.selections[0]);
    expect(next[0]).toBe(list[0]);
  });

  it('keeps selections the update leaves out and appends new ones', () => {
    const old = bet(1, { type: 'combo', selections: [selection('1:1::1'), selection('2:1::1')] });
    const merged = mergeBetUpdate(old, { ...old, selections: [selection('2:1::1', { status: 'lose' })] });
    expect(merged.selections.map((s) => [s.id, s.status])).toEqual([
      ['1:1::1', 'open'],
      ['2:1::1', 'lose'],
    ]);
    const grown = mergeBetUpdate(old, { ...old, selections: [selection('3:1::1')] });
    expect(grown.selections.map((s) => s.id)).toEqual(['1:1::1', '2:1::1', '3:1::1']);
  });

  it('returns the same list when the update changes nothing', () => {
    const list = [bet(1)];
    expect(applyBetChanged(list, structuredClone(list[0] as Bet), ALL_BETS)).toBe(list);
  });

  it('adds a newly placed bet in newest-first order', () => {
    const list = [bet(3), bet(1)];
    const next = applyBetChanged(list, bet(2), ALL_BETS);
    expect(next.map((b) => b.id)).toEqual([3, 2, 1]);
    expect(applyBetChanged(list, bet(9), OPEN).map((b) => b.id)).toEqual([9, 3, 1]);
  });

  it('moves a settled bet out of the open list and into the settled and won lists', () => {
    const placed = bet(1);
    const won = {
      ...placed,
      status: 'done',
      result: 'win_entire',
      win_amount: 2000,
      to_cashout: null,
    } as Bet;
    expect(applyBetChanged([placed], won, OPEN)).toEqual([]);
    expect(applyBetChanged([], won, SETTLED).map((b) => b.id)).toEqual([1]);
    expect(applyBetChanged([], won, WON).map((b) => b.id)).toEqual([1]);
    expect(applyBetChanged([], won, { status: 'settled', result: 'lose' })).toEqual([]);
  });

  it('removes a VIP bet updated to rejected from every list, but keeps an ordinary rejected bet under all', () => {
    const vip = bet(1, { is_vip: true, status: 'submitted' });
    const rejected = { ...vip, status: 'rejected' } as Bet;
    expect(applyBetChanged([vip], rejected, ALL_BETS)).toEqual([]);
    expect(applyBetChanged([], rejected, SETTLED)).toEqual([]);
    const plain = { ...bet(2), status: 'rejected' } as Bet;
    expect(applyBetChanged([bet(2)], plain, ALL_BETS).map((b) => b.status)).toEqual(['rejected']);
  });
});

describe('bet_cashout_changed on a bet list', () => {
  it("sets the bet's offer and leaves the others alone", () => {
    const list = [bet(2), bet(1)];
    const next = applyCashoutChanged(list, 1, 1234);
    expect(next[1]?.to_cashout).toBe(1234);
    expect(next[0]).toBe(list[0]);
    expect(applyCashoutChanged(next, 1, null)[1]?.to_cashout).toBeNull();
  });

  it('ignores a bet that is not shown and an unchanged offer', () => {
    const list = [bet(1)];
    expect(applyCashoutChanged(list, 7, 100)).toBe(list);
    expect(applyCashoutChanged(list, 1, 950)).toBe(list);
  });
});

describe('pages of the bet list', () => {
  it('joins pages newest first with each bet once', () => {
    expect(
      joinBetPages([
        [bet(5), bet(4)],
        [bet(4), bet(3)],
      ]).map((b) => b.id),
    ).toEqual([5, 4, 3]);
  });
});
