import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, competitors, events, markets, sports, tournaments } from '../db/schema.ts';
import { seedBonusCampaigns } from '../modules/bonuses/seed.ts';
import { seedJackpots } from '../modules/jackpots/seed.ts';
import { seedDemoPlayer } from '../modules/players/service.ts';
import { SPORTS } from './catalogue.ts';
import { Random } from './random.ts';
import { insertPending } from './rows.ts';
import {
  type ScheduleContext,
  SeedBook,
  scheduleMatches,
  scheduleOutrights,
  seasonLabel,
} from './schedule.ts';
import { insertStructure } from './structure.ts';

export interface SeedOptions {
  /** PRNG seed: the same seed and `now` give identical rows. */
  seed: number;
  /** Reference time (default: the current time); schedules are relative to it. */
  now?: Date;
  /** 'full' for the demo (default), 'small' for tests. */
  size?: 'full' | 'small';
}

export interface SeedSummary {
  seed: number;
  size: 'full' | 'small';
  now: string;
  counts: {
    sports: number;
    categories: number;
    tournaments: number;
    competitors: number;
    events: number;
    markets: number;
  };
  matches: { prematch: number; live: number; finished: number };
  outrights: { season: number; stage: number; simple_tournament: number };
  ms: number;
}

const MINUTE = 60_000;

/** True when no sport rows exist (the seed only fills an empty database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sports.id }).from(sports).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty, migrated database with a deterministic catalogue: sports, categories, leagues,
 * competitors (structure.ts), matches (finished, live, upcoming) with priced markets, and outrights
 * (schedule.ts), written in bulk (rows.ts); then the demo player, bonus campaigns and jackpots.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const size = opts.size ?? 'full';
  const small = size === 'small';
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / MINUTE) * MINUTE);
  const rng = new Random(opts.seed);
  const sportDefs = SPORTS.filter((s) => !small || s.small).map((s) => ({
    ...s,
    leagues: s.leagues.filter((l) => !small || l.small),
  }));
  const structure = await insertStructure(db, sportDefs, rng);
  const ctx: ScheduleContext = {
    now,
    rng,
    small,
    dayStart: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
    season: seasonLabel(now),
    sportDefs,
    structure,
  };
  const book = new SeedBook(ctx);
  scheduleMatches(book, ctx);
  scheduleOutrights(book, ctx);
  const marketCount = await insertPending(db, book.pending, now);
  await seedDemoPlayer(db, now);
  await seedBonusCampaigns(db, now);
  await seedJackpots(db);

  return {
    seed: opts.seed,
    size,
    now: now.toISOString(),
    counts: {
      sports: structure.sportIds.length,
      categories: structure.categoryCount,
      tournaments: structure.tournamentCount,
      competitors: structure.competitorCount,
      events: book.pending.length,
      markets: marketCount,
    },
    matches: book.counts,
    outrights: book.outrightCounts,
    ms: Math.round(performance.now() - started),
  };
}

/** Row counts per catalogue table (for the CLI summary and tests). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    sports,
    categories,
    tournaments,
    competitors,
    events,
    markets,
  })) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}
