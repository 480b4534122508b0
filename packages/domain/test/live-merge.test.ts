import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendLiveMatch,
  isLiveListStatus,
  isMissingLiveMatch,
  type LiveMarket,
  type LiveOutcome,
  MarketStatus,
  MatchStatus,
  marketKeyOf,
  mergeLiveList,
  mergeMarkets,
  mergeMatch,
  mergeOutcomes,
  pickHeadlineMarket,
  replaceEqualDeep,
} from '../src/index.ts';

/** A deep copy (JSON), so equal values arrive as new objects like a push update's do. */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

interface TestMatch {
  id: number;
  status: number;
  stage: string | null;
  statistics: {
    total_score: { home: number; away: number } | null;
    clock: { match_time: string | null; stopped: boolean } | null;
    period_score: { period_key: string; home: number; away: number }[];
  } | null;
}

function match(overrides: Partial<TestMatch> = {}): TestMatch {
  return {
    id: 1,
    status: MatchStatus.live,
    stage: '1st half',
    statistics: {
      total_score: { home: 0, away: 0 },
      clock: { match_time: '10:00', stopped: false },
      period_score: [{ period_key: 'p1', home: 0, away: 0 }],
    },
    ...overrides,
  };
}

const outcome = (id: string, odds: number, active = true): LiveOutcome => ({ id, odds, active });
const market = (
  id: number,
  outcomes: LiveOutcome[],
  status: number = MarketStatus.allowed,
  specifier = '',
): LiveMarket & { name: string } => ({ id, specifier, status, outcomes, name: `m${id}` });

describe('mergeMatch', () => {
  it('returns the old match when the update changes nothing', () => {
    const old = match();
    const same = mergeMatch(old, {
      id: 1,
      status: MatchStatus.live,
      statistics: clone(old.statistics),
    });
    expect(same).toBe(old);
  });

  it('keeps the old score object when only the clock changes', () => {
    const old = match();
    const statistics = clone(old.statistics);
    if (!statistics?.clock) throw new Error('fixture');
    statistics.clock.match_time = '11:00';
    const next = mergeMatch(old, { id: 1, statistics });
    expect(next).not.toBe(old);
    expect(next.statistics).not.toBe(old.statistics);
    expect(next.statistics?.total_score).toBe(old.statistics?.total_score);
    expect(next.statistics?.period_score).toBe(old.statistics?.period_score);
    expect(next.statistics?.clock?.match_time).toBe('11:00');
  });

  it('replaces the score on a goal and keeps fields the update leaves out', () => {
    const old = match();
    const statistics = clone(old.statistics);
    if (!statistics?.total_score) throw new Error('fixture');
    statistics.total_score.home = 1;
    const next = mergeMatch(old, { id: 1, statistics });
    expect(next.statistics?.total_score).toEqual({ home: 1, away: 0 });
    expect(next.statistics?.clock).toBe(old.statistics?.clock);
    expect(next.stage).toBe('1st half');
  });

  it('keeps the statistics object when only the status changes', () => {
    const old = match();
    const next = mergeMatch(old, { id: 1, status: MatchStatus.finished });
    expect(next.status).toBe(MatchStatus.finished);
    expect(next.statistics).toBe(old.statistics);
  });

  it('is idempotent and structurally equal to a plain spread (property)', () => {
    const score = fc.record({ home: fc.nat(9), away: fc.nat(9) });
    const stats = fc.record({
      total_score: fc.option(score, { nil: null }),
      clock: fc.option(
        fc.record({ match_time: fc.option(fc.string(), { nil: null }), stopped: fc.boolean() }),
        {
          nil: null,
        },
      ),
      period_score: fc.array(fc.record({ period_key: fc.string(), home: fc.nat(9), away: fc.nat(9) }), {
        maxLength: 3,
      }),
    });
    const arbMatch = fc.record({
      id: fc.constant(1),
      status: fc.integer({ min: 0, max: 5 }),
      stage: fc.option(fc.string(), { nil: null }),
      statistics: fc.option(stats, { nil: null }),
    });
    fc.assert(
      fc.property(arbMatch, arbMatch, (old, update) => {
        const next = mergeMatch(old, update);
        expect(next).toEqual({ ...old, ...update });
        expect(mergeMatch(next, update)).toBe(next);
        if (JSON.stringify(old.statistics) === JSON.stringify(update.statistics)) {
          expect(next.statistics).toBe(old.statistics);
        }
      }),
    );
  });
});

