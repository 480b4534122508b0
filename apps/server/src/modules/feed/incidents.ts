import type { TrackerIncidentKind, TrackerSport } from '@sportsbook/domain';
import { Random } from '../../seed/random.ts';
import type { LiveEvent, LiveMatch, Side } from './live.ts';

/**
 * The match tracker's incidents (modules/match-tracker): the feed's own events (goals, points, games,
 * periods) and the play between them (possession, attacks, shots, corners, cards, serves), drawn from
 * a random stream of their own so that the scores and prices of a seed stay what they were.
 */

/** One incident as match_incidents stores it (`id` once written). */
export interface IncidentRow {
  id?: number;
  eventId: number;
  kind: TrackerIncidentKind;
  side: Side | null;
  points: number | null;
  period: number | null;
  matchTime: string | null;
  score: { home: number; away: number };
  createdAt: Date;
}

const SECOND = 1000;
/** Most ambient incidents one match gets per step (a long step does not flood the timeline). */
const MAX_AMBIENT_PER_STEP = 2;

/** Seconds between ambient incidents per sport. */
const GAP: Record<TrackerSport, [number, number]> = {
  soccer: [10, 28],
  basketball: [6, 16],
  tennis: [15, 35],
};

/** Soccer's play between goals: what comes next and how likely. */
const SOCCER_PLAY: [TrackerIncidentKind | 'turnover', number][] = [
  ['turnover', 0.32],
  ['attack', 0.3],
  ['dangerous_attack', 0.16],
  ['shot_off_target', 0.08],
  ['shot_on_target', 0.05],
  ['corner', 0.06],
  ['yellow_card', 0.025],
  ['red_card', 0.002],
  ['possession', 0.003],
];

export function trackerSportOf(flavour: string): TrackerSport | null {
  return flavour === 'soccer' || flavour === 'basketball' || flavour === 'tennis' ? flavour : null;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

interface PlayState {
  rng: Random;
  nextAt: number;
  side: Side;
  /** Tennis: points of the current game when last seen (the live match reports only games). */
  points: { home: number; away: number };
}

export class MatchIncidentFeed {
  private readonly play = new Map<number, PlayState>();

  constructor(private readonly seed: number) {}

  /** Incidents of one match for `list` (its events of a step) and the play up to `at` (sim ms). */
  collect(id: number, live: LiveMatch, list: readonly LiveEvent[], at: number): IncidentRow[] {
    const sport = trackerSportOf(live.feed.flavour);
    if (!sport) return [];
    const state = this.stateOf(id, sport, at);
    const base = {
      eventId: id,
      period: live.feed.period,
      matchTime: live.stats.clock?.match_time ?? null,
      score: { ...live.score },
      createdAt: new Date(at),
    };
    const out: IncidentRow[] = [];
    const add = (kind: TrackerIncidentKind, side: Side | null, points: number | null = null) =>
      out.push({ ...base, kind, side, points });
    if (live.feed.phase === 'play') {
      let n = 0;
      while (state.nextAt <= at && n < MAX_AMBIENT_PER_STEP) {
        this.ambient(sport, state, live, add);
        state.nextAt += this.gap(sport, state.rng);
        n++;
      }
      if (state.nextAt <= at) state.nextAt = at + this.gap(sport, state.rng);
    } else {
      state.nextAt = at + this.gap(sport, state.rng);
    }
    if (sport === 'tennis' && !list.some((e) => e.type === 'game')) {
      for (const side of ['home', 'away'] as const) {
        const won = Math.min(3, live.feed.points[side] - state.points[side]);
        for (let i = 0; i < won; i++) add('point', side);
      }
    }
    for (const e of list) this.fromEvent(sport, e, state, add);
    state.points = { ...live.feed.points };
    if (live.ended) this.play.delete(id);
    return out;
  }

  private stateOf(id: number, sport: TrackerSport, at: number): PlayState {
    let state = this.play.get(id);
    if (!state) {
      const rng = new Random(this.seed).fork(`tracker:${id}`);
      state = {
        rng,
        nextAt: at + this.gap(sport, rng),
        side: rng.chance(0.5) ? 'home' : 'away',
        points: { home: 0, away: 0 },
      };
      this.play.set(id, state);
    }
    return state;
  }

  private gap(sport: TrackerSport, rng: Random): number {
    const [lo, hi] = GAP[sport];
    return rng.int(lo, hi) * SECOND;
  }

  private ambient(
    sport: TrackerSport,
    state: PlayState,
    live: LiveMatch,
    add: (kind: TrackerIncidentKind, side: Side | null) => void,
  ): void {
    if (sport === 'tennis') {
      add('serve', live.stats.current_server ?? state.side);
      return;
    }
    if (sport === 'basketball') {
      if (state.rng.chance(0.5)) {
        state.side = other(state.side);
        add('possession', state.side);
      } else add('attack', state.side);
      return;
    }
    let roll = state.rng.next();
    for (const [kind, p] of SOCCER_PLAY) {
      roll -= p;
      if (roll > 0) continue;
      if (kind === 'turnover') {
        state.side = other(state.side);
        add('possession', state.side);
      } else if (kind === 'yellow_card' || kind === 'red_card') {
        add(kind, other(state.side));
      } else add(kind, state.side);
      return;
    }
    add('possession', state.side);
  }

  private fromEvent(
    sport: TrackerSport,
    e: LiveEvent,
    state: PlayState,
    add: (kind: TrackerIncidentKind, side: Side | null, points?: number | null) => void,
  ): void {
    switch (e.type) {
      case 'score':
        if (sport === 'soccer') {
          add('shot_on_target', e.side);
          add('goal', e.side);
          state.side = other(e.side);
        } else if (sport === 'basketball') {
          add('score', e.side, e.points);
          state.side = other(e.side);
        } else add('point', e.side);
        return;
      case 'game':
        add('point', e.side);
        add('game', e.side);
        return;
      case 'period_start':
      case 'period_end':
        add(e.type, null);
        return;
      case 'end':
        add('end', null);
        return;
      default:
        return;
    }
  }
}
