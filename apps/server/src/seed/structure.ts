import type { Db } from '../db/client.ts';
import { categories, competitors, sports, tournaments } from '../db/schema.ts';
import { COUNTRIES, SPORT_NAMES } from '../modules/feed/i18n.ts';
import type { SportDef } from './catalogue.ts';
import { URN_PREFIX } from './match-rows.ts';
import { competitorNames } from './names.ts';
import type { Random } from './random.ts';

/** The catalogue's structure: sports, categories, competitors (teams per league) and tournaments. */

const BATCH = 500;

export interface Team {
  id: number;
  name: string;
  town: string | null;
  rating: number;
}

/** The ids of the structure's rows, by key (`sport:category`, `sport:league`). */
export interface SeedStructure {
  sportIds: number[];
  categoryId: Map<string, number>;
  categoryCount: number;
  teamsByLeague: Map<string, Team[]>;
  competitorCount: number;
  tournamentId: Map<string, number>;
  tournamentSlugs: Map<string, string>;
  tournamentCount: number;
}

async function insertReturningIds<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const returned = await insert(rows.slice(i, i + BATCH));
    ids.push(...returned.map((r) => r.id));
  }
  return ids;
}

/** Writes the structure of `sportDefs`; teams are drawn from `rng`. */
export async function insertStructure(db: Db, sportDefs: SportDef[], rng: Random): Promise<SeedStructure> {
  const sportIds = await insertSports(db, sportDefs);
  const { categoryId, categoryCount } = await insertCategories(db, sportDefs, sportIds);
  const { teamsByLeague, competitorCount } = await insertCompetitors(db, sportDefs, sportIds, rng);
  const tournamentsWritten = await insertTournaments(db, sportDefs, sportIds, categoryId);
  return { sportIds, categoryId, categoryCount, teamsByLeague, competitorCount, ...tournamentsWritten };
}

function insertSports(db: Db, sportDefs: SportDef[]): Promise<number[]> {
  return insertReturningIds(
    sportDefs.map((s) => ({
      urnId: `${URN_PREFIX[s.provider]}:sport:${s.urnSportId}`,
      key: s.key,
      type: s.type,
      provider: s.provider,
      name: SPORT_NAMES[s.key] ?? { en: s.key },
      priority: s.priority,
      priorities: s.priorities,
      mainMarketId: s.main[0],
      secondaryMarketId: s.secondary?.[0] ?? null,
      mainMarketOutcomesCount: s.main[1],
      secondaryMarketOutcomesCount: s.secondary?.[1] ?? 0,
    })),
    (chunk) => db.insert(sports).values(chunk).returning({ id: sports.id }),
  );
}

async function insertCategories(
  db: Db,
  sportDefs: SportDef[],
  sportIds: number[],
): Promise<{ categoryId: Map<string, number>; categoryCount: number }> {
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const categoryKeys: string[] = [];
  sportDefs.forEach((s, i) => {
    const seen = new Set<string>();
    for (const league of s.leagues) {
      if (seen.has(league.category)) continue;
      seen.add(league.category);
      const country = COUNTRIES[league.category] ?? { code: null, name: { en: league.category } };
      const priority = s.categoryPriority?.[league.category] ?? Math.max(10, 60 - seen.size * 3);
      categoryRows.push({
        sportId: sportIds[i] as number,
        slug: league.category,
        name: country.name,
        countryCode: country.code,
        priority,
        priorities: s.type === 'cyber' ? { cybersport: priority } : { home: priority },
      });
      categoryKeys.push(`${s.key}:${league.category}`);
    }
  });
  const categoryIdList = await insertReturningIds(categoryRows, (chunk) =>
    db.insert(categories).values(chunk).returning({ id: categories.id }),
  );
  const categoryId = new Map(categoryKeys.map((k, i) => [k, categoryIdList[i] as number]));
  return { categoryId, categoryCount: categoryIdList.length };
}

