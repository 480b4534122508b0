import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { EventLoopMonitor } from '../../src/lib/watchdog.ts';
import { runTsFixture } from '../helpers/child.ts';
import { createTestDatabase } from '../helpers/db.ts';

// Issue 9 §1: one statement on PGlite held the main thread and /api/health never said so, and the
// process ignored SIGTERM. Health now fails while the event loop stalls, and a watchdog thread ends a
// process whose main thread is stuck, so that a supervisor restarts it.

/** Holds the main thread for `ms`, as a long synchronous PGlite statement does. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('EventLoopMonitor', () => {
  it('reports a stall longer than its threshold', async () => {
    const monitor = new EventLoopMonitor({ stallMs: 200 });
    try {
      expect(monitor.health()).toEqual({ stalled: false, delayMs: 0 });
      blockEventLoop(1000);
      await tick();
      const health = monitor.health();
      expect(health.stalled).toBe(true);
      expect(health.delayMs).toBeGreaterThanOrEqual(200);
    } finally {
      monitor.stop();
    }
  });

  it('never reports a stall when turned off (0)', async () => {
    const monitor = new EventLoopMonitor({ stallMs: 0 });
    blockEventLoop(300);
    await tick();
    expect(monitor.health()).toEqual({ stalled: false, delayMs: 0 });
    monitor.stop();
  });
});

describe('GET /api/health while the event loop stalls', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, config: testConfig({ eventLoopStallMs: 200 }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 stalled after a block, and ok again once the loop keeps up', async () => {
    expect((await health()).statusCode).toBe(200);
    blockEventLoop(1000);
    const stalled = await health();
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toMatchObject({ status: 'stalled', database: database.driver });
    expect(stalled.json().event_loop_delay_ms).toBeGreaterThanOrEqual(200);
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 200,
    });
  });
});

function runFixture(mode: 'stuck' | 'healthy' | 'database', exitMs: number) {
  return runTsFixture(path.join(import.meta.dirname, 'fixtures/stalling-process.ts'), [mode, String(exitMs)]);
}

describe('stall watchdog', () => {
  it('logs and kills a process whose main thread is stuck (SIGTERM would not be handled)', async () => {
    const exit = await runFixture('stuck', 500);
    expect(exit.signal).toBe('SIGKILL');
    const line = exit.stderr.split('\n').find((l) => l.includes('watchdog'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 60,
      msg: expect.stringContaining('event loop stuck'),
    });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'ends a process whose PGlite thread is stuck on one statement, though its main thread is free',
    async () => {
      const exit = await runFixture('database', 1000);
      expect(exit.stdout).not.toContain('answered');
      expect(exit.code).toBe(70);
      const line = exit.stderr.split('\n').find((l) => l.includes('watchdog'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        level: 60,
        msg: expect.stringContaining('database thread has been on one statement'),
      });
    },
  );

  it('leaves a process that keeps up alone, and does not keep it alive', async () => {
    const exit = await runFixture('healthy', 10_000);
    expect(exit).toMatchObject({ code: 0, signal: null, stdout: 'done\n' });
  });
});
