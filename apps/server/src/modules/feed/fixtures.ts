import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CompetitorJson, competitors, events, markets, sports, tournaments } from '../../db/schema.ts';
import { type LeagueDef, SPORTS, type SportDef } from '../../seed/catalogue.ts';
import { matchName, openMarketRow, URN_PREFIX } from '../../seed/match-rows.ts';
import { slugify } from '../../seed/names.ts';
import type { Random } from '../../seed/random.ts';
import { type MatchModel, modelFromRatings, PREMATCH_STATE, priceMatch } from './pricing/index.ts';

/**
 * New fixtures so that the book never runs dry: every league keeps at least as many upcoming
 * matches as it had when the feed started, built the way the seed builds them (same sport and
 * league definitions, ratings, pricing model, names).
 */

const MIN = 60_000;
const HOUR = 60 * MIN;

interface Team {
  id: number;
  name: string;
  rating: number;
}

export interface League {
  tournamentId: number;
  sportId: number;
  categoryId: number;
  sport: SportDef;
  def: LeagueDef | null;
  teams: Team[];
  topMarkets: number[];
  /** Upcoming matches to keep. */
  target: number;
}

/** The sport definition (seed catalogue) of a sport key. */
export function sportDef(key: string): SportDef | undefined {
  return SPORTS.find((s) => s.key === key);
}

function leagueDef(sport: SportDef, slug: string): LeagueDef | null {
  return sport.leagues.find((l) => l.slug === slug || `${l.category}-${l.slug}` === slug) ?? null;
}

/** Leagues with their teams (from the matches they play) and their number of upcoming matches. */
export async function loadLeagues(db: Db): Promise<League[]> {
  const rows = await db
    .select({
      tournamentId: tournaments.id,
      slug: tournaments.slug,
      sportId: tournaments.sportId,
      categoryId: tournaments.categoryId,
      sportKey: sports.key,
    })
    .from(tournaments)
    .innerJoin(sports, eq(sports.id, tournaments.sportId))
    .orderBy(tournaments.id);
  const matchRows = await db
    .select({
      tournamentId: events.tournamentId,
      competitors: events.competitors,
      status: events.status,
      topMarkets: events.topMarkets,
    })
    .from(events)
    .where(eq(events.type, 'match'))
    .orderBy(events.id);
  const teamIds = new Map<number, Map<number, string>>();
  const upcoming = new Map<number, number>();
  const top = new Map<number, number[]>();
  for (const m of matchRows) {
    const c = m.competitors as { home: CompetitorJson; away: CompetitorJson };
    if (!c.home || !c.away) continue;
    const map = teamIds.get(m.tournamentId) ?? new Map<number, string>();
    map.set(c.home.id, c.home.name);
    map.set(c.away.id, c.away.name);
    teamIds.set(m.tournamentId, map);
    if (m.status === 0) upcoming.set(m.tournamentId, (upcoming.get(m.tournamentId) ?? 0) + 1);
    if (!top.has(m.tournamentId)) top.set(m.tournamentId, m.topMarkets);
  }
  const allIds = [...new Set([...teamIds.values()].flatMap((m) => [...m.keys()]))];
  const ratings = new Map<number, number>();
  for (let i = 0; i < allIds.length; i += 1000) {
    const chunk = allIds.slice(i, i + 1000);
    for (const r of await db
      .select({ id: competitors.id, rating: competitors.rating })
      .from(competitors)
      .where(inArray(competitors.id, chunk))) {
      ratings.set(r.id, r.rating);
    }
  }
  const leagues: League[] = [];
  for (const r of rows) {
    const sport = sportDef(r.sportKey);
    const teams = [...(teamIds.get(r.tournamentId) ?? new Map()).entries()]
      .map(([id, name]) => ({ id, name, rating: ratings.get(id) ?? 1500 }))
      .sort((a, b) => a.id - b.id);
    if (!sport || teams.length < 2) continue;
    leagues.push({
      tournamentId: r.tournamentId,
      sportId: r.sportId,
      categoryId: r.categoryId,
      sport,
      def: leagueDef(sport, r.slug),
      teams,
      topMarkets: top.get(r.tournamentId) ?? [],
      target: Math.max(1, upcoming.get(r.tournamentId) ?? 0),
    });
  }
  return leagues;
}

