/**
 * Match tracker rules (SPEC §7 widget stats): what the feed reports of a match in play, how those
 * incidents add up to statistics, and where the tracker draws the ball. The server counts with the
 * same rule the web app applies to pushed incidents, so a late viewer and a watching one agree.
 */

/** Incident kinds the tracker knows; each line says when the feed reports it. */
export const TrackerIncidentKind = {
  /** A side has the ball (soccer, basketball). */
  possession: 'possession',
  /** A side attacks (soccer: in the opponent's half; basketball: half-court set). */
  attack: 'attack',
  /** Soccer: an attack near the opponent's box. */
  dangerous_attack: 'dangerous_attack',
  /** Soccer: a shot that missed the goal. */
  shot_off_target: 'shot_off_target',
  /** Soccer: a shot on goal (saved or scored). */
  shot_on_target: 'shot_on_target',
  /** Soccer: a corner kick. */
  corner: 'corner',
  /** Soccer: a yellow card. */
  yellow_card: 'yellow_card',
  /** Soccer: a red card. */
  red_card: 'red_card',
  /** Soccer: a goal. */
  goal: 'goal',
  /** Basketball: points scored (`points` 1 to 3). */
  score: 'score',
  /** Tennis: a serve (the side serving). */
  serve: 'serve',
  /** Tennis: a point won. */
  point: 'point',
  /** Tennis: a game won. */
  game: 'game',
  /** A period (half, quarter, set) begins. */
  period_start: 'period_start',
  /** A period ends. */
  period_end: 'period_end',
  /** The match is over. */
  end: 'end',
} as const;
export type TrackerIncidentKind = (typeof TrackerIncidentKind)[keyof typeof TrackerIncidentKind];
export const TRACKER_INCIDENT_KINDS = Object.values(TrackerIncidentKind) as [
  TrackerIncidentKind,
  ...TrackerIncidentKind[],
];

/** Sports the tracker draws. */
export const TRACKER_SPORTS = ['soccer', 'basketball', 'tennis'] as const;
export type TrackerSport = (typeof TRACKER_SPORTS)[number];

export type TrackerSide = 'home' | 'away';

/** The tracker a sport key has (the seed's keys soccer, basketball, tennis), else null. */
export function trackerSportOfKey(sportKey: string): TrackerSport | null {
  return (TRACKER_SPORTS as readonly string[]).includes(sportKey) ? (sportKey as TrackerSport) : null;
}

/** The part of an incident the counting and drawing rules read. */
export interface TrackerIncidentLike {
  kind: TrackerIncidentKind;
  side: TrackerSide | null;
  /** Points of a `score` incident (basketball), else null. */
  points: number | null;
}

/** Counts per statistic and side. */
export type TrackerStats = Record<string, { home: number; away: number }>;

/** Kinds counted as statistics per sport, in display order. */
export const TRACKER_STAT_KINDS: Record<TrackerSport, readonly TrackerIncidentKind[]> = {
  soccer: [
    'attack',
    'dangerous_attack',
    'shot_on_target',
    'shot_off_target',
    'corner',
    'yellow_card',
    'red_card',
    'goal',
  ],
  basketball: ['attack', 'score'],
  tennis: ['serve', 'point', 'game'],
};

/** Kinds that put the ball with a side (possession share counts them). */
const POSSESSION_KINDS: ReadonlySet<TrackerIncidentKind> = new Set([
  'possession',
  'attack',
  'dangerous_attack',
]);

/** `stats` with one incident added (a new object; basketball `score` adds its points). */
export function statsWithIncident(stats: TrackerStats, incident: TrackerIncidentLike): TrackerStats {
  if (incident.side === null) return stats;
  const kind = POSSESSION_KINDS.has(incident.kind) ? ['possession', incident.kind] : [incident.kind];
  const next: TrackerStats = { ...stats };
  for (const k of new Set(kind)) {
    const prior = next[k] ?? { home: 0, away: 0 };
    const add = incident.kind === 'score' && k === 'score' ? (incident.points ?? 1) : 1;
    next[k] = { ...prior, [incident.side]: prior[incident.side] + add };
  }
  return next;
}

/** Home's share of possession in whole percent (50 before any possession incident). */
export function possessionPercent(stats: TrackerStats): { home: number; away: number } {
  const p = stats.possession ?? { home: 0, away: 0 };
  const total = p.home + p.away;
  const home = total === 0 ? 50 : Math.round((p.home * 100) / total);
  return { home, away: 100 - home };
}

/** Where the tracker draws the ball: x 0 (home goal) to 100 (away goal), y 0 to 100 (touchline). */
export interface TrackerPoint {
  x: number;
  y: number;
}

/** How far up the pitch each kind happens, as a share of the attacking side's way (0 to 50). */
const DEPTH: Partial<Record<TrackerIncidentKind, number>> = {
  possession: 10,
  attack: 25,
  dangerous_attack: 38,
  shot_off_target: 44,
  shot_on_target: 46,
  corner: 50,
  goal: 50,
  score: 44,
  yellow_card: 20,
  red_card: 20,
};

/**
 * The ball's place for an incident: home attacks towards x 100, away towards x 0 (soccer and
 * basketball); tennis puts the server's side at its baseline and a point at the loser's side.
 */
export function trackerPointOf(sport: TrackerSport, incident: TrackerIncidentLike): TrackerPoint {
  if (incident.side === null) return { x: 50, y: 50 };
  const toward = incident.side === 'home' ? 1 : -1;
  if (sport === 'tennis') {
    const depth = incident.kind === 'serve' ? -45 : 30;
    return { x: 50 + toward * depth, y: incident.kind === 'serve' ? 35 : 60 };
  }
  const depth = DEPTH[incident.kind] ?? 0;
  const y = incident.kind === 'corner' ? 4 : incident.kind === 'attack' ? 35 : 50;
  return { x: 50 + toward * depth, y };
}
