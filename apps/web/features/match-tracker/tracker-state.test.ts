import type { MatchIncident } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { applyIncidents, EMPTY_TRACKER, TIMELINE_MAX, trackerStateOf } from './tracker-state.ts';

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
    expect(next.timeline.map((i) => i.id)).toEqual([12, 11, 10]);
  });

  it('skips incidents the loaded statistics already counted (pushed before the fetch answered)', () => {
    const next = applyIncidents(loaded, [incident(9, 'attack', 'home'), incident(10, 'attack', 'home')]);
    expect(next).toBe(loaded);
  });
});

describe('the state the server sends with the page', () => {
  it('keeps the newest TIMELINE_MAX incidents with only the fields the centre draws', () => {
    const incidents = Array.from({ length: TIMELINE_MAX + 5 }, (_, i) => incident(100 - i, 'attack', 'home'));
    const state = trackerStateOf(
      {
        match_id: 7,
        sport: 'soccer',
        stats: {},
        possession: { home: 50, away: 50 },
        last: incidents[0] ?? null,
      },
      { match_id: 7, sport: 'soccer', incidents },
    );
    expect(state.timeline).toHaveLength(TIMELINE_MAX);
    expect(state.timeline[0]).toEqual({
      id: 100,
      kind: 'attack',
      side: 'home',
      points: null,
      period: 1,
      match_time: '10:00',
    });
    expect(state.last).toEqual(state.timeline[0]);
  });
});