describe('replaceEqualDeep', () => {
  it('shares equal parts and replaces changed ones', () => {
    const old = { a: { x: 1 }, b: [1, 2], c: 'c' };
    const next = replaceEqualDeep(old, { a: { x: 1 }, b: [1, 3], c: 'c' });
    expect(next.a).toBe(old.a);
    expect(next.b).toEqual([1, 3]);
    expect(replaceEqualDeep(old, clone(old))).toBe(old);
  });
});

describe('mergeMarkets', () => {
  it('keeps the old outcome object when odds and active are equal', () => {
    const home = outcome('1', 2100);
    const draw = outcome('2', 3300);
    const away = outcome('3', 3500);
    const old = [market(1, [home, draw, away])];
    const next = mergeMarkets(old, [market(1, [outcome('1', 2100), outcome('2', 3400), outcome('3', 3500)])]);
    const merged = next[0];
    expect(merged?.outcomes[0]).toBe(home);
    expect(merged?.outcomes[1]).not.toBe(draw);
    expect(merged?.outcomes[1]?.odds).toBe(3400);
    expect(merged?.outcomes[2]).toBe(away);
  });

  it('returns the old list when the update changes nothing', () => {
    const old = [market(1, [outcome('1', 2100), outcome('2', 1800)]), market(2, [outcome('a', 1900)])];
    const next = mergeMarkets(old, [clone(old[1] as LiveMarket & { name: string })]);
    expect(next).toBe(old);
  });

  it('keeps untouched markets by identity and replaces a changed active flag', () => {
    const first = market(1, [outcome('1', 2100), outcome('2', 1800)]);
    const second = market(18, [outcome('12', 1900), outcome('13', 1900)], MarketStatus.allowed, 'total=2.5');
    const next = mergeMarkets(
      [first, second],
      [market(18, [outcome('12', 1900, false), outcome('13', 1900)], MarketStatus.suspended, 'total=2.5')],
    );
    expect(next[0]).toBe(first);
    expect(next[1]?.status).toBe(MarketStatus.suspended);
    expect(next[1]?.outcomes[0]?.active).toBe(false);
    expect(next[1]?.outcomes[1]).toBe(second.outcomes[1]);
  });

  it('drops markets whose status turns 0 and appends new ones', () => {
    const first = market(1, [outcome('1', 2100)]);
    const second = market(2, [outcome('1', 2100)]);
    const next = mergeMarkets(
      [first, second],
      [market(1, [outcome('1', 2100)], MarketStatus.notAllowed), market(3, [outcome('x', 1500)])],
    );
    expect(next.map(marketKeyOf)).toEqual(['2|', '3|']);
    expect(next[0]).toBe(second);
  });

  it('does not append a new market whose status is 0', () => {
    const old = [market(1, [outcome('1', 2100)])];
    expect(mergeMarkets(old, [market(9, [], MarketStatus.notAllowed)])).toBe(old);
  });

  it('tells markets apart by specifier', () => {
    const a = market(18, [outcome('12', 1800)], 1, 'total=2.5');
    const b = market(18, [outcome('12', 1800)], 1, 'total=3.5');
    const next = mergeMarkets([a, b], [market(18, [outcome('12', 2000)], 1, 'total=3.5')]);
    expect(next[0]).toBe(a);
    expect(next[1]?.outcomes[0]?.odds).toBe(2000);
  });

  it('keeps every unchanged outcome by identity (property)', () => {
    const arbOutcomes = fc.uniqueArray(
      fc.record({
        id: fc.constantFrom('1', '2', '3', '4'),
        odds: fc.integer({ min: 1001, max: 3000 }),
        active: fc.boolean(),
      }),
      { selector: (o) => o.id, maxLength: 4 },
    );
    fc.assert(
      fc.property(arbOutcomes, arbOutcomes, (before, after) => {
        const merged = mergeOutcomes(before, after);
        expect(merged).toEqual(after);
        for (const item of merged) {
          const previous = before.find((o) => o.id === item.id);
          if (previous && previous.odds === item.odds && previous.active === item.active) {
            expect(item).toBe(previous);
          }
        }
      }),
    );
  });
});

