import { jointOdds, jointProbability } from '@sportsbook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fairSumOf,
  jointModelOf,
  type MatchModel,
  type MatchState,
  type ModelKind,
  modelFromRatings,
  PREMATCH_STATE,
  quoteMatch,
} from '../../src/modules/feed/pricing/index.ts';

const ctx = { home: 'Home', away: 'Away' };
const KINDS: ModelKind[] = [
  'soccer',
  'ice-hockey',
  'basketball',
  'handball',
  'cricket',
  'tennis',
  'volleyball',
  'esports',
];

function modelOf(kind: ModelKind, home: number, away: number): MatchModel {
  return modelFromRatings(kind, home, away, { depth: 'full' });
}

/** Live states per family that the feed can produce. */
function liveState(model: MatchModel, step: number): MatchState {
  switch (model.family) {
    case 'goals':
      return step === 0
        ? { minute: 30, score: { home: 1, away: 0 } }
        : { minute: 60, score: { home: 1, away: 2 }, periodScores: [{ home: 1, away: 1 }] };
    case 'points':
      return { minute: model.regulationMinutes * (step === 0 ? 0.3 : 0.8), score: { home: 40, away: 35 } };
    case 'tennis':
      return {
        minute: 0,
        score: { home: 1, away: 0 },
        periodScores: [{ home: 6, away: 4 }],
        games: { home: 2, away: 3 },
      };
    case 'sets':
      return { minute: 0, score: { home: step, away: 1 } };
  }
}

/** Every quoted outcome with its leg: [market key, outcome id, fair probability, leg]. */
function legsOf(model: MatchModel, state: MatchState) {
  const joint = jointModelOf(model, state);
  const out: { key: string; id: string; p: number; leg: NonNullable<ReturnType<typeof joint.legOf>> }[] = [];
  for (const q of quoteMatch(model, state, ctx)) {
    // Double chance outcomes overlap (they sum to 2, fairSumOf): rescale each market to its fair sum.
    const sum = q.outcomes.reduce((s, o) => s + o.probability, 0);
    const total = sum / fairSumOf(q.marketId);
    for (const o of q.outcomes) {
      const leg = joint.legOf(q.marketId, q.specifier, o.id);
      if (leg) out.push({ key: `${q.marketId}|${q.specifier}`, id: o.id, p: o.probability / total, leg });
    }
  }
  return { joint, legs: out };
}

const win = (joint: ReturnType<typeof jointModelOf>, legs: Parameters<typeof jointProbability>[1]) => {
  const j = jointProbability(joint.scenarios, legs);
  return j.win / (j.total - j.refund);
};

