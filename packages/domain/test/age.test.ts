import { describe, expect, it } from 'vitest';
import { ageOn, checkDateOfBirth, parseIsoDate } from '../src/index.ts';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('parseIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('1999-13-01')).toBeNull();
    expect(parseIsoDate('1999-04-31')).toBeNull();
    expect(parseIsoDate('1999-4-01')).toBeNull();
    expect(parseIsoDate('not a date')).toBeNull();
  });
});

describe('checkDateOfBirth', () => {
  it('refuses the day before the 18th birthday and accepts the birthday itself', () => {
    expect(checkDateOfBirth('2008-06-15', at('2026-06-14'))).toEqual({ ok: false, code: 'underage' });
    expect(checkDateOfBirth('2008-06-15', at('2026-06-15'))).toEqual({ ok: true });
  });

  it('treats 29 February births as turning 18 on 1 March in a non-leap year', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, at('2026-02-28'))).toBe(17);
    expect(checkDateOfBirth('2008-02-29', at('2026-02-28'))).toEqual({ ok: false, code: 'underage' });
    expect(checkDateOfBirth('2008-02-29', at('2026-03-01'))).toEqual({ ok: true });
  });

  it('flags invalid and future dates', () => {
    expect(checkDateOfBirth('2007-02-30', at('2026-01-01'))).toEqual({ ok: false, code: 'invalid_date' });
    expect(checkDateOfBirth('2030-01-01', at('2026-01-01'))).toEqual({ ok: false, code: 'future_date' });
  });
});
