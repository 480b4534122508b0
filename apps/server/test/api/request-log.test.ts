import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/db.ts';

const open: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const o of open.reverse()) await o.close();
});

/** The app logging at LOG_LEVEL=info into memory, with the given per-request level. */
async function appLogging(database: Database, requestLogLevel: 'debug' | 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = await buildApp({ database, config: testConfig({ logLevel: 'info', requestLogLevel }), logger });
  await app.ready();
  open.push(app);
  return { app, lines };
}

describe('request logging', () => {
  it('is one debug line per request by default: nothing at LOG_LEVEL=info; REQUEST_LOG_LEVEL=info shows it', async () => {
    expect(loadConfig({}).requestLogLevel).toBe('debug');
    expect(loadConfig({ REQUEST_LOG_LEVEL: 'info' }).requestLogLevel).toBe('info');
    const database = await createTestDatabase();
    open.push(database);

    const quiet = await appLogging(database, 'debug');
    expect((await quiet.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(quiet.lines.filter((l) => /request/.test(String(l.msg)))).toEqual([]);

    const loud = await appLogging(database, 'info');
    expect((await loud.app.inject({ method: 'GET', url: '/api/health?x=1' })).statusCode).toBe(200);
    const logged = loud.lines.filter((l) => /request/.test(String(l.msg)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/health?x=1',
      statusCode: 200,
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
  });
});
