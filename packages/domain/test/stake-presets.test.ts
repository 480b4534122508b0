import { describe, expect, it } from 'vitest';
import { stakePresetsFromInput } from '../src/stake-presets.ts';

const EUR = { code: 'EUR', subunits: 2 };

describe('stakePresetsFromInput', () => {
  it('turns typed amounts into ascending subunits without repeats, skipping blank fields', () => {
    expect(stakePresetsFromInput(['10', '', '2,5', '10.00', '1'], EUR)).toEqual({
      ok: true,
      value: [100, 250, 1000],
    });
  });

  it('names the fields that are not amounts above zero', () => {
    expect(stakePresetsFromInput(['5', 'abc', '0', '1.234'], EUR)).toEqual({
      ok: false,
      errors: { 1: 'invalid', 2: 'zero', 3: 'invalid' },
    });
  });

  it('needs at least one amount and at most eight', () => {
    expect(stakePresetsFromInput(['', ' '], EUR)).toMatchObject({ ok: false, code: 'empty' });
    const nine = Array.from({ length: 9 }, (_, i) => String(i + 1));
    expect(stakePresetsFromInput(nine, EUR)).toMatchObject({ ok: false, code: 'too_many' });
  });
});
