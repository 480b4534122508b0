import { randomBytes } from 'node:crypto';

/**
 * Push settings, read from the environment by `loadPushConfig`:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PUSH_TOKEN_SECRET | a fixed development secret (a random one per process when NODE_ENV=production) | HMAC secret of the HS256 connection and subscription tokens; the same as Centrifugo's `client.token.hmac_secret_key` when a real Centrifugo is used |
 * | PUSH_CONNECTION_TOKEN_TTL | 900 | lifetime of a connection token, seconds |
 * | PUSH_SUBSCRIPTION_TOKEN_TTL | 900 | lifetime of a subscription token, seconds |
 * | PUSH_HISTORY_SIZE | 200 | publications kept per channel for recovery (embedded hub) |
 * | PUSH_HISTORY_TTL | 300 | seconds a publication stays recoverable (embedded hub) |
 * | CENTRIFUGO_URL | unset | base URL of a real Centrifugo's HTTP API (e.g. http://centrifugo:8000); with CENTRIFUGO_API_KEY the server publishes there instead of running the embedded hub |
 * | CENTRIFUGO_API_KEY | unset | Centrifugo's `http_api.key` |
 */
export interface PushConfig {
  /** HMAC secret of HS256 tokens (shared with Centrifugo when one is used). */
  tokenSecret: string;
  connectionTokenTtlSeconds: number;
  subscriptionTokenTtlSeconds: number;
  /** Publications kept per channel. */
  historySize: number;
  /** Seconds a publication stays in a channel's history. */
  historyTtlSeconds: number;
  /** Set with `centrifugoApiKey`: publish through a real Centrifugo, run no embedded hub. */
  centrifugoUrl?: string;
  centrifugoApiKey?: string;
}

/** The development secret: fine for the demo and tests, never for an operator's deployment. */
export const DEV_PUSH_TOKEN_SECRET = 'sportsbook-dev-push-secret-do-not-use-in-production';

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`invalid environment: ${name}: expected a positive integer`);
  return value;
}

/** Push settings from the environment (see PushConfig for the variables). */
export function loadPushConfig(env: NodeJS.ProcessEnv = process.env): PushConfig {
  const centrifugoUrl = env.CENTRIFUGO_URL?.trim() || undefined;
  const centrifugoApiKey = env.CENTRIFUGO_API_KEY?.trim() || undefined;
  if ((centrifugoUrl === undefined) !== (centrifugoApiKey === undefined)) {
    throw new Error('invalid environment: CENTRIFUGO_URL and CENTRIFUGO_API_KEY go together');
  }
  if (centrifugoUrl !== undefined && !/^https?:\/\//.test(centrifugoUrl)) {
    throw new Error('invalid environment: CENTRIFUGO_URL: expected an http(s):// URL');
  }
  let tokenSecret = env.PUSH_TOKEN_SECRET || undefined;
  if (tokenSecret === undefined) {
    // Centrifugo checks tokens with its own copy of the secret: it has to be configured.
    if (centrifugoUrl !== undefined) {
      throw new Error('invalid environment: PUSH_TOKEN_SECRET is required with CENTRIFUGO_URL');
    }
    // In production a secret nobody knows beats a published one (tokens then last one process).
    tokenSecret =
      env.NODE_ENV === 'production' ? randomBytes(32).toString('base64url') : DEV_PUSH_TOKEN_SECRET;
  }
  if (tokenSecret.length < 32) {
    throw new Error('invalid environment: PUSH_TOKEN_SECRET: expected at least 32 characters');
  }
  return {
    tokenSecret,
    connectionTokenTtlSeconds: positiveInt(env, 'PUSH_CONNECTION_TOKEN_TTL', 900),
    subscriptionTokenTtlSeconds: positiveInt(env, 'PUSH_SUBSCRIPTION_TOKEN_TTL', 900),
    historySize: positiveInt(env, 'PUSH_HISTORY_SIZE', 200),
    historyTtlSeconds: positiveInt(env, 'PUSH_HISTORY_TTL', 300),
    ...(centrifugoUrl !== undefined ? { centrifugoUrl, centrifugoApiKey } : {}),
  };
}

/** Push settings for tests: development defaults with overrides. */
export function testPushConfig(overrides: Partial<PushConfig> = {}): PushConfig {
  return { ...loadPushConfig({ NODE_ENV: 'test' }), ...overrides };
}
