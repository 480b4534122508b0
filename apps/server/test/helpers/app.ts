import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { createTestDatabase } from './db.ts';
import { insertFixture } from './fixture.ts';

/** The fixed clock of seeded test data. */
export const TEST_NOW = new Date('2026-03-14T12:00:00Z');
export const TEST_SEED = 42;
export const V2 = '/api/sportsbook/v2';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** GET a path below /api/sportsbook/v2 (or an absolute /api path) and parse the JSON body. */
  get<T = unknown>(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The app on a fresh database: `seed` (default) runs the small deterministic seed at TEST_NOW,
 * `fixture` inserts the hand-made rows of fixture.ts, `empty` leaves it empty.
 */
export async function createTestApp(populate: 'seed' | 'fixture' | 'empty' = 'seed'): Promise<TestApp> {
  const database = await createTestDatabase();
  if (populate === 'seed') {
    await seedDatabase(database.db, { seed: TEST_SEED, now: TEST_NOW, size: 'small' });
  }
  if (populate === 'fixture') await insertFixture(database.db, TEST_NOW);
  const app = await buildApp({ database, config: testConfig() });
  await app.ready();
  return {
    app,
    database,
    inject: (opts) => app.inject(opts),
    async get<T>(path: string, headers: Record<string, string> = {}) {
      const url = path.startsWith('/api/') ? path : `${V2}${path}`;
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.json() as T, headers: res.headers };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
