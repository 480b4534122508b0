import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  type MatchModel,
  matchStateFromStatistics,
  priceMatch,
} from '../../src/modules/feed/pricing/index.ts';
import { type SeedSummary, seedDatabase } from '../../src/seed/index.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { expectedOverround, overround, roundingTolerance, rows } from './helpers.ts';

const NOW = new Date('2026-03-14T15:07:30Z');
const DAY = 86_400_000;
let database: Database;
let summary: SeedSummary;
const q = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedDatabase(database.db, { seed: 42, now: NOW, size: 'full' });
}, 600_000); // the full book takes minutes on a loaded 2-core machine
afterAll(async () => {
  await database?.close();
});

describe('full seed', () => {
  it('has at least 10 sports with main/secondary markets, regular and cyber, on all three providers', async () => {
    const list = await q<{
      key: string;
      type: string;
      provider: string;
      main_market_id: number | null;
      main_market_outcomes_count: number;
    }>(sql`SELECT key, type, provider, main_market_id, main_market_outcomes_count FROM sports`);
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const key of [
      'soccer',
      'tennis',
      'basketball',
      'ice-hockey',
      'cricket',
      'volleyball',
      'table-tennis',
    ]) {
      expect(list.map((s) => s.key)).toContain(key);
    }
    expect(new Set(list.map((s) => s.provider))).toEqual(new Set(['betradar', 'oddin', 'betconstruct']));
    expect(list.filter((s) => s.type === 'cyber').every((s) => s.provider === 'oddin')).toBe(true);
    expect(list.filter((s) => s.type === 'cyber').length).toBeGreaterThanOrEqual(3);
    for (const s of list) {
      expect(s.main_market_id).not.toBeNull();
      expect(s.main_market_outcomes_count).toBeGreaterThanOrEqual(2);
    }
    const providers = await q<{ provider: string }>(sql`SELECT DISTINCT provider FROM events`);
    expect(providers).toHaveLength(3);
  });

  it('has at least 60 leagues, some top, with context priorities', async () => {
    const list = await q<{ is_top: boolean; priorities: Record<string, number> }>(
      sql`SELECT is_top, priorities FROM tournaments`,
    );
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list.filter((t) => t.is_top).length).toBeGreaterThanOrEqual(5);
    expect(list.some((t) => Object.keys(t.priorities).length > 0)).toBe(true);
  });

  it('has ≥ 1000 upcoming matches within 14 days, on quarter hours, with more at weekends', async () => {
    const list = await q<{ start_time: string | Date }>(
      sql`SELECT start_time FROM events WHERE type = 'match' AND status = 0`,
    );
    const times = list.map((r) => new Date(r.start_time).getTime());
    const within = times.filter((t) => t > NOW.getTime() && t <= NOW.getTime() + 14 * DAY);
    expect(within.length).toBeGreaterThanOrEqual(1000);
    expect(times.every((t) => t % (15 * 60_000) === 0)).toBe(true);
    const weekend = times.filter((t) => [0, 6].includes(new Date(t).getUTCDay())).length;
    expect(weekend / times.length).toBeGreaterThan(2 / 7);
    expect(summary.matches.prematch).toBe(list.length);
  });

  it('has finished matches of the last 7 days with final and period scores', async () => {
    const list = await q<{
      start_time: string | Date;
      statistics: { total_score: unknown; period_score: unknown[] };
    }>(sql`SELECT start_time, statistics FROM events WHERE type = 'match' AND status = 4`);
    expect(list.length).toBeGreaterThan(100);
    for (const e of list) {
      const t = new Date(e.start_time).getTime();
      expect(t).toBeGreaterThanOrEqual(NOW.getTime() - 8 * DAY);
      expect(t).toBeLessThan(NOW.getTime());
      expect(e.statistics.total_score).toBeTruthy();
      expect(e.statistics.period_score.length).toBeGreaterThan(0);
    }
  });

  it('has live matches in several sports with a score and open markets', async () => {
    const list = await q<{ sport_id: number; statistics: { total_score: unknown }; markets: number }>(
      sql`SELECT e.sport_id, e.statistics, (SELECT count(*)::int FROM markets m WHERE m.event_id = e.id) AS markets FROM events e WHERE status = 1`,
    );
    expect(new Set(list.map((e) => e.sport_id)).size).toBeGreaterThanOrEqual(5);
    for (const e of list) expect(e.statistics.total_score).toBeTruthy();
    expect(list.filter((e) => e.markets > 0).length).toBe(list.length);
  });

  it('has outrights of all three types, stages under a parent, with end dates and winner markets', async () => {
    const list = await q<{ type: string; parent_id: number | null; end_date: unknown; markets: number }>(
      sql`SELECT type, parent_id, end_date, (SELECT count(*)::int FROM markets m WHERE m.event_id = e.id) AS markets FROM events e WHERE type <> 'match'`,
    );
    expect(new Set(list.map((e) => e.type))).toEqual(new Set(['season', 'stage', 'simple_tournament']));
    for (const e of list) {
      expect(e.end_date).toBeTruthy();
      expect(e.markets).toBe(1);
      if (e.type === 'stage') expect(e.parent_id).not.toBeNull();
    }
  });

  it('prices a top soccer match with at least 20 markets in groups, one most-balanced line per lined market', async () => {
    const [top] = await q<{ id: number }>(
      sql`SELECT e.id FROM events e JOIN tournaments t ON t.id = e.tournament_id WHERE t.slug = 'premier-league' AND e.status = 0 ORDER BY e.start_time LIMIT 1`,
    );
    expect(top).toBeTruthy();
    const list = await q<{
      market_id: number;
      specifier: string;
      market_groups: string[];
      most_balanced: boolean;
    }>(
      sql`SELECT market_id, specifier, market_groups, most_balanced FROM markets WHERE event_id = ${top?.id}`,
    );
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.every((m) => m.market_groups.length > 0)).toBe(true);
    for (const id of new Set(list.filter((m) => m.specifier).map((m) => m.market_id))) {
      expect(list.filter((m) => m.market_id === id && m.most_balanced)).toHaveLength(1);
    }
    expect(new Set(list.flatMap((m) => m.market_groups))).toEqual(
      new Set(['main', 'goals', 'handicaps', 'halves', 'scores', 'combos']),
    );
  });

  it('gives every market an overround of (1 + margin) × its fair sum up to the rounding of odds', async () => {
    const list = await q<{ market_id: number; outcomes: { odds: number }[] }>(
      sql`SELECT market_id, outcomes FROM markets`,
    );
    let worst = 0;
    for (const m of list) {
      const odds = m.outcomes.map((o) => o.odds);
      const deviation = Math.abs(overround(odds) - expectedOverround(m.market_id));
      expect(deviation).toBeLessThanOrEqual(roundingTolerance(odds));
      worst = Math.max(worst, deviation);
    }
    expect(worst).toBeLessThan(0.01);
  });

  it('re-prices every live match from its stored model and statistics to the stored odds', async () => {
    const live = await q<{
      id: number;
      model: MatchModel;
      statistics: never;
      competitors: { home: { name: string }; away: { name: string } };
    }>(sql`SELECT id, model, statistics, competitors FROM events WHERE status = 1 ORDER BY id`);
    const stored = await q<{
      event_id: number;
      market_id: number;
      specifier: string;
      outcomes: { odds: number }[];
    }>(
      sql`SELECT m.event_id, m.market_id, m.specifier, m.outcomes FROM markets m JOIN events e ON e.id = m.event_id WHERE e.status = 1 ORDER BY m.id`,
    );
    for (const e of live) {
      const repriced = priceMatch(e.model, matchStateFromStatistics(e.model, e.statistics), {
        home: e.competitors.home.name,
        away: e.competitors.away.name,
      });
      expect(
        repriced.map((m) => `${m.marketId}/${m.specifier}/${m.outcomes.map((o) => o.odds).join(',')}`),
      ).toEqual(
        stored
          .filter((m) => m.event_id === e.id)
          .map((m) => `${m.market_id}/${m.specifier}/${m.outcomes.map((o) => o.odds).join(',')}`),
      );
    }
  });

  it('seeds in reasonable time', () => {
    expect(summary.counts.events).toBeGreaterThan(2000);
    expect(summary.ms).toBeLessThan(60_000);
  });
});
