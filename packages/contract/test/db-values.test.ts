import { describe, expect, it } from 'vitest';
import {
  CashoutBody,
  CustomOddsBody,
  dbBigint,
  dbId,
  dbInt,
  dbText,
  Id,
  isStorableText,
  PG_INT,
  PlaceBetsBody,
  SettingsUpdateBody,
  UNSTORABLE_TEXT_MESSAGE,
} from '../src/index.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('dbInt, dbId, dbBigint, Id: integers a column holds', () => {
  it('dbInt is the int4 range, narrowed on request', () => {
    expect(ok(dbInt(), PG_INT.max)).toBe(true);
    expect(ok(dbInt(), PG_INT.min)).toBe(true);
    for (const v of [2_147_483_648, -2_147_483_649, 1e30, 1.5, '1', null]) expect(ok(dbInt(), v)).toBe(false);
    expect(ok(dbInt(0, 100), 101)).toBe(false);
    expect(ok(dbInt(0, 100), -1)).toBe(false);
  });

  it('refuses a range its column cannot hold', () => {
    expect(() => dbInt(0, 2_147_483_648)).toThrow(RangeError);
    expect(() => dbBigint(0, 2 ** 53)).toThrow(RangeError);
  });

  it('dbId is 1..2^31-1; Id reads the same from a path or query string', () => {
    expect(ok(dbId(), 1)).toBe(true);
    expect(ok(dbId(), 0)).toBe(false);
    expect(ok(dbId(), 2_147_483_648)).toBe(false);
    expect(Id.parse('2147483647')).toBe(2_147_483_647);
    for (const v of ['2147483648', '0', '-1', '1e30', '9007199254740993', 'abc', '1.5'])
      expect(ok(Id, v)).toBe(false);
  });

  it('dbBigint holds money exactly: up to 2^53-1, not beyond', () => {
    expect(ok(dbBigint(0), Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(ok(dbBigint(0), 2 ** 53)).toBe(false);
    expect(ok(dbBigint(0), -1)).toBe(false);
  });
});

describe('dbText: text a text or jsonb column stores', () => {
  it('refuses NUL and unpaired surrogates, keeps every other character', () => {
    for (const v of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udc00\ud83d', 'ab\ud83d']) {
      expect(isStorableText(v), JSON.stringify(v)).toBe(false);
      const res = dbText(100).safeParse(v);
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
    for (const v of ['', 'total=2.5', 'ñandú ⚽ 足球', '𝄞 music', '\u0001\t\n'])
      expect(ok(dbText(100), v)).toBe(true);
  });

  it('checks length (after trimming when asked) and takes the messages given', () => {
    expect(ok(dbText(3), 'abcd')).toBe(false);
    expect(dbText(3, { trim: true }).parse('  abc ')).toBe('abc');
    expect(dbText(3, { min: 1, tooShort: 'blank' }).safeParse('').error?.issues[0]?.message).toBe('blank');
    expect(dbText(3, { tooLong: 'too_long' }).safeParse('abcd').error?.issues[0]?.message).toBe('too_long');
    expect(dbText(3, { invalid: 'invalid' }).safeParse('\u0000').error?.issues[0]?.message).toBe('invalid');
    expect(dbText(3, { missing: 'blank' }).safeParse(undefined).error?.issues[0]?.message).toBe('blank');
  });
});

describe('the request fields that reached the database as 500s', () => {
  const selection = { match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 };
  const bets = (sel: object, meta: object = {}) => ({
    bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [{ ...selection, ...sel }] }],
    meta,
  });

  it('are refused with the field named', () => {
    const cases: [{ safeParse(v: unknown): { success: boolean; error?: unknown } }, unknown, string][] = [
      [PlaceBetsBody, bets({ match_id: 2_147_483_648 }), 'bets.0.selections.0.match_id'],
      [PlaceBetsBody, bets({ market_id: 2_147_483_648 }), 'bets.0.selections.0.market_id'],
      [PlaceBetsBody, bets({ specifier: 'total=2.5\u0000' }), 'bets.0.selections.0.specifier'],
      [PlaceBetsBody, bets({}, { device_id: 'a\u0000' }), 'meta.device_id'],
      [CustomOddsBody, { match_id: 2_147_483_648, selections: [selection] }, 'match_id'],
      [
        CustomOddsBody,
        { match_id: 1, selections: [{ ...selection, market_id: 2 ** 31 }] },
        'selections.0.market_id',
      ],
      [CashoutBody, { bet_id: 2_147_483_648, to_cashout: 0 }, 'bet_id'],
      [
        SettingsUpdateBody,
        { one_signal_push_notification_subscription: 'a\u0000' },
        'one_signal_push_notification_subscription',
      ],
    ];
    for (const [schema, value, path] of cases) {
      const res = schema.safeParse(value) as { success: boolean; error?: { issues: { path: unknown[] }[] } };
      expect(res.success, path).toBe(false);
      expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual([path]);
    }
    expect(ok(PlaceBetsBody, bets({}))).toBe(true);
  });
});
