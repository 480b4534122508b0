import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import type { ErrorReportingConfig } from './config.ts';
import { buildEvent, parseStack, redact, redactUrl, serializeEnvelope } from './envelope.ts';

const config: ErrorReportingConfig = {
  endpoint: '/api/dev/error-reports',
  dsn: '/api/dev/error-reports',
  environment: 'production',
  release: '1.0.0',
};
const context = {
  mechanism: 'onerror',
  handled: false,
  url: 'https://bets.example.com/en/live?x=1',
  userAgent: 'UA',
  tags: { locale: 'en' },
};

describe('envelope format', () => {
  it('is a header line with event_id, sent_at and dsn, an event item header and the event JSON', () => {
    const error = new TypeError('boom');
    error.stack =
      'TypeError: boom\n    at inner (https://bets.example.com/_next/static/chunks/a.js:10:5)\n    at outer (https://cdn.other.com/lib.js:3:1)';
    const event = buildEvent(error, config, context);
    const text = serializeEnvelope(event, config, new Date('2026-01-02T03:04:05.000Z'));
    expect(text.endsWith('\n')).toBe(true);
    const [header, item, payload, rest] = text.split('\n');
    expect(rest).toBe('');
    expect(JSON.parse(header ?? '')).toEqual({
      event_id: event.event_id,
      sent_at: '2026-01-02T03:04:05.000Z',
      dsn: '/api/dev/error-reports',
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(item ?? '')).toEqual({ type: 'event' });
    const body = JSON.parse(payload ?? '');
    expect(body).toMatchObject({
      platform: 'javascript',
      level: 'error',
      environment: 'production',
      release: '1.0.0',
      request: { url: 'https://bets.example.com/en/live?x=1', headers: { 'User-Agent': 'UA' } },
      tags: { locale: 'en' },
    });
    expect(body.exception.values).toEqual([
      {
        type: 'TypeError',
        value: 'boom',
        mechanism: { type: 'onerror', handled: false },
        stacktrace: {
          // Oldest call first, the throwing frame last; only our own origin is in_app.
          frames: [
            {
              function: 'outer',
              filename: 'https://cdn.other.com/lib.js',
              lineno: 3,
              colno: 1,
              in_app: false,
            },
            {
              function: 'inner',
              filename: 'https://bets.example.com/_next/static/chunks/a.js',
              lineno: 10,
              colno: 5,
              in_app: true,
            },
          ],
        },
      },
    ]);
  });

  it('parses Firefox and Safari frames too', () => {
    expect(parseStack('handler@https://a.test/x.js:4:9\n@https://a.test/y.js:1:2')).toEqual([
      { filename: 'https://a.test/y.js', lineno: 1, colno: 2, in_app: false },
      { function: 'handler', filename: 'https://a.test/x.js', lineno: 4, colno: 9, in_app: false },
    ]);
  });
});

describe('enrichment of failed HTTP errors (SPEC §8)', () => {
  it('carries the response URL, response body and request body, with secrets redacted', () => {
    const error = new ApiRequestError(500, 'internal_error', 'Internal server error', '/api/x', [], {
      code: 'internal_error',
      message: 'Internal server error',
      token: 'abc',
    });
    error.responseUrl = 'https://bets.example.com/api/platform/v1/users/sign_in';
    error.requestBody = JSON.stringify({ email: 'a@b.test', password: 'hunter2', card: { number: '4111' } });
    const event = buildEvent(error, config, { ...context, mechanism: 'query', handled: true });
    expect(event.extra).toEqual({
      http: {
        status: 500,
        code: 'internal_error',
        response_url: 'https://bets.example.com/api/platform/v1/users/sign_in',
        response_body: { code: 'internal_error', message: 'Internal server error', token: '[redacted]' },
        request_body: { email: 'a@b.test', password: '[redacted]', card: '[redacted]' },
      },
    });
    expect(JSON.stringify(event)).not.toContain('hunter2');
  });

  it('redacts secret query parameters of the page and response URLs', () => {
    expect(redactUrl('https://x.test/en/users/password/edit?reset_password_token=abc&lang=en#top')).toBe(
      'https://x.test/en/users/password/edit?reset_password_token=%5Bredacted%5D&lang=en#top',
    );
    expect(redactUrl('/api/x?id=1')).toBe('/api/x?id=1');
    const event = buildEvent(new Error('e'), config, {
      ...context,
      url: 'https://x.test/en/users/confirmation?confirmation_token=secret1',
    });
    expect(JSON.stringify(event)).not.toContain('secret1');
  });

  it('redacts nested secret fields and caps long text', () => {
    expect(redact({ user: { access_token: 't', cvv: '123', name: 'n' }, list: [{ pin: '1' }] })).toEqual({
      user: { access_token: '[redacted]', cvv: '[redacted]', name: 'n' },
      list: [{ pin: '[redacted]' }],
    });
    expect((redact('x'.repeat(5000)) as string).length).toBeLessThan(2100);
  });
});
