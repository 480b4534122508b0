import { describe, expect, it } from 'vitest';
import {
  customOddsBody,
  isPicked,
  MAX_PICKS,
  movesBuilderPrice,
  noPriceReason,
  type Pick,
  picksFrom,
  picksKey,
  togglePick,
} from './picks.ts';

const homeWin: Pick = { marketId: 1, specifier: '', outcomeId: 'home' };
const awayWin: Pick = { marketId: 1, specifier: '', outcomeId: 'away' };
const over25: Pick = { marketId: 18, specifier: 'total=2.5', outcomeId: 'over' };
const under15: Pick = { marketId: 18, specifier: 'total=1.5', outcomeId: 'under' };

describe('bet builder picks', () => {
  it('adds an outcome, and a second press takes it out again', () => {
    const picked = togglePick([], homeWin);
    expect(picked).toEqual([homeWin]);
    expect(isPicked(picked, homeWin)).toBe(true);
    expect(togglePick(picked, homeWin)).toEqual([]);
  });

  it('keeps one outcome per market: another outcome of it replaces the first, in place', () => {
    const picked = togglePick(togglePick([], homeWin), over25);
    expect(togglePick(picked, awayWin)).toEqual([awayWin, over25]);
  });

  it('treats two lines of one market type as two markets', () => {
    const picked = togglePick(togglePick([], over25), under15);
    expect(picked).toEqual([over25, under15]);
  });

  it('ignores a pick beyond the most a custom bet holds', () => {
    let picks: readonly Pick[] = [];
    for (let i = 0; i < MAX_PICKS + 1; i++) {
      picks = togglePick(picks, { marketId: 100 + i, specifier: '', outcomeId: 'yes' });
    }
    expect(picks).toHaveLength(MAX_PICKS);
  });

  it('asks the price of the picks of one match, in pick order', () => {
    expect(customOddsBody(639, [homeWin, over25])).toEqual({
      match_id: 639,
      selections: [
        { match_id: 639, market_id: 1, specifier: '', outcome_id: 'home' },
        { match_id: 639, market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
      ],
    });
    expect(picksKey([homeWin, over25])).not.toBe(picksKey([over25, homeWin]));
  });

  it('says why there is no price', () => {
    expect(noPriceReason([homeWin], undefined)).toBe('fewer');
    expect(noPriceReason([homeWin, over25], { odds: 2866, selections_odds: [1789, 1795] })).toBeNull();
    expect(noPriceReason([homeWin, over25], undefined)).toBeNull();
    expect(noPriceReason([homeWin, over25], { odds: null, selections_odds: [1789, 0] })).toBe('unavailable');
    expect(noPriceReason([under15, over25], { odds: null, selections_odds: [4019, 1795] })).toBe(
      'contradiction',
    );
  });

  it('reads stored picks back, dropping malformed entries and a second outcome of a market', () => {
    expect(
      picksFrom([homeWin, { marketId: '1', specifier: '', outcomeId: 'x' }, awayWin, null, over25, 'junk']),
    ).toEqual([homeWin, over25]);
    expect(picksFrom({ not: 'a list' })).toEqual([]);
  });

  it('refreshes the price on pushes about this match only', () => {
    const markets = (matchId: number) => ({
      event_name: 'markets_changed',
      message: { match_id: matchId, markets: [] },
    });
    expect(movesBuilderPrice(markets(639), 639)).toBe(true);
    expect(movesBuilderPrice(markets(640), 639)).toBe(false);
    expect(movesBuilderPrice({ event_name: 'match_changed', message: { id: 639 } }, 639)).toBe(true);
    expect(
      movesBuilderPrice({ event_name: 'match_status_changed', message: { match_id: 639, status: 1 } }, 639),
    ).toBe(true);
    expect(
      movesBuilderPrice({ event_name: 'provider_status_changed', message: { provider: 'x' } }, 639),
    ).toBe(false);
    expect(movesBuilderPrice('garbage', 639)).toBe(false);
  });
});