/** Competitors, per league (international leagues reuse the best clubs of their source leagues). */
async function insertCompetitors(
  db: Db,
  sportDefs: SportDef[],
  sportIds: number[],
  rng: Random,
): Promise<{ teamsByLeague: Map<string, Team[]>; competitorCount: number }> {
  const teamsByLeague = new Map<string, Team[]>();
  const competitorRows: (typeof competitors.$inferInsert)[] = [];
  const pendingTeams: {
    key: string;
    name: string;
    town: string | null;
    rating: number;
    sportIndex: number;
  }[] = [];
  sportDefs.forEach((s, si) => {
    const taken = new Set<string>();
    const r = rng.fork(`teams:${s.key}`);
    for (const league of s.leagues) {
      if (league.from?.some((slug) => s.leagues.some((l) => l.slug === slug))) continue;
      const names = competitorNames(r, league.style, league.category, league.teams, taken, league.nations);
      const spread = league.spread ?? 110;
      for (const n of names) {
        const rating = Math.round(league.strength + r.normal(0, spread));
        pendingTeams.push({
          key: `${s.key}:${league.slug}`,
          name: n.name,
          town: n.town,
          rating,
          sportIndex: si,
        });
      }
    }
  });
  for (const t of pendingTeams) {
    competitorRows.push({
      sportId: sportIds[t.sportIndex] as number,
      name: t.name,
      logo: null,
      rating: t.rating,
    });
  }
  const competitorIds = await insertReturningIds(competitorRows, (chunk) =>
    db.insert(competitors).values(chunk).returning({ id: competitors.id }),
  );
  pendingTeams.forEach((t, i) => {
    const list = teamsByLeague.get(t.key) ?? [];
    list.push({ id: competitorIds[i] as number, name: t.name, town: t.town, rating: t.rating });
    teamsByLeague.set(t.key, list);
  });
  for (const s of sportDefs) {
    for (const league of s.leagues) {
      if (!league.from) continue;
      const pool = league.from.flatMap((slug) => teamsByLeague.get(`${s.key}:${slug}`) ?? []);
      if (pool.length === 0) continue;
      const best = pool.slice().sort((a, b) => b.rating - a.rating || a.id - b.id);
      const skip = Math.min(league.fromRank ?? 0, Math.max(0, best.length - league.teams));
      teamsByLeague.set(`${s.key}:${league.slug}`, best.slice(skip, skip + league.teams));
    }
  }
  return { teamsByLeague, competitorCount: competitorIds.length };
}

async function insertTournaments(
  db: Db,
  sportDefs: SportDef[],
  sportIds: number[],
  categoryId: Map<string, number>,
): Promise<{
  tournamentId: Map<string, number>;
  tournamentSlugs: Map<string, string>;
  tournamentCount: number;
}> {
  const tournamentRows: (typeof tournaments.$inferInsert)[] = [];
  const tournamentKeys: string[] = [];
  const tournamentSlugs = new Map<string, string>();
  let tournamentUrn = 0;
  sportDefs.forEach((s, si) => {
    const used = new Set(s.leagues.map((l) => l.category));
    for (const league of s.leagues) {
      let slug = league.slug;
      if (used.has(slug)) slug = `${league.category}-${slug}`;
      used.add(slug);
      tournamentUrn++;
      tournamentRows.push({
        urnId: `${URN_PREFIX[s.provider]}:tournament:${1000 + tournamentUrn}`,
        sportId: sportIds[si] as number,
        categoryId: categoryId.get(`${s.key}:${league.category}`) as number,
        slug,
        name: league.name,
        priority: league.priority,
        priorities: league.priorities ?? (s.type === 'cyber' ? { cybersport: league.priority } : {}),
        isTop: league.isTop ?? false,
      });
      tournamentKeys.push(`${s.key}:${league.slug}`);
      tournamentSlugs.set(`${s.key}:${league.slug}`, slug);
    }
  });
  const tournamentIdList = await insertReturningIds(tournamentRows, (chunk) =>
    db.insert(tournaments).values(chunk).returning({ id: tournaments.id }),
  );
  const tournamentId = new Map(tournamentKeys.map((k, i) => [k, tournamentIdList[i] as number]));
  return { tournamentId, tournamentSlugs, tournamentCount: tournamentIdList.length };
}
