import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPrice } from '../src/index.ts';

describe('outright outcomes by price', () => {
  it('puts the favourite first, suspended outcomes last, equal prices in their given order', () => {
    const outcomes = [
      { id: 'a', odds: 12_000, active: true },
      { id: 'b', odds: 3_500, active: true },
      { id: 'c', odds: 2_000, active: false },
      { id: 'd', odds: 3_500, active: true },
      { id: 'e', odds: 6_000, active: true },
    ];
    expect(byPrice(outcomes).map((o) => o.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
    expect(outcomes[0]?.id).toBe('a'); // the input is left alone
  });

  it('orders any field by ascending price among active outcomes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ odds: fc.integer({ min: 1001, max: 1_001_000 }), active: fc.boolean() })),
        (outcomes) => {
          const sorted = byPrice(outcomes);
          expect(sorted).toHaveLength(outcomes.length);
          for (let i = 1; i < sorted.length; i++) {
            const [prev, next] = [sorted[i - 1], sorted[i]] as [(typeof sorted)[0], (typeof sorted)[0]];
            if (prev.active === next.active) expect(next.odds).toBeGreaterThanOrEqual(prev.odds);
            else expect(prev.active).toBe(true);
          }
        },
      ),
    );
  });
});
