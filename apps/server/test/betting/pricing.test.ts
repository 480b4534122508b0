import { describe, expect, it } from 'vitest';
import { BET_MESSAGE_KEYS, betMessage } from '../../src/modules/betting/messages.ts';
import { cashoutOffer, customBetOdds } from '../../src/modules/betting/pricing.ts';

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
  it('is none for a lost or suspended selection, systems and custom bets', () => {
    expect(cashoutOffer(single, [open(2000, 2000, false)], 50)).toBeNull();
    expect(cashoutOffer(single, [{ odds: 2000, status: 'lose', current: null }], 50)).toBeNull();
    expect(cashoutOffer({ ...single, type: 'system' }, [open(2000, 2000)], 50)).toBeNull();
    expect(cashoutOffer({ ...single, type: 'custom_bet' }, [open(2000, 2000)], 50)).toBeNull();
  });
});

describe('customBetOdds', () => {
  it('prices two markets of one match, refuses one market twice and single selections', () => {
    expect(
      customBetOdds(
        [
          { marketId: 1, specifier: '', odds: 2000 },
          { marketId: 18, specifier: 'total=2.5', odds: 1800 },
        ],
        900,
      ),
    ).toBe(3240);
    expect(
      customBetOdds(
        [
          { marketId: 1, specifier: '', odds: 2000 },
          { marketId: 1, specifier: '', odds: 3000 },
        ],
        900,
      ),
    ).toBeNull();
    expect(customBetOdds([{ marketId: 1, specifier: '', odds: 2000 }], 900)).toBeNull();
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
