import { matchChannel, publicChannel, pushEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { ephemeralSecrets } from '../../src/lib/secrets.ts';
import { loadPushConfig } from '../../src/modules/push/config.ts';
import { CentrifugoHttpPublisher, PushPublishError } from '../../src/modules/push/publisher.ts';
import { startPushApp } from './helpers.ts';

interface Recorded {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers with the next canned Centrifugo response. */
function recordingFetch(responses: { status?: number; body: string }[]) {
  const requests: Recorded[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)),
    });
    const next = responses.shift() ?? { body: '{"result":{}}' };
    return new Response(next.body, { status: next.status ?? 200 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

const event = pushEvent('provider_status_changed', { provider: 'betradar', status: 'inactive' });

// A recorded boundary, not a real Centrifugo: the requests below are the HTTP API format of
// centrifugal.dev/docs/server/server_api (publish, broadcast, X-API-Key, errors with HTTP 200).
describe('CentrifugoHttpPublisher (recorded boundary, no real Centrifugo)', () => {
  it('POSTs {channel, data} to /api/publish with X-API-Key and returns offset and epoch', async () => {
    const { requests, fetchImpl } = recordingFetch([{ body: '{"result":{"offset":7,"epoch":"xyz"}}' }]);
    const publisher = new CentrifugoHttpPublisher({
      baseUrl: 'http://centrifugo:8000/',
      apiKey: 'k1',
      fetch: fetchImpl,
    });
    expect(await publisher.publish(publicChannel('en'), event)).toEqual({ offset: 7, epoch: 'xyz' });
    expect(requests).toEqual([
      {
        url: 'http://centrifugo:8000/api/publish',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'k1' },
        body: {
          channel: 'public:en',
          data: {
            event_name: 'provider_status_changed',
            message: { provider: 'betradar', status: 'inactive' },
          },
        },
      },
    ]);
  });

  it('sends an idempotency key when given', async () => {
    const { requests, fetchImpl } = recordingFetch([{ body: '{"result":{}}' }]);
    const publisher = new CentrifugoHttpPublisher({ baseUrl: 'http://c', apiKey: 'k', fetch: fetchImpl });
    expect(await publisher.publish('public:en', event, { idempotencyKey: 'abc' })).toEqual({});
    expect(requests[0]?.body).toMatchObject({ idempotency_key: 'abc' });
  });

  it('POSTs {channels, data} to /api/broadcast', async () => {
    const { requests, fetchImpl } = recordingFetch([
      { body: '{"result":{"responses":[{"result":{"offset":1,"epoch":"a"}},{"result":{}}]}}' },
    ]);
    const publisher = new CentrifugoHttpPublisher({ baseUrl: 'http://c', apiKey: 'k', fetch: fetchImpl });
    await publisher.broadcast([publicChannel('en'), matchChannel('en', 3)], event);
    expect(requests[0]).toMatchObject({
      url: 'http://c/api/broadcast',
      body: { channels: ['public:en', 'public:en:match:3'], data: event },
    });
  });

  it('throws on an error body returned with HTTP 200, on a per-channel broadcast error and on HTTP errors', async () => {
    const { fetchImpl } = recordingFetch([
      { body: '{"error":{"code":102,"message":"unknown channel"}}' },
      { body: '{"result":{"responses":[{"result":{}},{"error":{"code":108,"message":"not available"}}]}}' },
      { status: 401, body: 'Unauthorized' },
    ]);
    const publisher = new CentrifugoHttpPublisher({ baseUrl: 'http://c', apiKey: 'k', fetch: fetchImpl });
    await expect(publisher.publish('public:en', event)).rejects.toMatchObject({
      name: 'PushPublishError',
      code: 102,
    });
    await expect(publisher.broadcast(['public:en', 'public:de'], event)).rejects.toThrow(
      /public:de.*not available/,
    );
    const failure = await publisher.publish('public:en', event).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushPublishError);
    expect(failure).toMatchObject({ code: 401 });
  });

  it('is what the plugin uses when CENTRIFUGO_URL and CENTRIFUGO_API_KEY are set (no embedded hub)', async () => {
    const { requests, fetchImpl } = recordingFetch([]);
    const config = loadPushConfig(
      {
        CENTRIFUGO_URL: 'http://centrifugo:8000',
        CENTRIFUGO_API_KEY: 'secret-key',
        PUSH_TOKEN_SECRET: 'z'.repeat(32),
      },
      { pushTokens: 'z'.repeat(32) },
    );
    const started = await startPushApp({ config, fetch: fetchImpl });
    try {
      expect(started.app.pushHub).toBeNull();
      expect(started.app.push).toBeInstanceOf(CentrifugoHttpPublisher);
      await started.app.push.publish('public:en', event);
      expect(requests[0]).toMatchObject({
        url: 'http://centrifugo:8000/api/publish',
        headers: { 'x-api-key': 'secret-key' },
      });
    } finally {
      await started.close();
    }
  });
});

describe('push config', () => {
  const secrets = ephemeralSecrets();

  it('signs with the given secret and issues 15 minute tokens by default', () => {
    expect(loadPushConfig({}, secrets)).toMatchObject({
      tokenSecret: secrets.pushTokens,
      connectionTokenTtlSeconds: 900,
      subscriptionTokenTtlSeconds: 900,
      historySize: 200,
      historyTtlSeconds: 300,
    });
  });

  it('refuses half a Centrifugo configuration, Centrifugo without a secret, and bad numbers', () => {
    expect(() => loadPushConfig({ CENTRIFUGO_URL: 'http://c' }, secrets)).toThrow(/go together/);
    expect(() => loadPushConfig({ CENTRIFUGO_URL: 'http://c', CENTRIFUGO_API_KEY: 'k' }, secrets)).toThrow(
      /PUSH_TOKEN_SECRET/,
    );
    expect(() => loadPushConfig({ PUSH_CONNECTION_TOKEN_TTL: '-1' }, secrets)).toThrow(/positive/);
  });
});
