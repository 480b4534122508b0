import {
  API_PREFIX,
  PRIVATE_CHANNEL_PREFIX,
  PUSH_WEBSOCKET_PATH,
  PushRoute,
} from '@sportsbook/contract/routes';
import {
  PUSH_MAX_SERVER_PING_DELAY_MS,
  PUSH_RECONNECT_BACKOFF,
  PUSH_REQUEST_TIMEOUT_MS,
  PUSH_RESUBSCRIBE_BACKOFF,
} from '@sportsbook/domain';
import type {
  Centrifuge,
  PublicationContext,
  SubscribedContext,
  Subscription,
  SubscriptionTokenContext,
} from 'centrifuge';
import { readCookie } from '../../lib/api.ts';
import { bearerHeaders } from '../../lib/bearer.ts';
import { reportErrorSoon } from '../error-reporting/report-soon.ts';

/**
 * The page's one push connection (SPEC §4 "Push client", §7, §9): a `centrifuge` client created on
 * the first channel subscription, in the browser only, with the library loaded by dynamic import so
 * it stays out of first-load JS. Channels are reference counted: components subscribe and
 * unsubscribe freely and the client keeps one Subscription per channel. Connection and subscription
 * states are a small external store. Realtime errors are logged, never shown.
 */

/** Connection states of the push client (SPEC §4). */
export type PushConnectionState = 'disconnected' | 'connecting' | 'connected';
/** Subscription states of one channel (SPEC §4). */
export type PushChannelState = 'unsubscribed' | 'subscribing' | 'subscribed';
/** Auth states the connection follows (SPEC §4 "Auth status"). */
export type PushAuthState = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';

export interface PushSnapshot {
  /** Whether a channel was ever asked for: before that there is no client at all. */
  readonly active: boolean;
  readonly connection: PushConnectionState;
  /** Since when (ms since epoch) the client has been trying to connect; null while connected or idle. */
  readonly downSince: number | null;
  /** State of every channel with at least one subscriber. */
  readonly channels: Readonly<Record<string, PushChannelState>>;
}

/** Receives a channel's publications (`{event_name, message}` data). */
export type PublicationHandler = (data: unknown) => void;

const WEBSOCKET_PATH = PUSH_WEBSOCKET_PATH;
/** POST → `{token}`. */
const TOKEN_PATH = `${API_PREFIX.sportsbook}${PushRoute.token}`;
/** POST `{channels}` → subscription tokens of `$` channels. */
const AUTHORIZE_PATH = `${API_PREFIX.sportsbook}${PushRoute.authorize}`;
/** Channels starting with this need a subscription token. */
const PRIVATE_PREFIX = PRIVATE_CHANNEL_PREFIX;
/** The readable CSRF cookie and its header (contract PLATFORM_COOKIE.csrf, CSRF_HEADER), as apiFetch sends them. */
const CSRF_COOKIE = 'sb_csrf';
const CSRF_HEADER = 'x-csrf-token';

interface ChannelEntry {
  /** Subscribers per handler (one handler may be registered by many components). */
  handlers: Map<PublicationHandler, number>;
  subscription: Subscription | null;
  state: PushChannelState;
}

const channels = new Map<string, ChannelEntry>();
const resyncListeners = new Set<() => void>();
const stateListeners = new Set<() => void>();

let client: Centrifuge | null = null;
let loading: Promise<void> | null = null;
let unauthorizedError: (new (message: string) => Error) | null = null;
let auth: PushAuthState = 'unknown';
/** Whether the token the client last fetched was a signed-in player's (null before the first). */
let tokenLoggedIn: boolean | null = null;
let snapshot: PushSnapshot = { active: false, connection: 'disconnected', downSince: null, channels: {} };
/**
 * Whether subscriptions ask the hub for fossil deltas (site config pushDeltaCompression or flag
 * push_delta_compression); null until GET /settings answered. A channel keeps the mode it was
 * subscribed with.
 */
let deltaCompression: boolean | null = null;
const deltaWaiters = new Set<() => void>();
/** How long the first subscriptions wait for the delta setting before going without. */
const DELTA_SETTING_WAIT_MS = 1000;

function log(message: string, detail?: unknown): void {
  // Realtime errors are not user facing (SPEC §8): the console is where they go.
  console.warn(`[push] ${message}`, detail ?? '');
}

function publish(next: Partial<PushSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of stateListeners) listener();
}

function publishChannels(): void {
  const states: Record<string, PushChannelState> = {};
  for (const [name, entry] of channels) states[name] = entry.state;
  publish({ channels: states });
}

/** Whether the page ever connected, or its failure to connect was already reported. */
let connectedOrReported = false;

