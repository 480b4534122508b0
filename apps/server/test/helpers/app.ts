import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { TEST_NOW } from './constants.ts';
import { createSeededTestDatabase, createTestDatabase } from './db.ts';
import { insertFixture } from './fixture.ts';

export { TEST_NOW, TEST_SEED } from './constants.ts';
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
  const database = populate === 'seed' ? await createSeededTestDatabase() : await createTestDatabase();
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
