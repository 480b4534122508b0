import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  combinationsOf,
  isOfferedSystemSize,
  SYSTEM_MAX_COMBINATIONS,
  SYSTEM_MAX_SELECTIONS,
  sortSystemTypes,
  systemTypeFromId,
  systemTypesFor,
  systemTypesUpTo,
} from '../src/index.ts';

describe('binomial', () => {
  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [16, 8, 12_870],
    [5, 0, 1],
    [5, 6, 0],
    [5, -1, 0],
  ])('C(%i, %i) = %i', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });

  it('rejects non-integers', () => {
    expect(() => binomial(2.5, 1)).toThrow(RangeError);
  });
});

describe('system types', () => {
  it('offers every k-of-n with 2 <= k < n for n selections', () => {
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(3)).toEqual([{ id: '2/3', winCount: 2, totalCount: 3, combinations: 3 }]);
    expect(systemTypesFor(5).map((t) => t.id)).toEqual(['2/5', '3/5', '4/5']);
    expect(systemTypesFor(5).map((t) => t.combinations)).toEqual([10, 10, 5]);
  });

  it('caps the combinations count and the selection count', () => {
    expect(SYSTEM_MAX_SELECTIONS).toBe(16);
    expect(systemTypesFor(17)).toEqual([]);
    const sixteen = systemTypesFor(16).map((t) => t.id);
    expect(sixteen).not.toContain('8/16');
    expect(sixteen).not.toContain('7/16');
    expect(sixteen).toContain('6/16');
    expect(systemTypesUpTo().every((t) => t.combinations <= SYSTEM_MAX_COMBINATIONS)).toBe(true);
    expect(isOfferedSystemSize(8, 16)).toBe(false);
  });

  it('sorts system types by totalCount then winCount (SPEC §4)', () => {
    const all = systemTypesUpTo();
    expect(all.slice(0, 4).map((t) => t.id)).toEqual(['2/3', '2/4', '3/4', '2/5']);
    expect(sortSystemTypes([...all].reverse())).toEqual(all);
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1];
      const b = all[i];
      expect(
        a && b && (a.totalCount < b.totalCount || (a.totalCount === b.totalCount && a.winCount < b.winCount)),
      ).toBe(true);
    }
  });

  it('reads a system id', () => {
    expect(systemTypeFromId('3/5')).toEqual({ id: '3/5', winCount: 3, totalCount: 5, combinations: 10 });
    expect(systemTypeFromId('5/5')).toBeUndefined();
    expect(systemTypeFromId('1/3')).toBeUndefined();
    expect(systemTypeFromId('x')).toBeUndefined();
  });
});

describe('combinationsOf', () => {
  it('lists combinations in lexicographic order', () => {
    expect(combinationsOf(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinationsOf([1, 2], 0)).toEqual([[]]);
    expect(combinationsOf([1, 2], 3)).toEqual([]);
  });

  it('yields C(n, k) distinct combinations of k distinct items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const combos = combinationsOf(items, k);
        expect(combos.length).toBe(binomial(n, k));
        expect(new Set(combos.map((c) => c.join(','))).size).toBe(combos.length);
        for (const c of combos) {
          expect(c.length).toBe(k);
          expect(c.every((x, i) => i === 0 || x > (c[i - 1] as number))).toBe(true);
        }
      }),
    );
  });
});
