import { API_PREFIX, CSRF_HEADER, type DevMail, PLATFORM_COOKIE } from '@sportsbook/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { InMemoryPublisher } from '../../src/modules/feed/publisher.ts';
import { seedDemoPlayer } from '../../src/modules/players/service.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';

export const P = API_PREFIX.platform;
export const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Response bodies are read loosely in tests (`res.body.code`); the contract is checked by the routes. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;

export interface Res<T = Loose> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  cookies: {
    name: string;
    value: string;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    maxAge?: number;
  }[];
}

export interface PlatformTestApp {
  app: FastifyInstance;
  database: Database;
  publisher: InMemoryPublisher;
  /** The services' clock; `advance` moves it. */
  clock: { now(): Date; advance(ms: number): void };
  /** A client with its own cookie jar that echoes the CSRF cookie unless told not to. */
  agent(): Agent;
  mailbox(to: string): Promise<DevMail[]>;
  /** Signs up and confirms a player through the API; returns a signed-in agent. */
  player(email: string, extra?: Record<string, unknown>): Promise<Agent>;
  close(): Promise<void>;
}

export class Agent {
  readonly jar = new Map<string, string>();
  bearer: string | null = null;
  constructor(private readonly app: FastifyInstance) {}

  async request<T = Loose>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.jar.get(PLATFORM_COOKIE.csrf);
    if (opts.csrf !== false && csrf && method !== 'GET') headers[CSRF_HEADER] = csrf;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const url = path.startsWith('/api/') ? path : `${P}${path}`;
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    for (const c of res.cookies as Res['cookies']) {
      if (c.value === '' || c.maxAge === 0) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const text = res.body;
    return {
      status: res.statusCode,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: res.headers,
      cookies: res.cookies as Res['cookies'],
    };
  }
  get<T = Loose>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers ? { headers } : {});
  }
  post<T = Loose>(path: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) {
    return this.request<T>('POST', path, body ?? {}, opts);
  }
  patch<T = Loose>(path: string, body?: unknown, opts?: { csrf?: boolean }) {
    return this.request<T>('PATCH', path, body ?? {}, opts);
  }
  put<T = Loose>(path: string, body?: unknown, opts?: { csrf?: boolean }) {
    return this.request<T>('PUT', path, body ?? {}, opts);
  }
  delete<T = Loose>(path: string, opts?: { csrf?: boolean }) {
    return this.request<T>('DELETE', path, undefined, opts);
  }
  signIn(
    email: string,
    password: string,
    extra: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) {
    return this.post('/users/sign_in', { email, password, ...extra }, headers ? { headers } : undefined);
  }
}

/**
 * The app on a fresh database with the demo player (no catalogue seed), a movable clock and in-memory
 * push; `logger` replaces the app's own (a test that reads the log lines).
 */
export async function createPlatformApp(
  config: Partial<Config> = {},
  logger?: FastifyBaseLogger,
  options: { catalogueCacheMs?: number } = {},
): Promise<PlatformTestApp> {
  const database = await createTestDatabase();
  let nowMs = TEST_NOW.getTime();
  const clock = {
    now: () => new Date(nowMs),
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
  await seedDemoPlayer(database.db, clock.now());
  const publisher = new InMemoryPublisher();
  const app = await buildApp({
    database,
    config: testConfig(config),
    ...(logger ? { logger } : {}),
    now: clock.now,
    feed: { now: TEST_NOW, incidents: false, publisher },
    ...(options.catalogueCacheMs ? { catalogueCacheMs: options.catalogueCacheMs } : {}),
  });
  await app.ready();
  const t: PlatformTestApp = {
    app,
    database,
    publisher,
    clock,
    agent: () => new Agent(app),
    async mailbox(to) {
      const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
      return (res.json() as { data: DevMail[] }).data;
    },
    async player(email, extra = {}) {
      const a = new Agent(app);
      const up = await a.post('/users', { email, password: 'secret-pass-1', currency: 'EUR', ...extra });
      if (up.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
      const [mail] = await t.mailbox(email);
      const confirmed = await a.get(`/users/confirmation?confirmation_token=${mail?.token}`);
      if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);
      const signedIn = await a.signIn(email, 'secret-pass-1');
      if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
      return a;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return t;
}
