import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoCashoutDue,
  autoCashoutRefusal,
  maxPartialCashout,
  minPartialCashout,
  partialCashout,
  remainingStakeAfter,
} from '../src/index.ts';

describe('partial cash out', () => {
  it('keeps the bet open at a proportional stake and potential win, rounded down', () => {
    // 10.00 staked at 3.00, offer 15.00: taking 5.00 (a third) keeps 6.66 (not 6.67) at potential 19.98.
    const out = partialCashout({ stake: 1000, potentialWin: 3000, offer: 1500, amount: 500, subunits: 2 });
    expect(out).toEqual({
      ok: true,
      full: false,
      amount: 500,
      remainingStake: 666,
      remainingPotentialWin: 1998,
    });
  });

  it('pays the whole offer as a full cash out', () => {
    const out = partialCashout({ stake: 1000, potentialWin: 3000, offer: 1500, amount: 1500, subunits: 2 });
    expect(out).toMatchObject({ ok: true, full: true, remainingStake: 0 });
  });

  it('refuses amounts below the least partial, above the offer, or leaving no stake', () => {
    const base = { stake: 1000, potentialWin: 3000, offer: 1500, subunits: 2 };
    expect(partialCashout({ ...base, amount: 99 })).toMatchObject({
      ok: false,
      reason: 'below_min',
      min: 100,
    });
    expect(partialCashout({ ...base, amount: 1501 })).toMatchObject({
      ok: false,
      reason: 'above_offer',
      max: 1500,
    });
    // Keeping one subunit of stake needs 1.50 of the offer unpaid (offer 15.00 for 10.00 stake).
    expect(maxPartialCashout(1000, 1500)).toBe(1498);
    expect(partialCashout({ ...base, amount: 1499 })).toMatchObject({ ok: false, reason: 'nothing_left' });
    expect(partialCashout({ ...base, amount: 1498 })).toMatchObject({ ok: true, remainingStake: 1 });
  });

  it('keeps a system stake splittable into its lines', () => {
    // 3 lines: the kept stake is a multiple of 3.
    expect(remainingStakeAfter(1002, 1200, 100, 3)).toBe(918);
    expect(remainingStakeAfter(1002, 1200, 100, 1)).toBe(918);
    expect(remainingStakeAfter(1000, 1200, 100, 3)).toBe(915);
  });

  it('the least partial amount is 1.00 in two-digit currencies and never above the offer', () => {
    expect(minPartialCashout(5000, 2)).toBe(100);
    expect(minPartialCashout(60, 2)).toBe(60);
    expect(minPartialCashout(5000, 0)).toBe(1);
    expect(minPartialCashout(5000, 8)).toBe(100);
  });

  it('never keeps a larger share of the bet than the share of the offer left unpaid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (stake, offer, unit, share) => {
          const amount = Math.floor(offer * share);
          const out = partialCashout({
            stake,
            potentialWin: stake * 3,
            offer,
            amount,
            subunits: 2,
            stakeUnit: unit,
          });
          if (!out.ok) {
            expect(out.min).toBeLessThanOrEqual(out.max);
            return;
          }
          expect(out.amount).toBeLessThanOrEqual(offer);
          if (out.full) return;
          expect(out.remainingStake).toBeGreaterThan(0);
          expect(out.remainingStake % unit).toBe(0);
          // kept / stake ≤ (offer − amount) / offer, exactly in integers
          expect(BigInt(out.remainingStake) * BigInt(offer)).toBeLessThanOrEqual(
            BigInt(stake) * BigInt(offer - amount),
          );
          expect(out.remainingPotentialWin).toBeLessThanOrEqual(stake * 3);
          // A linear offer on the kept stake plus the amount paid never exceeds the offer.
          const keptOffer = (BigInt(offer) * BigInt(out.remainingStake)) / BigInt(stake);
          expect(keptOffer + BigInt(out.amount)).toBeLessThanOrEqual(BigInt(offer));
        },
      ),
    );
  });

  it('every amount between the least and the largest partial is accepted (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100_000_000 }),
        fc.integer({ min: 200, max: 100_000_000 }),
        (stake, offer) => {
          const min = minPartialCashout(offer, 2);
          const max = maxPartialCashout(stake, offer);
          fc.pre(max >= min);
          for (const amount of [min, max, Math.floor((min + max) / 2)]) {
            expect(partialCashout({ stake, potentialWin: stake, offer, amount, subunits: 2 }).ok).toBe(true);
          }
        },
      ),
    );
  });
});

describe('auto cash out rule', () => {
  it('needs a target above the offer now and at most the potential win', () => {
    expect(autoCashoutRefusal(1500, 1200, 3000)).toBeNull();
    expect(autoCashoutRefusal(1200, 1200, 3000)).toBe('not_above_offer');
    expect(autoCashoutRefusal(3001, 1200, 3000)).toBe('above_potential_win');
    expect(autoCashoutRefusal(0, null, 3000)).toBe('not_positive');
    expect(autoCashoutRefusal(500, null, 3000)).toBeNull();
  });

  it('fires when the offer reaches the target', () => {
    expect(autoCashoutDue(1500, 1499)).toBe(false);
    expect(autoCashoutDue(1500, 1500)).toBe(true);
    expect(autoCashoutDue(1500, null)).toBe(false);
    expect(autoCashoutDue(null, 9999)).toBe(false);
  });
});
