import { describe, expect, it } from 'vitest';
import type { MarketInfo, MatchInfo } from '../../src/modules/betting/catalogue.ts';
import { BET_MESSAGE_KEYS, betMessage } from '../../src/modules/betting/messages.ts';
import { cashoutOffer, customBetOdds, modelPrice } from '../../src/modules/betting/pricing.ts';
import {
  type MatchModel,
  modelFromRatings,
  PREMATCH_STATE,
  priceMatch,
} from '../../src/modules/feed/pricing/index.ts';

const open = (odds: number, current: number, bettable = true) => ({
  odds,
  status: 'open' as const,
  current: { bettable, odds: current },
});

describe('cashoutOffer', () => {
  const single = { type: 'single', stake: 1000, potentialWin: 2000 };
  it('is stake × accepted / current × (1 − margin), floored', () => {
    expect(cashoutOffer(single, [open(2000, 2000)], 50)).toBe(950);
    expect(cashoutOffer(single, [open(2000, 4000)], 50)).toBe(475);
    expect(cashoutOffer(single, [open(2000, 1500)], 0)).toBe(1333);
  });
  it('counts won selections at 1.000 and never exceeds the potential win', () => {
    const combo = { type: 'combo', stake: 1000, potentialWin: 4000 };
    expect(cashoutOffer(combo, [{ odds: 2000, status: 'win', current: null }, open(2000, 2000)], 0)).toBe(
      2000,
    );
    expect(cashoutOffer(combo, [open(2000, 1001), open(2000, 1001)], 0)).toBe(3992);
    expect(cashoutOffer({ ...combo, potentialWin: 3000 }, [open(2000, 1001), open(2000, 1001)], 0)).toBe(
      3000,
    );
  });
  it('is none for a lost or suspended selection', () => {
    expect(cashoutOffer(single, [open(2000, 2000, false)], 50)).toBeNull();
    expect(cashoutOffer(single, [{ odds: 2000, status: 'lose', current: null }], 50)).toBeNull();
  });
  it('a system sums its combinations at the per-combination stake; a loss zeroes only its combinations', () => {
    const system = { type: 'system', stake: 900, potentialWin: 100_000, systemWinCount: 2 };
    // 2/3: three combinations of 300; prices unchanged → 3 × 300 × 4.000 / 4.000.
    const three = [open(2000, 2000), open(2000, 2000), open(2000, 2000)];
    expect(cashoutOffer(system, three, 0)).toBe(900);
    // One selection's price halves: the two combinations holding it double in value.
    expect(cashoutOffer(system, [open(2000, 1000), open(2000, 2000), open(2000, 2000)], 0)).toBe(
      300 + 600 + 600,
    );
    // One lost: only the combination without it is worth anything.
    const lost = { odds: 2000, status: 'lose' as const, current: null };
    expect(cashoutOffer(system, [lost, open(2000, 2000), open(2000, 2000)], 50)).toBe(285);
    expect(cashoutOffer(system, [open(2000, 2000, false), ...three.slice(1)], 50)).toBeNull();
  });
  it('a custom bet follows the builder price of its open selections', () => {
    const custom = { type: 'custom_bet', stake: 1000, potentialWin: 5000, customOdds: 5000 };
    const two = [open(2000, 2000), open(2500, 2500)];
    expect(cashoutOffer(custom, two, 50, 5000)).toBe(950);
    expect(cashoutOffer(custom, two, 50, 2500)).toBe(1900);
    expect(cashoutOffer(custom, two, 50, null)).toBeNull();
    expect(
      cashoutOffer(custom, [{ odds: 2000, status: 'void', current: null }, open(2500, 2500)], 50, 2500),
    ).toBeNull();
  });
});

const matchInfo = (model: Record<string, unknown>): MatchInfo => ({
  id: 1,
  type: 'match',
  urnId: 'sr:match:1',
  slug: 'a-b',
  status: 0,
  startTime: new Date(0),
  provider: 'betradar',
  competitors: {},
  statistics: null,
  model,
  sport: { id: 1, key: 'soccer', name: { en: 'Soccer' } },
  category: { id: 1, name: { en: 'C' } },
  tournament: { id: 1, name: { en: 'T' } },
});

