import { ephemeralSecrets, type Secrets } from '../../lib/secrets.ts';

/**
 * Push settings, read from the environment by `loadPushConfig` (the token secret through
 * `loadSecrets`, lib/secrets.ts):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PUSH_TOKEN_SECRET | generated and kept in DATA_DIR/secrets.json; required when NODE_ENV=production | HMAC secret of the HS256 connection and subscription tokens; the same as Centrifugo's `client.token.hmac_secret_key` when a real Centrifugo is used |
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

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`invalid environment: ${name}: expected a positive integer`);
  return value;
}

/**
 * Push settings from the environment (see PushConfig for the variables), signing tokens with
 * `secrets.pushTokens` (from `loadSecrets`).
 */
export function loadPushConfig(env: NodeJS.ProcessEnv, secrets: Pick<Secrets, 'pushTokens'>): PushConfig {
  const centrifugoUrl = env.CENTRIFUGO_URL?.trim() || undefined;
  const centrifugoApiKey = env.CENTRIFUGO_API_KEY?.trim() || undefined;
  if ((centrifugoUrl === undefined) !== (centrifugoApiKey === undefined)) {
    throw new Error('invalid environment: CENTRIFUGO_URL and CENTRIFUGO_API_KEY go together');
  }
  if (centrifugoUrl !== undefined && !/^https?:\/\//.test(centrifugoUrl)) {
    throw new Error('invalid environment: CENTRIFUGO_URL: expected an http(s):// URL');
  }
  // Centrifugo checks tokens with its own copy of the secret: a generated one cannot be shared.
  if (centrifugoUrl !== undefined && !env.PUSH_TOKEN_SECRET) {
    throw new Error('invalid environment: PUSH_TOKEN_SECRET is required with CENTRIFUGO_URL');
  }
  return {
    tokenSecret: secrets.pushTokens,
    connectionTokenTtlSeconds: positiveInt(env, 'PUSH_CONNECTION_TOKEN_TTL', 900),
    subscriptionTokenTtlSeconds: positiveInt(env, 'PUSH_SUBSCRIPTION_TOKEN_TTL', 900),
    historySize: positiveInt(env, 'PUSH_HISTORY_SIZE', 200),
    historyTtlSeconds: positiveInt(env, 'PUSH_HISTORY_TTL', 300),
    ...(centrifugoUrl !== undefined ? { centrifugoUrl, centrifugoApiKey } : {}),
  };
}

/** Push settings for tests: defaults and a random secret, with overrides. */
export function testPushConfig(overrides: Partial<PushConfig> = {}): PushConfig {
  return { ...loadPushConfig({ NODE_ENV: 'test' }, ephemeralSecrets()), ...overrides };
}
