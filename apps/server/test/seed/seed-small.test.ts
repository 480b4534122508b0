import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  type MatchModel,
  matchStateFromStatistics,
  priceMatch,
} from '../../src/modules/feed/pricing/index.ts';
import { isDatabaseEmpty, seedDatabase } from '../../src/seed/index.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { digest, expectedOverround, overround, roundingTolerance, rows } from './helpers.ts';

const NOW = new Date('2026-03-14T15:07:30Z');
const open: Database[] = [];

async function seeded(seed: number, now = NOW) {
  const database = await createTestDatabase();
  open.push(database);
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  const summary = await seedDatabase(database.db, { seed, now, size: 'small' });
  expect(await isDatabaseEmpty(database.db)).toBe(false);
  return { database, summary, digest: await digest(database.db) };
}

let a: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  a = await seeded(42);
});
afterAll(async () => {
  for (const d of open) await d.close();
});

describe('small seed', () => {
  it('is deterministic: the same seed and now give identical rows', async () => {
    const b = await seeded(42);
    expect(b.digest).toBe(a.digest);
    expect(b.summary.counts).toEqual(a.summary.counts);
  });

  it('differs for a different seed', async () => {
    const c = await seeded(7);
    expect(c.digest).not.toBe(a.digest);
  });

  it('is tiny but covers soccer, tennis, a cyber sport, live, finished and outrights', () => {
    const s = a.summary;
    expect(s.counts.sports).toBeGreaterThanOrEqual(3);
    expect(s.counts.tournaments).toBeGreaterThanOrEqual(5);
    expect(s.matches.live).toBeGreaterThan(0);
    expect(s.matches.finished).toBeGreaterThan(0);
    expect(s.matches.prematch).toBeGreaterThanOrEqual(20);
    expect(s.matches.prematch + s.matches.live + s.matches.finished).toBeLessThan(120);
    expect(s.outrights.season + s.outrights.simple_tournament + s.outrights.stage).toBeGreaterThanOrEqual(2);
    expect(s.ms).toBeLessThan(30_000);
  });

  it('gives every open market an overround of (1 + margin) × its fair sum up to rounding, odds within 1.01..501', async () => {
    const list = await rows<{ market_id: number; outcomes: { odds: number }[] }>(
      a.database.db,
      sql`SELECT market_id, outcomes FROM markets`,
    );
    expect(list.length).toBeGreaterThan(100);
    for (const m of list) {
      const odds = m.outcomes.map((o) => o.odds);
      for (const o of odds) {
        expect(Number.isInteger(o)).toBe(true);
        expect(o).toBeGreaterThanOrEqual(1010);
        expect(o).toBeLessThanOrEqual(501_000);
      }
      expect(Math.abs(overround(odds) - expectedOverround(m.market_id))).toBeLessThanOrEqual(
        roundingTolerance(odds),
      );
    }
  });

  it('keeps slugs unique per sport across categories, leagues and events', async () => {
    const list = await rows<{ sport_id: number; slug: string }>(
      a.database.db,
      sql`SELECT sport_id, slug FROM categories UNION ALL SELECT sport_id, slug FROM tournaments UNION ALL SELECT sport_id, slug FROM events`,
    );
    const keys = list.map((r) => `${r.sport_id}/${r.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of list) expect(r.slug).toMatch(/^[a-z0-9][a-z0-9-]{0,119}$/);
  });

  it('stores live matches so that re-pricing from model + statistics gives the stored odds', async () => {
    const live = await rows<{
      id: number;
      model: MatchModel;
      statistics: never;
      competitors: { home: { name: string }; away: { name: string } };
    }>(a.database.db, sql`SELECT id, model, statistics, competitors FROM events WHERE status = 1`);
    expect(live.length).toBeGreaterThan(0);
    for (const e of live) {
      const stored = await rows<{
        market_id: number;
        specifier: string;
        outcomes: { id: string; odds: number }[];
      }>(
        a.database.db,
        sql`SELECT market_id, specifier, outcomes FROM markets WHERE event_id = ${e.id} ORDER BY id`,
      );
      const state = matchStateFromStatistics(e.model, e.statistics);
      const repriced = priceMatch(e.model, state, {
        home: e.competitors.home.name,
        away: e.competitors.away.name,
      });
      expect(repriced.map((m) => [m.marketId, m.specifier, m.outcomes.map((o) => [o.id, o.odds])])).toEqual(
        stored.map((m) => [m.market_id, m.specifier, m.outcomes.map((o) => [o.id, o.odds])]),
      );
    }
  });
});
