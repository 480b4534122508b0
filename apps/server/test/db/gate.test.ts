import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { type DbPriority, withDbPriority } from '../../src/db/gate.ts';
import { createTestDatabase } from '../helpers/db.ts';

// The feed's database lane (issue 9 §4): feed work never queues behind requests. PGlite has one
// connection, so a gate serves it first; PostgreSQL gives it connections of its own.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE gate_order (n serial PRIMARY KEY, who text NOT NULL)`);
});
afterAll(() => database.close());

/** Holds `count` connections of the normal lane (PGlite: the only one) until released. */
function holdConnections(count: number) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = 0;
  const done = Promise.all(
    Array.from({ length: count }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        holding++;
        await held;
      }),
    ),
  );
  return { release, done, holding: () => holding };
}

const insert = (who: DbPriority) =>
  withDbPriority(who, () => database.db.execute(sql`INSERT INTO gate_order (who) VALUES (${who})`));

describe('the feed lane', () => {
  it.runIf(!process.env.DATABASE_URL)(
    'PGlite: a high-priority statement runs before 40 queued requests; low work is not starved',
    async () => {
      const hold = holdConnections(1);
      await vi.waitFor(() => expect(hold.holding()).toBe(1));
      const queued = [
        ...Array.from({ length: 40 }, () => insert('normal')),
        ...Array.from({ length: 3 }, () => insert('low')),
        insert('high'),
      ];
      await vi.waitFor(() => expect(database.gate?.waiting).toEqual({ high: 1, normal: 40, low: 3 }));
      hold.release();
      await Promise.all([hold.done, ...queued]);
      const rows = (await database.db.execute(sql`SELECT who FROM gate_order ORDER BY n`)) as unknown as {
        rows: { who: string }[];
      };
      const order = rows.rows.map((r) => r.who);
      expect(order[0]).toBe('high');
      // Requests first, but a low one after every few of them.
      expect(order.slice(1, 6)).toEqual(['normal', 'normal', 'normal', 'normal', 'low']);
      expect(order.lastIndexOf('low')).toBeLessThan(order.lastIndexOf('normal'));
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'PostgreSQL: feed work gets a connection while every request connection is taken',
    async () => {
      const hold = holdConnections(10);
      await vi.waitFor(() => expect(hold.holding()).toBe(10));
      const waiting = insert('normal');
      try {
        await vi.waitFor(async () => {
          await insert('high');
        });
      } finally {
        hold.release();
      }
      await Promise.all([hold.done, waiting]);
      const rows = (await database.db.execute(sql`SELECT who FROM gate_order ORDER BY n`)) as unknown as {
        rows: { who: string }[];
      };
      expect(rows.rows.map((r) => r.who)).toEqual(['high', 'normal']);
    },
  );
});