/**
 * Adds fixtures to leagues that have fewer upcoming matches than their target; at most `limit` per
 * call. Returns the new event ids.
 */
export async function topUpFixtures(
  db: Db,
  leagues: readonly League[],
  rng: Random,
  now: Date,
  limit = 20,
): Promise<number[]> {
  if (leagues.length === 0) return [];
  const counts = await db
    .select({ id: events.tournamentId, n: count(), latest: max(events.startTime) })
    .from(events)
    .where(and(eq(events.type, 'match'), eq(events.status, 0)))
    .groupBy(events.tournamentId);
  const byLeague = new Map(counts.map((c) => [c.id, c]));
  const [seq] = await db.select({ n: max(events.id) }).from(events);
  let next = (seq?.n ?? 0) + 1;
  const created: number[] = [];
  for (const league of leagues) {
    const current = byLeague.get(league.tournamentId);
    let missing = league.target - (current?.n ?? 0);
    let latest = current?.latest ? current.latest.getTime() : now.getTime();
    while (missing > 0 && created.length < limit) {
      const r = rng.fork(`fixture:${next}`);
      const start = kickOff(league, Math.max(latest, now.getTime() + HOUR), r);
      const id = await insertFixture(db, league, start, next, r, now);
      created.push(id);
      latest = start.getTime();
      next++;
      missing--;
    }
    if (created.length >= limit) break;
  }
  return created;
}

/** The first league slot at least 2 hours after `after` (slots are UTC hours). */
function kickOff(league: League, after: number, r: Random): Date {
  const slots = league.def?.slots ?? [18];
  const base = after + r.int(2, 20) * HOUR;
  const day = new Date(base);
  const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const slot = r.pick(slots);
  let t = dayStart + Math.round(slot * 4) * 15 * MIN;
  if (t < base) t += 24 * HOUR;
  return new Date(t);
}

async function insertFixture(
  db: Db,
  league: League,
  start: Date,
  seq: number,
  r: Random,
  now: Date,
): Promise<number> {
  const order = r.shuffle(league.teams);
  const home = order[0] as Team;
  const away = order[1] as Team;
  const def = league.def;
  const s = league.sport;
  const model: MatchModel = modelFromRatings(s.kind, home.rating, away.rating, {
    ...(def?.leagueTotal !== undefined ? { leagueTotal: def.leagueTotal } : {}),
    ...(def?.bestOf !== undefined ? { bestOf: def.bestOf } : {}),
    ...(def?.regulationMinutes !== undefined ? { regulationMinutes: def.regulationMinutes } : {}),
    ...(def?.neutral ? { homeAdvantage: 0 } : {}),
    depth: def?.deep ? 'full' : 'basic',
  });
  const name = matchName(home.name, away.name);
  const provider = s.provider;
  const [row] = await db
    .insert(events)
    .values({
      urnId: `${URN_PREFIX[provider] ?? 'sr'}:match:${70_000_000 + seq}`,
      type: 'match',
      slug: `${slugify(home.name)}-vs-${slugify(away.name)}-${seq}`,
      sportId: league.sportId,
      categoryId: league.categoryId,
      tournamentId: league.tournamentId,
      name,
      competitors: {
        home: { id: home.id, name: home.name, logo: null },
        away: { id: away.id, name: away.name, logo: null },
      },
      searchText: `${home.name} ${away.name} ${def?.name.en ?? ''}`.toLowerCase().trim(),
      startTime: start,
      status: 0,
      provider,
      hasVideo: r.chance(def?.isTop ? 0.5 : 0.15),
      isProviderStatsAvailable: provider === 'betradar' && r.chance(0.8),
      statistics: null,
      topMarkets: league.topMarkets,
      betsCount: 0,
      model: model as unknown as Record<string, unknown>,
      updatedAt: now,
    })
    .returning({ id: events.id });
  const eventId = (row as { id: number }).id;
  const priced = priceMatch(model, PREMATCH_STATE, { home: home.name, away: away.name });
  if (priced.length > 0) {
    await db.insert(markets).values(
      priced.map((m) =>
        openMarketRow(eventId, m, {
          nextBetStop: start,
          customBet: provider === 'betradar',
          provider,
          now,
        }),
      ),
    );
  }
  return eventId;
}
