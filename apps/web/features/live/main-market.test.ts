import type { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { liveMainMarket } from './main-market.ts';

function line(specifier: string, status: number, mostBalanced: boolean, id = 18): Market {
  return {
    match_id: 7,
    match_urn_id: 'sr:match:7',
    id,
    name: 'Total',
    status,
    specifier,
    outcomes: [
      { id: '12', name: 'Over', odds: 1900, active: true },
      { id: '13', name: 'Under', odds: 1900, active: true },
    ],
    market_groups: [],
    priority: 0,
    most_balanced: mostBalanced,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

describe('liveMainMarket', () => {
  const seed = { id: 18, specifier: 'total=2.5', most_balanced: true };

  it('keeps the server-rendered buttons until push says otherwise', () => {
    expect(liveMainMarket(seed, [], 18)).toBe('seed');
    expect(liveMainMarket(seed, [line('total=2.5', 1, true)], 18)).toBe('seed');
    expect(liveMainMarket(seed, [line('', 1, true, 1)], 18)).toBe('seed');
    expect(liveMainMarket(seed, [line('total=3.5', 1, true)], null)).toBe('seed');
  });

  it('gives a row without a main market the pushed line of the main type', () => {
    const pushed = line('total=2.5', 1, false);
    expect(liveMainMarket(null, [pushed], 18)).toBe(pushed);
    expect(liveMainMarket(null, [line('', 1, true, 1)], 18)).toBeNull();
  });

  it('moves to the most balanced line, and shows none while every line is dropped', () => {
    const balanced = line('total=3.5', 1, true);
    expect(liveMainMarket(seed, [line('total=2.5', 1, false), balanced], 18)).toBe(balanced);
    expect(liveMainMarket(seed, [line('total=2.5', 0, true)], 18)).toBeNull();
    const back = line('total=2.5', 1, true);
    expect(liveMainMarket(seed, [back], 18)).toBe('seed');
  });
});
