import { PUSH_WEBSOCKET_PATH } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';

/** Reply error codes (Centrifugo "server/codes"). */
export const PushErrorCodes = {
  internal: 100,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  methodNotFound: 104,
  alreadySubscribed: 105,
  limitExceeded: 106,
  badRequest: 107,
  notAvailable: 108,
  tokenExpired: 109,
  unrecoverablePosition: 112,
} as const;

/** WebSocket close codes the hub uses: 3000-3499 reconnect, 3500-3999 are final. */
export const PushCloseCodes = {
  shutdown: 3001,
  serverError: 3004,
  connectionExpired: 3005,
  slow: 3008,
  noPong: 3012,
  invalidToken: 3500,
  badRequest: 3501,
  stale: 3502,
} as const;

/** Unsubscribe push code: the subscription expired, the client resubscribes (>= 2500). */
export const UNSUBSCRIBE_EXPIRED = 2501;

/** Subscribe flag bit: reply 112 instead of `recovered:false`. */
export const REJECT_UNRECOVERED = 2;

export const HUB_VERSION = 'sportsbook-hub/1';

export interface HubOptions {
  /** Upgrade path served; query parameters are ignored. */
  path: string;
  /** Seconds between server pings (`{}`); sent in the connect result. */
  pingIntervalSeconds: number;
  /** A ping not answered within this many ms closes the connection with 3012 "no pong". */
  pongTimeoutMs: number;
  /** Publications kept per channel. */
  historySize: number;
  /** How long a publication stays recoverable, ms. */
  historyTtlMs: number;
  maxChannelsPerConnection: number;
  /** Largest incoming frame; a bigger one closes the socket with 1009. */
  maxMessageBytes: number;
  /** Outgoing bytes queued for a client before it is closed with 3008 "slow". */
  maxBufferedBytes: number;
  /** A socket that sent no successful connect within this many ms is closed with 3502 "stale". */
  connectTimeoutMs: number;
  /** Grace after a connection or subscription token expired before the hub ends it. */
  expiredCloseDelayMs: number;
  /** Clock in ms (tests). */
  now: () => number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  path: PUSH_WEBSOCKET_PATH,
  pingIntervalSeconds: 25,
  pongTimeoutMs: 8_000,
  historySize: 200,
  historyTtlMs: 5 * 60_000,
  maxChannelsPerConnection: 128,
  maxMessageBytes: 64 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  connectTimeoutMs: 10_000,
  expiredCloseDelayMs: 25_000,
  now: Date.now,
};

export type HubLogger = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

export const silentLogger: HubLogger = { debug() {}, warn() {}, error() {} };

/** setTimeout's longest delay (about 24.8 days). */
export const MAX_TIMEOUT = 2 ** 31 - 1;