describe('live list', () => {
  it('keeps live and stopped matches, not closed or finished ones', () => {
    expect(Object.values(MatchStatus).filter(isLiveListStatus)).toEqual([
      MatchStatus.live,
      MatchStatus.stopped,
    ]);
  });

  it('removes a match once it is finished or closed', () => {
    const list = [match({ id: 1 }), match({ id: 2 })];
    expect(mergeLiveList(list, { id: 1, status: MatchStatus.finished }).map((m) => m.id)).toEqual([2]);
    expect(mergeLiveList(list, { id: 2, status: MatchStatus.closed }).map((m) => m.id)).toEqual([1]);
  });

  it('merges an update in place and keeps the other matches by identity', () => {
    const list = [match({ id: 1 }), match({ id: 2 })];
    const next = mergeLiveList(list, { id: 2, stage: '2nd half' });
    expect(next[0]).toBe(list[0]);
    expect(next[1]?.stage).toBe('2nd half');
    expect(next[1]?.statistics).toBe(list[1]?.statistics);
  });

  it('returns the same list for no-op updates and unknown matches', () => {
    const list = [match({ id: 1 })];
    expect(mergeLiveList(list, { id: 1, status: MatchStatus.live })).toBe(list);
    expect(mergeLiveList(list, { id: 7, status: MatchStatus.live })).toBe(list);
  });

  it('appends a new live match at the end, once', () => {
    const list = [match({ id: 1 })];
    expect(isMissingLiveMatch(list, { id: 5, status: MatchStatus.live })).toBe(true);
    expect(isMissingLiveMatch(list, { id: 5, status: MatchStatus.prematch })).toBe(false);
    expect(isMissingLiveMatch(list, { id: 1, status: MatchStatus.live })).toBe(false);
    expect(isMissingLiveMatch(list, { id: 5 })).toBe(false);
    const added = appendLiveMatch(list, match({ id: 5 }));
    expect(added.map((m) => m.id)).toEqual([1, 5]);
    expect(added[0]).toBe(list[0]);
    expect(appendLiveMatch(added, match({ id: 5 }))).toBe(added);
    expect(appendLiveMatch(list, match({ id: 6, status: MatchStatus.finished }))).toBe(list);
  });
});

describe('pickHeadlineMarket', () => {
  const typeOf = (m: { type: number }) => m.type;
  const balanced = (m: { balanced: boolean }) => m.balanced;
  it('picks the most balanced line of the type, else the first line of it, else none', () => {
    const a = { type: 18, balanced: false };
    const b = { type: 18, balanced: true };
    const other = { type: 1, balanced: true };
    expect(pickHeadlineMarket([other, a, b], 18, typeOf, balanced)).toBe(b);
    expect(pickHeadlineMarket([other, a], 18, typeOf, balanced)).toBe(a);
    expect(pickHeadlineMarket([other], 18, typeOf, balanced)).toBeNull();
  });
  it('always returns a line of the asked type from the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.integer({ min: 1, max: 4 }), balanced: fc.boolean() })),
        fc.integer({ min: 1, max: 4 }),
        (list, type) => {
          const picked = pickHeadlineMarket(list, type, typeOf, balanced);
          if (picked === null) expect(list.some((m) => m.type === type)).toBe(false);
          else {
            expect(list).toContain(picked);
            expect(picked.type).toBe(type);
            if (list.some((m) => m.type === type && m.balanced)) expect(picked.balanced).toBe(true);
          }
        },
      ),
    );
  });
});
