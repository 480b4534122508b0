import type { JackpotHit } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { hitsToAnnounce, isReportedJackpotError } from './model.ts';

const apiError = (status: number) => new ApiRequestError(status, 'x', 'x', '/jackpots');

const hit = (id: number, over: Partial<JackpotHit> = {}): JackpotHit => ({
  id,
  jackpot_id: 1,
  jackpot_name: 'Jackpot',
  jackpot_level_code: 'mini',
  jackpot_level_name: 'Mini',
  amount: 1000,
  amount_eur: 1000,
  currency: 'EUR',
  status: 'paid',
  user_hash: 'abcdef0123456789',
  seen: false,
  created_at: `2026-01-01T00:00:0${id}.000Z`,
  ...over,
});

describe('jackpot error rules (SPEC §8)', () => {
  it('400, 404 and 500 are not reported; other statuses and network failures are', () => {
    for (const status of [400, 404, 500]) expect(isReportedJackpotError(apiError(status))).toBe(false);
    for (const status of [401, 403, 409, 502, 503])
      expect(isReportedJackpotError(apiError(status))).toBe(true);
    expect(isReportedJackpotError(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('hitsToAnnounce (SPEC §4 Notifications flow)', () => {
  it('approved or paid, unseen and not yet announced, oldest first', () => {
    const hits = [
      hit(3),
      hit(1, { status: 'approved' }),
      hit(2, { seen: true }),
      hit(4, { status: 'initial' }),
      hit(5, { status: 'declined' }),
      hit(6),
    ];
    expect(hitsToAnnounce(hits, new Set([6])).map((h) => h.id)).toEqual([1, 3]);
  });
});
