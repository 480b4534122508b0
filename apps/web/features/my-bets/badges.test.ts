import { describe, expect, it } from 'vitest';
import en from '../../messages/bets/en.json';
import { betBadges } from './badges.ts';

const text = (key: string) => (en as Record<string, string>)[key];

describe('bet card badges', () => {
  it('a cashed-out bet shows one "Cashed out" badge, not two', () => {
    const badges = betBadges({ status: 'cashed_out', result: 'cashed_out' });
    expect(badges.map((b) => text(b.key))).toEqual(['Cashed out']);
    expect(badges[0]).toMatchObject({ tone: 'win', testId: 'bet-result' });
  });

  it('an open bet shows its status only; a settled one its status and result', () => {
    expect(betBadges({ status: 'waiting_results', result: 'no_results' }).map((b) => text(b.key))).toEqual([
      'Open',
    ]);
    expect(betBadges({ status: 'done', result: 'win_entire' }).map((b) => text(b.key))).toEqual([
      'Settled',
      'Won',
    ]);
  });
});