const marketMapOf = (model: MatchModel) =>
  new Map<string, MarketInfo>(
    priceMatch(model, PREMATCH_STATE, { home: 'A', away: 'B' }).map((m) => [
      `1|${m.marketId}|${m.specifier}`,
      {
        eventId: 1,
        marketId: m.marketId,
        specifier: m.specifier,
        status: 1,
        name: m.name,
        outcomes: m.outcomes,
        provider: 'betradar',
      },
    ]),
  );

describe('customBetOdds', () => {
  const model = modelFromRatings('soccer', 1600, 1500, { depth: 'full' });
  const match = matchInfo(model as unknown as Record<string, unknown>);
  const marketMap = marketMapOf(model);
  const sel = (market_id: number, specifier: string, outcome_id: string) => ({
    match_id: 1,
    market_id,
    specifier,
    outcome_id,
  });
  it('prices correlated selections from the model, not the product of their odds', () => {
    const home = sel(1, '', 'home');
    const over = sel(18, 'total=2.5', 'over');
    const odds = customBetOdds(match, [home, over], marketMap, {});
    expect(odds).not.toBeNull();
    const oddsOf = (key: string) => marketMap.get(key)?.outcomes[0]?.odds ?? 0;
    const product = (oddsOf('1|1|') * oddsOf('1|18|total=2.5')) / 1000;
    expect(Math.abs((odds as number) - product)).toBeGreaterThan(50);
  });
  it('refuses contradictions, one market twice, single selections, other matches and suspended markets', () => {
    expect(customBetOdds(match, [sel(1, '', 'home'), sel(10, '', 'draw_away')], marketMap, {})).toBeNull();
    expect(customBetOdds(match, [sel(1, '', 'home'), sel(1, '', 'away')], marketMap, {})).toBeNull();
    expect(customBetOdds(match, [sel(1, '', 'home')], marketMap, {})).toBeNull();
    expect(
      customBetOdds(match, [sel(1, '', 'home'), { ...sel(29, '', 'yes'), match_id: 2 }], marketMap, {}),
    ).toBeNull();
    const suspended = new Map(marketMap);
    suspended.set('1|29|', { ...(marketMap.get('1|29|') as MarketInfo), status: -1 });
    expect(customBetOdds(match, [sel(1, '', 'home'), sel(29, '', 'yes')], suspended, {})).toBeNull();
    expect(customBetOdds(match, [sel(1, '', 'home'), sel(29, '', 'yes')], marketMap, {})).not.toBeNull();
    expect(customBetOdds(matchInfo({}), [sel(1, '', 'home'), sel(29, '', 'yes')], marketMap, {})).toBeNull();
  });
});

describe('modelPrice of one selection', () => {
  it("a double-chance selection's builder price is the market's price", () => {
    for (const [kind, home, away] of [
      ['soccer', 1500, 1500],
      ['soccer', 1750, 1500],
      ['soccer', 1450, 1700],
      ['handball', 1520, 1500],
      ['ice-hockey', 1600, 1550],
    ] as const) {
      const model = modelFromRatings(kind, home, away, { depth: 'full' });
      const match = matchInfo(model as unknown as Record<string, unknown>);
      const marketMap = marketMapOf(model);
      let checked = 0;
      for (const marketId of [10, 63]) {
        const market = marketMap.get(`1|${marketId}|`);
        if (!market) continue;
        for (const o of market.outcomes) {
          const selection = { match_id: 1, market_id: marketId, specifier: '', outcome_id: String(o.id) };
          const builder = modelPrice(match, [selection], marketMap, {});
          // Both are 1 / (fair probability × (1 + margin)) rounded to thousandths; the builder's
          // probability comes from the joint scenarios, the market's from the score grid.
          expect(Math.abs((builder ?? 0) - o.odds), `${kind} ${marketId} ${o.id}`).toBeLessThanOrEqual(1);
          checked++;
        }
      }
      expect(checked, kind).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('messages', () => {
  it('has English for every key and falls back to it', () => {
    for (const k of BET_MESSAGE_KEYS) expect(betMessage(k, 'en').length).toBeGreaterThan(0);
    expect(betMessage('error.risk_validation.odds_to_low', 'ar')).toBe(
      betMessage('error.risk_validation.odds_to_low', 'en'),
    );
    expect(betMessage('error.place_bets.invalid_odds', 'de')).not.toBe(
      betMessage('error.place_bets.invalid_odds', 'en'),
    );
  });
});