describe('joint match models', () => {
  it("a single selection's joint probability is the market's fair probability (every family, prematch and live)", () => {
    for (const kind of KINDS) {
      const model = modelOf(kind, 1580, 1490);
      for (const state of [PREMATCH_STATE, liveState(model, 0), liveState(model, 1)]) {
        const { joint, legs } = legsOf(model, state);
        const quoted = quoteMatch(model, state, ctx).flatMap((q) =>
          q.outcomes.filter((o) => o.id !== 'other'),
        );
        // Every quoted outcome but "any other score" has a leg.
        expect(legs.length, kind).toBe(quoted.length);
        // The points model's team totals are a discretised bivariate normal: close, not exact.
        const tolerance = model.family === 'points' ? 0.03 : 1e-4;
        for (const l of legs) {
          expect(Math.abs(win(joint, [l.leg]) - l.p), `${kind} ${l.key} ${l.id}`).toBeLessThan(tolerance);
        }
      }
    }
  });

  it('the joint probability of any selections is at most the least of their marginals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 1300, max: 1800 }),
        fc.integer({ min: 1300, max: 1800 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 4 }),
        (kind, home, away, picks) => {
          const model = modelOf(kind, home, away);
          const { joint, legs } = legsOf(model, PREMATCH_STATE);
          const chosen = picks.map((i) => legs[i % legs.length] as (typeof legs)[number]);
          const together = jointProbability(
            joint.scenarios,
            chosen.map((c) => c.leg),
          ).win;
          for (const c of chosen) {
            expect(together).toBeLessThanOrEqual(jointProbability(joint.scenarios, [c.leg]).win + 1e-12);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('selections independent by construction multiply (soccer halves, team goals)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1300, max: 1800 }),
        fc.integer({ min: 1300, max: 1800 }),
        fc.constantFrom('home', 'draw', 'away'),
        fc.constantFrom('home', 'draw', 'away'),
        fc.constantFrom(0.5, 1.5, 2.5),
        fc.constantFrom('over', 'under'),
        (home, away, first, second, line, side) => {
          const model = modelOf('soccer', home, away);
          const joint = jointModelOf(model, PREMATCH_STATE);
          const pairs = [
            [joint.legOf(60, '', first), joint.legOf(83, '', second)],
            [joint.legOf(19, `total=${line}`, side), joint.legOf(20, `total=${line}`, 'over')],
          ];
          for (const [a, b] of pairs) {
            if (!a || !b) throw new Error('leg missing');
            const pa = jointProbability(joint.scenarios, [a]);
            const pb = jointProbability(joint.scenarios, [b]);
            const pab = jointProbability(joint.scenarios, [a, b]);
            const product = (pa.win / pa.total) * (pb.win / pb.total);
            expect(Math.abs(pab.win / pab.total - product)).toBeLessThan(1e-7);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('contradictory selections are not offered', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 1300, max: 1800 }),
        fc.integer({ min: 1300, max: 1800 }),
        (kind, home, away) => {
          const model = modelOf(kind, home, away);
          const { joint, legs } = legsOf(model, PREMATCH_STATE);
          const byMarket = new Map<string, typeof legs>();
          for (const l of legs) byMarket.set(l.key, [...(byMarket.get(l.key) ?? []), l]);
          // Two outcomes of one market that cannot both happen (every market here but double chance).
          for (const [key, list] of byMarket) {
            if (key.startsWith('10|') || key.startsWith('63|') || list.length < 2) continue;
            const [a, b] = list as [(typeof legs)[number], (typeof legs)[number]];
            const j = jointProbability(joint.scenarios, [a.leg, b.leg]);
            expect(j.win, `${kind} ${key}`).toBe(0);
            expect(jointOdds(j)).toBeNull();
          }
        },
      ),
      { numRuns: 30 },
    );
    const soccer = jointModelOf(modelOf('soccer', 1500, 1500), PREMATCH_STATE);
    const over = soccer.legOf(18, 'total=2.5', 'over');
    const oneNil = soccer.legOf(45, '', '1:0');
    if (!over || !oneNil) throw new Error('leg missing');
    expect(jointOdds(jointProbability(soccer.scenarios, [over, oneNil]))).toBeNull();
  });

  it('"home wins" and "over 2.5" are priced off the independent product', () => {
    const model = modelOf('soccer', 1650, 1450);
    const joint = jointModelOf(model, PREMATCH_STATE);
    const home = joint.legOf(1, '', 'home');
    const over = joint.legOf(18, 'total=2.5', 'over');
    if (!home || !over) throw new Error('leg missing');
    const ph = win(joint, [home]);
    const po = win(joint, [over]);
    const both = win(joint, [home, over]);
    // A strong home side wins more often in high-scoring games: positively correlated.
    expect(both).toBeGreaterThan(ph * po * 1.05);
    expect(jointOdds(jointProbability(joint.scenarios, [home, over]))).not.toBe(
      jointOdds({ win: ph * po, refund: 0, total: 1 }),
    );
  });

  it('a draw-no-bet leg refunds on a draw: priced on the decided matches', () => {
    const model = modelOf('soccer', 1500, 1500);
    const joint = jointModelOf(model, PREMATCH_STATE);
    const dnb = joint.legOf(11, '', 'home');
    const result = quoteMatch(model, PREMATCH_STATE, ctx).find((q) => q.marketId === 1);
    if (!dnb || !result) throw new Error('missing');
    const [h, , a] = result.outcomes.map((o) => o.probability) as [number, number, number];
    const j = jointProbability(joint.scenarios, [dnb]);
    expect(j.win / (j.total - j.refund)).toBeCloseTo(h / (h + a), 4);
  });
});
