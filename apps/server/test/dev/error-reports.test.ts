import type { DevErrorReportsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_REPORT_BODY_LIMIT, ERROR_REPORTS_KEPT } from '../../src/modules/dev/error-reports.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const URL = '/api/dev/error-reports';

function eventId(n: number): string {
  return n.toString(16).padStart(32, '0');
}

function event(n: number, message = `boom ${n}`) {
  return {
    event_id: eventId(n),
    timestamp: 1_700_000_000 + n,
    platform: 'javascript',
    level: 'error',
    environment: 'production',
    request: { url: 'http://127.0.0.1:3000/en' },
    tags: { locale: 'en' },
    exception: {
      values: [
        {
          type: 'Error',
          value: message,
          stacktrace: {
            frames: [{ function: 'f', filename: 'http://127.0.0.1:3000/a.js', lineno: 1, colno: 2 }],
          },
          mechanism: { type: 'onerror', handled: false },
        },
      ],
    },
  };
}

function envelope(n: number, message?: string): string {
  return [
    JSON.stringify({ event_id: eventId(n), sent_at: new Date().toISOString(), dsn: URL }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event(n, message)),
    '',
  ].join('\n');
}

describe('/api/dev/error-reports (the local error-report collector)', () => {
  let t: TestApp;
  const post = (payload: string, contentType = 'text/plain;charset=UTF-8') =>
    t.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': contentType } });
  const list = async () => (await t.get<DevErrorReportsResponse>(URL)).body.data;

  beforeAll(async () => {
    t = await createTestApp('empty');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    expect((await t.inject({ method: 'DELETE', url: URL })).statusCode).toBe(204);
  });

  it('accepts an envelope as text/plain or application/x-sentry-envelope and lists it newest first', async () => {
    const first = await post(envelope(1, 'first'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: eventId(1) });
    expect((await post(envelope(2, 'second'), 'application/x-sentry-envelope')).statusCode).toBe(200);
    const reports = await list();
    expect(reports.map((r) => [r.value, r.type, r.environment, r.url, r.dsn])).toEqual([
      ['second', 'Error', 'production', 'http://127.0.0.1:3000/en', URL],
      ['first', 'Error', 'production', 'http://127.0.0.1:3000/en', URL],
    ]);
    expect(reports[0]?.event.exception.values[0]?.stacktrace?.frames[0]?.filename).toBe(
      'http://127.0.0.1:3000/a.js',
    );
  });

  it('reads items with an explicit length and skips items that are not events', async () => {
    const payload = JSON.stringify(event(3));
    const session = JSON.stringify({ sid: 'x' });
    const text = [
      JSON.stringify({ event_id: eventId(3) }),
      JSON.stringify({ type: 'session', length: Buffer.byteLength(session) }),
      session,
      JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
      payload,
    ].join('\n');
    expect((await post(text)).statusCode).toBe(200);
    expect((await list()).map((r) => r.event_id)).toEqual([eventId(3)]);
  });

  it('refuses what is not a valid envelope with a 400 and a code, and stores nothing', async () => {
    const bad = [
      'not json',
      `${JSON.stringify({ event_id: eventId(4) })}\n${JSON.stringify({ type: 'session' })}\n{}\n`,
      `${JSON.stringify({ event_id: eventId(4) })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ ...event(4), exception: { values: [] } })}\n`,
      `${JSON.stringify({ event_id: eventId(5) })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event(4))}\n`,
      `${JSON.stringify({})}\n${JSON.stringify({ type: 'event', length: 9999 })}\n{}`,
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_request');
    }
    expect((await t.inject({ method: 'POST', url: URL, payload: { a: 1 } })).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('refuses an envelope over the size limit with a 413', async () => {
    const res = await post(envelope(6, 'x'.repeat(ERROR_REPORT_BODY_LIMIT)));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('bad_request');
    expect(await list()).toEqual([]);
  });

  it('keeps every report of a burst of 50 and at most ERROR_REPORTS_KEPT in all', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => post(envelope(100 + i))));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    const reports = await list();
    expect(reports).toHaveLength(50);
    expect(new Set(reports.map((r) => r.id)).size).toBe(50);
    for (let round = 0; round < Math.ceil(ERROR_REPORTS_KEPT / 50); round++) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => post(envelope(1000 + round * 50 + i))));
    }
    const kept = await list();
    expect(kept).toHaveLength(ERROR_REPORTS_KEPT);
    // Newest first: the last report of the last round leads, the first burst is gone.
    expect(kept[0]?.id).toBe(Math.max(...kept.map((r) => r.id)));
    expect(kept.some((r) => r.event_id === eventId(100))).toBe(false);
  });
});