/** SPEC §8: the initial connection failure is reported (once a page; later drops only logged). */
function reportInitialFailure(type: string, error: unknown): void {
  if (connectedOrReported) return;
  connectedOrReported = true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  reportErrorSoon(new Error(`Push: initial connection failed (${type}: ${String(message ?? 'unknown')})`), {
    extra: { push: { type, code } },
  });
}

function setConnection(connection: PushConnectionState): void {
  if (connection === 'connected') connectedOrReported = true;
  if (connection === snapshot.connection) return;
  const downSince =
    connection === 'connected' ? null : snapshot.downSince === null ? Date.now() : snapshot.downSince;
  publish({ connection, downSince });
}

/** Subscribes to connection and channel state changes; returns the unsubscribe function. */
export function subscribePushState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** The current connection and channel states (a new object after every change). */
export function getPushSnapshot(): PushSnapshot {
  return snapshot;
}

const SERVER_SNAPSHOT: PushSnapshot = {
  active: false,
  connection: 'disconnected',
  downSince: null,
  channels: {},
};
/** The snapshot during server rendering and hydration: nothing connected. */
export function getServerPushSnapshot(): PushSnapshot {
  return SERVER_SNAPSHOT;
}

/**
 * Registers what to do when a channel resubscribed without recovering what it missed
 * (`recovered: false`): the page refetches its state over HTTP. Returns the unregister function.
 */
export function onPushResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

let resyncQueued = false;
function resync(): void {
  // Several channels come back at once after a reconnect; one refetch serves them all.
  if (resyncQueued) return;
  resyncQueued = true;
  setTimeout(() => {
    resyncQueued = false;
    for (const listener of resyncListeners) listener();
  }, 0);
}

async function fetchConnectionToken(): Promise<string> {
  tokenLoggedIn = auth === 'logged_in';
  const response = await fetch(TOKEN_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': document.documentElement.lang || 'en',
      ...bearerHeaders(),
    },
  });
  if (response.status === 401 || response.status === 403) {
    // The client ends the connection on this error instead of retrying (SPEC §8).
    throw unauthorizedError ? new unauthorizedError('push token refused') : new Error('push token refused');
  }
  if (!response.ok) throw new Error(`push token: HTTP ${response.status}`);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('push token: no token in the answer');
  return body.token;
}

/**
 * A subscription token for a private (`$`) channel from the authorize endpoint, with the session
 * cookie and the CSRF header of cookie-authenticated calls. A refusal ends the subscription instead
 * of retrying it (a signed-out player, another player's channel).
 */
async function fetchSubscriptionToken(ctx: SubscriptionTokenContext): Promise<string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': document.documentElement.lang || 'en',
    ...bearerHeaders(),
  };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const response = await fetch(AUTHORIZE_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({ channels: [ctx.channel] }),
  });
  if (response.status === 401 || response.status === 403) {
    throw unauthorizedError
      ? new unauthorizedError('push channel refused')
      : new Error('push channel refused');
  }
  if (!response.ok) throw new Error(`push authorize: HTTP ${response.status}`);
  const body = (await response.json()) as { channels?: { channel?: unknown; token?: unknown }[] };
  const entry = body.channels?.find((c) => c.channel === ctx.channel) ?? body.channels?.[0];
  if (typeof entry?.token !== 'string') throw new Error('push authorize: no token in the answer');
  return entry.token;
}

/** Sets whether new subscriptions ask for delta compression (LiveProvider, from GET /settings). */
export function setPushDeltaCompression(enabled: boolean): void {
  deltaCompression = enabled;
  for (const waiter of deltaWaiters) waiter();
  deltaWaiters.clear();
}

function deltaSettingKnown(): Promise<void> {
  if (deltaCompression !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      deltaWaiters.delete(done);
      resolve();
    }, DELTA_SETTING_WAIT_MS);
    deltaWaiters.add(done);
  });
}

function isPrivate(name: string): boolean {
  return name.startsWith(PRIVATE_PREFIX);
}

function websocketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${WEBSOCKET_PATH}`;
}

function attach(name: string, entry: ChannelEntry): void {
  if (!client || entry.subscription) return;
  // A private channel waits for a signed-in connection: the hub ends a connection whose
  // subscription token names another user than its connection token.
  if (isPrivate(name) && auth !== 'logged_in') return;
  const subscription =
    client.getSubscription(name) ??
    client.newSubscription(name, {
      minResubscribeDelay: PUSH_RESUBSCRIBE_BACKOFF.minMs,
      maxResubscribeDelay: PUSH_RESUBSCRIBE_BACKOFF.maxMs,
      // Ask for history recovery so a blip loses nothing; the hub (or Centrifugo's namespace
      // settings) decides, and `recovered: false` makes the page refetch instead.
      recoverable: true,
      ...(deltaCompression ? { delta: 'fossil' as const } : {}),
      ...(isPrivate(name) ? { getToken: fetchSubscriptionToken } : {}),
    });
  subscription.on('state', (ctx) => {
    entry.state = ctx.newState as PushChannelState;
    publishChannels();
  });
  subscription.on('publication', (ctx: PublicationContext) => {
    for (const handler of entry.handlers.keys()) {
      try {
        handler(ctx.data);
      } catch (error) {
        log(`handler failed on ${name}`, error);
      }
    }
  });
  subscription.on('subscribed', (ctx: SubscribedContext) => {
    if (ctx.wasRecovering && !ctx.recovered) resync();
  });
  subscription.on('error', (ctx) => log(`subscription error on ${name}`, ctx.error));
  subscription.on('unsubscribed', (ctx) => {
    if (ctx.code !== 0) log(`unsubscribed from ${name}`, ctx);
  });
  entry.subscription = subscription;
  subscription.subscribe();
}

function detach(entry: ChannelEntry): void {
  const subscription = entry.subscription;
  if (!subscription) return;
  entry.subscription = null;
  entry.state = 'unsubscribed';
  subscription.unsubscribe();
  subscription.removeAllListeners();
  client?.removeSubscription(subscription);
}

function connectIfAllowed(): void {
  if (!client || auth === 'pending' || channels.size === 0) return;
  if (client.state === 'disconnected') client.connect();
}

function ensureClient(): void {
  if (client || loading || typeof window === 'undefined') return;
  publish({ active: true, downSince: snapshot.downSince ?? Date.now() });
  loading = Promise.all([import('centrifuge'), deltaSettingKnown()])
    .then(([{ Centrifuge: CentrifugeClient, UnauthorizedError }]) => {
      unauthorizedError = UnauthorizedError;
      const created = new CentrifugeClient(websocketUrl(), {
        getToken: fetchConnectionToken,
        timeout: PUSH_REQUEST_TIMEOUT_MS,
        minReconnectDelay: PUSH_RECONNECT_BACKOFF.minMs,
        maxReconnectDelay: PUSH_RECONNECT_BACKOFF.maxMs,
        maxServerPingDelay: PUSH_MAX_SERVER_PING_DELAY_MS,
      });
      created.on('state', (ctx) => setConnection(ctx.newState as PushConnectionState));
      created.on('error', (ctx) => {
        log(`client error (${ctx.type})`, ctx.error);
        if (ctx.type === 'transport' || ctx.type === 'connect') reportInitialFailure(ctx.type, ctx.error);
      });
      created.on('disconnected', (ctx) => log('disconnected', ctx));
      client = created;
      for (const [name, entry] of channels) attach(name, entry);
      connectIfAllowed();
    })
    .catch((error: unknown) => {
      log('could not load the push client', error);
      loading = null;
    });
}

/**
 * Delivers a channel's publications to `handler` until the returned function is called. The first
 * subscriber of any channel creates the client and connects (unless auth is pending).
 */
export function subscribeChannel(name: string, handler: PublicationHandler): () => void {
  let entry = channels.get(name);
  if (!entry) {
    entry = { handlers: new Map(), subscription: null, state: 'unsubscribed' };
    channels.set(name, entry);
    publishChannels();
  }
  const current = entry;
  current.handlers.set(handler, (current.handlers.get(handler) ?? 0) + 1);
  if (client) {
    attach(name, current);
    connectIfAllowed();
  } else {
    ensureClient();
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const count = (current.handlers.get(handler) ?? 1) - 1;
    if (count > 0) current.handlers.set(handler, count);
    else current.handlers.delete(handler);
    if (current.handlers.size > 0) return;
    channels.delete(name);
    detach(current);
    publishChannels();
  };
}

/**
 * Tells the connection the player's auth state (the auth feature calls it). It connects at once
 * while auth is unknown, waits while pending, and reconnects with a fresh token when the player
 * signs in or out (SPEC §4).
 */
export function setAuthState(next: PushAuthState): void {
  auth = next;
  if (!client) return;
  // Private channels follow the player: dropped when the session ends, subscribed again with fresh
  // subscription tokens once a player is signed in.
  let privateChanged = false;
  if (next !== 'logged_in') {
    for (const [name, entry] of channels) {
      if (isPrivate(name) && entry.subscription) {
        detach(entry);
        privateChanged = true;
      }
    }
  }
  if (privateChanged) publishChannels();
  if (next === 'pending') return;
  if (tokenLoggedIn !== null && tokenLoggedIn !== (next === 'logged_in') && client.state !== 'disconnected') {
    client.disconnect();
    // An empty token makes the client call getToken again: the new token carries the new user.
    client.setToken('');
  }
  if (next === 'logged_in') for (const [name, entry] of channels) attach(name, entry);
  connectIfAllowed();
}
