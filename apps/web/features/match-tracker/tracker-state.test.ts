import type { MatchIncident } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  applyIncidents,
  EMPTY_TRACKER,
  TIMELINE_MAX,
  trackerStateOf,
  withTimeline,
} from './tracker-state.ts';

const incident = (id: number, kind: MatchIncident['kind'], side: 'home' | 'away' | null): MatchIncident => ({
  id,
  match_id: 7,
  kind,
  side,
  points: null,
  period: 1,
  match_time: '10:00',
  score: { home: 0, away: 0 },
  created_at: '2026-03-14T12:00:00.000Z',
});

describe('pushed incidents over the loaded statistics', () => {
  const loaded = {
    ...EMPTY_TRACKER,
    stats: { possession: { home: 3, away: 1 }, attack: { home: 2, away: 0 } },
    last: incident(10, 'attack', 'home'),
    timeline: [incident(10, 'attack', 'home')],
    loaded: true,
  };

  it('adds new incidents to the counts, the timeline (newest first) and the last incident', () => {
    const next = applyIncidents(loaded, [incident(11, 'possession', 'away'), incident(12, 'goal', 'away')]);
    expect(next.stats.possession).toEqual({ home: 3, away: 2 });
    expect(next.stats.goal).toEqual({ home: 0, away: 1 });
    expect(next.possession).toEqual({ home: 60, away: 40 });
    expect(next.last?.id).toBe(12);
    expect(next.timeline?.map((i) => i.id)).toEqual([12, 11, 10]);
  });

  it('skips incidents the loaded statistics already counted (pushed before the fetch answered)', () => {
    const next = applyIncidents(loaded, [incident(9, 'attack', 'home'), incident(10, 'attack', 'home')]);
    expect(next).toBe(loaded);
  });
});

describe('the state the server sends with the page, and the timeline read on its tab', () => {
  const stats = { match_id: 7, sport: 'soccer' as const, possession: { home: 50, away: 50 } };

  it('carries the statistics and the newest incident, not the timeline', () => {
    const state = trackerStateOf({
      ...stats,
      stats: { attack: { home: 1, away: 0 } },
      last: incident(5, 'attack', 'home'),
    });
    expect(state.timeline).toBeNull();
    expect(state.last).toEqual({
      id: 5,
      kind: 'attack',
      side: 'home',
      points: null,
      period: 1,
      match_time: '10:00',
    });
  });

  it('keeps the newest TIMELINE_MAX incidents of the timeline, with only the fields the centre draws', () => {
    const incidents = Array.from({ length: TIMELINE_MAX + 5 }, (_, i) => incident(100 - i, 'attack', 'home'));
    const state = withTimeline(trackerStateOf({ ...stats, stats: {}, last: incidents[0] ?? null }), {
      match_id: 7,
      sport: 'soccer',
      incidents,
    });
    expect(state.timeline).toHaveLength(TIMELINE_MAX);
    expect(state.timeline?.[0]).toEqual(state.last);
  });

  it('counts each pushed incident once, in the statistics and in a timeline read after some of them', () => {
    // The page's statistics end at incident 5; 6 and 7 are pushed; the timeline, read later, has 6.
    const page = trackerStateOf({
      ...stats,
      stats: { attack: { home: 1, away: 0 } },
      last: incident(5, 'attack', 'home'),
    });
    const pushed = [incident(6, 'attack', 'home'), incident(7, 'goal', 'away')];
    const before = applyIncidents(page, pushed);
    expect(before.stats.attack).toEqual({ home: 2, away: 0 });
    expect(before.timeline).toBeNull();
    const read = {
      match_id: 7,
      sport: 'soccer' as const,
      incidents: [incident(6, 'attack', 'home'), incident(5, 'attack', 'home')],
    };
    const after = applyIncidents(withTimeline(page, read), pushed);
    expect(after.stats).toEqual(before.stats);
    expect(after.timeline?.map((i) => i.id)).toEqual([7, 6, 5]);
    expect(after.last?.id).toBe(7);
  });
});
