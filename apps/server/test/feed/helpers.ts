import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { InMemoryPublisher } from '../../src/modules/feed/publisher.ts';
import type { FeedSimulator, FeedSimulatorOptions } from '../../src/modules/feed/simulator.ts';
import { TEST_NOW, V2 } from '../helpers/app.ts';
import { createSeededTestDatabase } from '../helpers/db.ts';

export const MINUTE = 60_000;

export interface FeedTestApp {
  app: FastifyInstance;
  database: Database;
  feed: FeedSimulator;
  publisher: InMemoryPublisher;
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** The app on a fresh small seed at TEST_NOW, its feed starting at TEST_NOW and publishing in memory. */
export async function createFeedApp(
  opts: { config?: Partial<Config>; feed?: Partial<Omit<FeedSimulatorOptions, 'db' | 'publisher'>> } = {},
): Promise<FeedTestApp> {
  const database = await createSeededTestDatabase();
  const publisher = new InMemoryPublisher();
  const app = await buildApp({
    database,
    config: testConfig(opts.config),
    feed: { now: TEST_NOW, incidents: false, publisher, ...opts.feed },
  });
  await app.ready();
  const url = (path: string) => (path.startsWith('/api/') ? path : `${V2}${path}`);
  return {
    app,
    database,
    feed: app.feed,
    publisher,
    async get<T>(path: string) {
      const res = await app.inject({ method: 'GET', url: url(path) });
      return { status: res.statusCode, body: res.json() as T };
    },
    async post<T>(path: string, body: unknown) {
      const res = await app.inject({ method: 'POST', url: url(path), payload: body as object });
      return { status: res.statusCode, body: res.json() as T };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
