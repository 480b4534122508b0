import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { isPrivateChannel, PUSH_WEBSOCKET_PATH, parsePushChannel } from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { PushTokens } from './tokens.ts';

/**
 * An embedded hub speaking the Centrifugo client protocol (JSON over WebSocket) as the official
 * `centrifuge` client expects it; /work/shared/PUSH-PROTOCOL.md lists the facts it follows. One
 * process, in-memory history per channel for recovery; a real Centrifugo replaces it for scale-out.
 */

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

/** Subscribe flag bit: reply 112 instead of `recovered:false`. */
const REJECT_UNRECOVERED = 2;

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
const UNSUBSCRIBE_EXPIRED = 2501;

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

type Logger = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

const silentLogger: Logger = { debug() {}, warn() {}, error() {} };

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMEOUT = 2 ** 31 - 1;

interface StoredPublication {
  offset: number;
  data: unknown;
  at: number;
}

/** One channel's stream: offset, epoch, recent history and who listens. */
class ChannelStream {
  /** Changes whenever the history is lost: a fresh random string per stream (so per process). */
  epoch = randomBytes(6).toString('hex');
  offset = 0;
  history: StoredPublication[] = [];
  readonly subscribers = new Set<HubConnection>();
  lastActiveAt: number;

  constructor(now: number) {
    this.lastActiveAt = now;
  }

  prune(now: number, size: number, ttlMs: number): void {
    let drop = Math.max(0, this.history.length - size);
    while (drop < this.history.length && (this.history[drop]?.at ?? now) <= now - ttlMs) drop++;
    if (drop > 0) this.history = this.history.slice(drop);
  }

  /** Publications after (offset, epoch), or null when that position cannot be served. */
  since(offset: number, epoch: string): StoredPublication[] | null {
    // An empty epoch means "any epoch" to Centrifugo (see the client's _invalidateState).
    if (epoch !== '' && epoch !== this.epoch) return null;
    if (!Number.isInteger(offset) || offset < 0 || offset > this.offset) return null;
    if (offset === this.offset) return [];
    const first = this.history[0];
    if (first === undefined || first.offset > offset + 1) return null;
    return this.history.filter((pub) => pub.offset > offset);
  }
}

/** Fields of a subscribe result (PUSH-PROTOCOL.md). */
interface SubscribeResult {
  recoverable: boolean;
  positioned: boolean;
  epoch: string;
  offset: number;
  expires?: boolean;
  ttl?: number;
  was_recovering?: boolean;
  recovered?: boolean;
  publications?: { data: unknown; offset: number }[];
}

type Command = Record<string, unknown> & { id?: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Methods answered "not available" (they exist in Centrifugo, not in this hub). */
const NOT_AVAILABLE = new Set(['presence', 'presence_stats', 'history', 'rpc']);

/** One client socket. Commands run strictly in arrival order through `queue`. */
class HubConnection {
  private state: 'initial' | 'connected' | 'failed' | 'closed' = 'initial';
  private queue: Promise<void> = Promise.resolve();
  clientId = '';
  user = '';
  readonly subs = new Map<string, { expiry?: NodeJS.Timeout }>();
  private staleTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private killTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: PushHub,
    readonly ws: WebSocket,
  ) {
    this.staleTimer = setTimeout(
      () => this.close(PushCloseCodes.stale, 'stale'),
      hub.options.connectTimeoutMs,
    );
    ws.on('message', (data) => this.onMessage(data));
    ws.on('close', () => this.cleanup());
    ws.on('error', (err) => hub.log.debug({ err }, 'push socket error'));
  }

  get isClosed(): boolean {
    return this.state === 'closed';
  }

  // ---- framing

  private onMessage(raw: RawData): void {
    if (this.state === 'closed') return;
    const text = Array.isArray(raw)
      ? Buffer.concat(raw).toString('utf8')
      : Buffer.isBuffer(raw)
        ? raw.toString('utf8')
        : Buffer.from(raw).toString('utf8');
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      let command: unknown;
      try {
        command = JSON.parse(line);
      } catch {
        this.close(PushCloseCodes.badRequest, 'bad request');
        return;
      }
      if (!isObject(command)) {
        this.close(PushCloseCodes.badRequest, 'bad request');
        return;
      }
      if (Object.keys(command).length === 0) {
        // A pong has no ordering meaning: take it at once, even while a token check runs.
        this.onPong();
        continue;
      }
      this.queue = this.queue
        .then(() => (this.state === 'closed' ? undefined : this.handle(command as Command)))
        .catch((err: unknown) => {
          this.hub.log.error({ err }, 'push command failed');
          this.close(PushCloseCodes.serverError, 'internal server error');
        });
    }
  }

  /** Sends one frame; a client that does not read is closed with 3008. */
  sendFrame(frame: string): void {
    if (this.state === 'closed' || this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.hub.options.maxBufferedBytes) {
      this.close(PushCloseCodes.slow, 'slow');
      return;
    }
    this.ws.send(frame);
  }

  private reply(id: number, method: string, result: object): void {
    this.sendFrame(JSON.stringify({ id, [method]: result }));
  }

  private replyError(id: number, code: number, message: string, temporary = false): void {
    this.sendFrame(JSON.stringify({ id, error: { code, message, ...(temporary ? { temporary } : {}) } }));
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.cleanup();
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
    // A client that never answers the close frame is cut off.
    this.killTimer = setTimeout(() => this.ws.terminate(), 2_000);
    this.killTimer.unref();
  }

  /** Drops the socket without a close frame (a network blip, as far as the client can tell). */
  terminate(): void {
    this.cleanup();
    this.ws.terminate();
  }

  private cleanup(): void {
    if (this.state === 'closed') {
      if (this.ws.readyState === WebSocket.CLOSED) clearTimeout(this.killTimer);
      return;
    }
    this.state = 'closed';
    clearTimeout(this.staleTimer);
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    clearTimeout(this.expiryTimer);
    for (const [channel, sub] of this.subs) {
      clearTimeout(sub.expiry);
      this.hub.detach(channel, this);
    }
    this.subs.clear();
    this.hub.forget(this);
  }

  // ---- ping / pong

  private startPing(): void {
    const { pingIntervalSeconds, pongTimeoutMs } = this.hub.options;
    if (pingIntervalSeconds <= 0) return;
    this.pingTimer = setInterval(() => {
      this.sendFrame('{}');
      if (this.pongTimer === undefined) {
        this.pongTimer = setTimeout(() => this.close(PushCloseCodes.noPong, 'no pong'), pongTimeoutMs);
      }
    }, pingIntervalSeconds * 1000);
  }

  private onPong(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }

  // ---- expiry

  private ttlSeconds(exp: number): number {
    return Math.max(1, Math.ceil(exp - this.hub.options.now() / 1000));
  }

  private expiryDelay(exp: number): number {
    return Math.min(
      MAX_TIMEOUT,
      Math.max(0, exp * 1000 - this.hub.options.now()) + this.hub.options.expiredCloseDelayMs,
    );
  }

  private setConnectionExpiry(exp: number | undefined): void {
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    if (exp === undefined) return;
    this.expiryTimer = setTimeout(
      () => this.close(PushCloseCodes.connectionExpired, 'connection expired'),
      this.expiryDelay(exp),
    );
  }

  private setSubscriptionExpiry(channel: string, exp: number | undefined): void {
    const sub = this.subs.get(channel);
    if (sub === undefined) return;
    clearTimeout(sub.expiry);
    sub.expiry = undefined;
    if (exp === undefined) return;
    sub.expiry = setTimeout(() => {
      if (!this.subs.has(channel)) return;
      this.subs.delete(channel);
      this.hub.detach(channel, this);
      this.sendFrame(
        JSON.stringify({
          push: { channel, unsubscribe: { code: UNSUBSCRIBE_EXPIRED, reason: 'subscription expired' } },
        }),
      );
    }, this.expiryDelay(exp));
  }

  // ---- commands

  private async handle(command: Command): Promise<void> {
    const id = command.id;
    const method = Object.keys(command).find((key) => key !== 'id');
    if (id === undefined && method === 'send') return; // async message to the server: nothing to do
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || method === undefined) {
      this.close(PushCloseCodes.badRequest, 'bad request');
      return;
    }
    const request = isObject(command[method]) ? (command[method] as Record<string, unknown>) : {};
    if (this.state === 'failed') return; // the client tears this socket down after the connect error
    if (this.state !== 'connected' && method !== 'connect') {
      this.close(PushCloseCodes.badRequest, 'bad request');
      return;
    }
    switch (method) {
      case 'connect':
        return this.connect(id, request);
      case 'subscribe':
        return this.subscribe(id, request);
      case 'unsubscribe':
        return this.unsubscribe(id, request);
      case 'refresh':
        return this.refresh(id, request);
      case 'sub_refresh':
        return this.subRefresh(id, request);
      case 'publish':
        return this.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
      default:
        if (NOT_AVAILABLE.has(method))
          return this.replyError(id, PushErrorCodes.notAvailable, 'not available');
        return this.replyError(id, PushErrorCodes.methodNotFound, 'method not found');
    }
  }

  private async connect(id: number, request: Record<string, unknown>): Promise<void> {
    if (this.state === 'connected') {
      this.close(PushCloseCodes.badRequest, 'bad request');
      return;
    }
    const token = request.token;
    if (typeof token !== 'string' || token === '') {
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    const checked = await this.hub.tokens.verifyConnectionToken(token);
    if (this.state === 'closed') return;
    if (!checked.ok) {
      if (checked.reason === 'expired') {
        this.state = 'failed';
        this.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
      } else {
        this.close(PushCloseCodes.invalidToken, 'invalid token');
      }
      return;
    }
    const { sub, exp } = checked.claims;
    this.state = 'connected';
    this.user = sub;
    this.clientId = randomUUID();
    clearTimeout(this.staleTimer);
    this.setConnectionExpiry(exp);
    this.reply(id, 'connect', {
      client: this.clientId,
      version: HUB_VERSION,
      ...(exp !== undefined ? { expires: true, ttl: this.ttlSeconds(exp) } : {}),
      ping: this.hub.options.pingIntervalSeconds,
      pong: true,
    });
    this.startPing();
  }

  private async subscribe(id: number, request: Record<string, unknown>): Promise<void> {
    const channel = request.channel;
    if (typeof channel !== 'string' || channel === '') {
      return this.replyError(id, PushErrorCodes.badRequest, 'bad request');
    }
    const parsed = parsePushChannel(channel);
    if (parsed === null) return this.replyError(id, PushErrorCodes.unknownChannel, 'unknown channel');
    if (this.subs.has(channel))
      return this.replyError(id, PushErrorCodes.alreadySubscribed, 'already subscribed');
    if (this.subs.size >= this.hub.options.maxChannelsPerConnection) {
      return this.replyError(id, PushErrorCodes.limitExceeded, 'limit exceeded');
    }
    let exp: number | undefined;
    if (isPrivateChannel(channel)) {
      const token = request.token;
      if (typeof token !== 'string' || token === '') {
        return this.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
      }
      const checked = await this.hub.tokens.verifySubscriptionToken(token);
      if (this.state !== 'connected') return;
      if (!checked.ok) {
        return checked.reason === 'expired'
          ? this.replyError(id, PushErrorCodes.tokenExpired, 'token expired')
          : this.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
      }
      if (checked.claims.sub !== this.user || checked.claims.channel !== channel) {
        this.close(PushCloseCodes.invalidToken, 'invalid token');
        return;
      }
      // The token matches; the channel must also be this user's own.
      if (parsed.kind !== 'private' || parsed.userId !== this.user) {
        return this.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
      }
      exp = checked.claims.exp;
      if (this.subs.has(channel))
        return this.replyError(id, PushErrorCodes.alreadySubscribed, 'already subscribed');
    }

    // From here on synchronous: the reply is computed and sent, and the subscriber registered, in
    // one step, so no publication of this channel can reach the client before the reply.
    const stream = this.hub.attach(channel, this);
    const result: SubscribeResult = {
      recoverable: true,
      positioned: true,
      epoch: stream.epoch,
      offset: stream.offset,
    };
    if (request.recover === true) {
      const offset = typeof request.offset === 'number' ? request.offset : Number(request.offset ?? 0);
      const epoch = typeof request.epoch === 'string' ? request.epoch : '';
      const missed = stream.since(offset, epoch);
      // Flag 2 (rejectUnrecovered, sent by clients using getState): an unrecoverable position is an
      // error, and the client reloads its state instead.
      if (missed === null && typeof request.flag === 'number' && (request.flag & REJECT_UNRECOVERED) !== 0) {
        this.hub.detach(channel, this);
        return this.replyError(id, PushErrorCodes.unrecoverablePosition, 'unrecoverable position');
      }
      result.was_recovering = true;
      result.recovered = missed !== null;
      if (missed !== null && missed.length > 0) {
        result.publications = missed.map((pub) => ({ data: pub.data, offset: pub.offset }));
      }
    }
    this.subs.set(channel, {});
    if (exp !== undefined) {
      result.expires = true;
      result.ttl = this.ttlSeconds(exp);
      this.setSubscriptionExpiry(channel, exp);
    }
    this.reply(id, 'subscribe', result);
  }

  private unsubscribe(id: number, request: Record<string, unknown>): void {
    const channel = request.channel;
    if (typeof channel === 'string') {
      const sub = this.subs.get(channel);
      if (sub !== undefined) {
        clearTimeout(sub.expiry);
        this.subs.delete(channel);
        this.hub.detach(channel, this);
      }
    }
    this.reply(id, 'unsubscribe', {});
  }

  private async refresh(id: number, request: Record<string, unknown>): Promise<void> {
    const token = request.token;
    if (typeof token !== 'string' || token === '') {
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    const checked = await this.hub.tokens.verifyConnectionToken(token);
    if (this.state !== 'connected') return;
    if (!checked.ok) {
      if (checked.reason === 'expired')
        return this.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    if (checked.claims.sub !== this.user) {
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    const { exp } = checked.claims;
    this.setConnectionExpiry(exp);
    this.reply(id, 'refresh', {
      client: this.clientId,
      version: HUB_VERSION,
      expires: exp !== undefined,
      ...(exp !== undefined ? { ttl: this.ttlSeconds(exp) } : {}),
    });
  }

  private async subRefresh(id: number, request: Record<string, unknown>): Promise<void> {
    const { channel, token } = request;
    if (typeof channel !== 'string' || channel === '') {
      return this.replyError(id, PushErrorCodes.badRequest, 'bad request');
    }
    if (!this.subs.has(channel))
      return this.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
    if (typeof token !== 'string' || token === '') {
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    const checked = await this.hub.tokens.verifySubscriptionToken(token);
    if (this.state !== 'connected') return;
    if (!checked.ok) {
      if (checked.reason === 'expired')
        return this.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    if (checked.claims.sub !== this.user || checked.claims.channel !== channel) {
      this.close(PushCloseCodes.invalidToken, 'invalid token');
      return;
    }
    if (!this.subs.has(channel))
      return this.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
    const { exp } = checked.claims;
    this.setSubscriptionExpiry(channel, exp);
    this.reply(id, 'sub_refresh', {
      expires: exp !== undefined,
      ...(exp !== undefined ? { ttl: this.ttlSeconds(exp) } : {}),
    });
  }
}

/** The embedded hub on a Node HTTP server's `upgrade` event (for its path only). */
export class PushHub {
  readonly options: HubOptions;
  readonly log: Logger;
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<HubConnection>();
  private readonly streams = new Map<string, ChannelStream>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly server: Server,
    readonly tokens: PushTokens,
    options: Partial<HubOptions> = {},
    logger?: Logger,
  ) {
    this.options = { ...DEFAULT_HUB_OPTIONS, ...options };
    this.log = logger ?? silentLogger;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.options.maxMessageBytes,
      perMessageDeflate: false,
    });
    server.on('upgrade', this.onUpgrade);
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, this.options.historyTtlMs));
    this.sweeper.unref();
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    let pathname: string;
    try {
      pathname = new URL(request.url ?? '/', 'http://hub.invalid').pathname;
    } catch {
      pathname = '';
    }
    if (pathname !== this.options.path) {
      // Another listener may serve that path; when there is none, answer instead of hanging.
      if (this.server.listenerCount('upgrade') === 1) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      return;
    }
    if (this.closed) {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      if (this.closed) {
        ws.close(PushCloseCodes.shutdown, 'shutdown');
        return;
      }
      this.connections.add(new HubConnection(this, ws));
    });
  };

  /** Number of open client connections. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Clients subscribed to a channel right now. */
  subscriberCount(channel: string): number {
    return this.streams.get(channel)?.subscribers.size ?? 0;
  }

  /**
   * Appends a publication to the channel's history and sends it to its subscribers:
   * `{"push":{"channel","pub":{"data","offset"}}}`. Throws for a channel name the hub would refuse.
   */
  publish(channel: string, data: unknown): { offset: number; epoch: string } {
    if (this.closed) throw new Error('push hub is closed');
    if (parsePushChannel(channel) === null) throw new Error(`invalid push channel: ${channel}`);
    const stream = this.stream(channel);
    const now = this.options.now();
    const offset = ++stream.offset;
    stream.history.push({ offset, data, at: now });
    stream.lastActiveAt = now;
    stream.prune(now, this.options.historySize, this.options.historyTtlMs);
    const frame = JSON.stringify({ push: { channel, pub: { data, offset } } });
    for (const connection of stream.subscribers) connection.sendFrame(frame);
    return { offset, epoch: stream.epoch };
  }

  /**
   * Loses every channel's history (new epochs, as after a restart of a hub keeping history in
   * memory): a client that resubscribes from an older position gets `recovered: false` and must
   * load its state again. Development tools use it to show that path.
   */
  forgetHistory(): void {
    for (const stream of this.streams.values()) {
      stream.history = [];
      stream.epoch = randomBytes(6).toString('hex');
    }
  }

  /** Drops every socket without a close frame: what a network blip looks like (tests, ops). */
  terminateAll(): void {
    for (const connection of [...this.connections]) connection.terminate();
  }

  /** Closes every socket with a close code (3001 shutdown makes clients reconnect). */
  disconnectAll(code: number = PushCloseCodes.shutdown, reason = 'shutdown'): void {
    for (const connection of [...this.connections]) connection.close(code, reason);
  }

  /** Stops serving: closes sockets with 3001 "shutdown" (clients reconnect) and waits briefly for them. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    this.server.off('upgrade', this.onUpgrade);
    const sockets = [...this.connections].map((connection) => connection.ws);
    this.disconnectAll();
    await Promise.race([
      Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === WebSocket.CLOSED) resolve();
              else ws.once('close', () => resolve());
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
    for (const ws of sockets) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.streams.clear();
  }

  // ---- used by connections

  attach(channel: string, connection: HubConnection): ChannelStream {
    const stream = this.stream(channel);
    stream.prune(this.options.now(), this.options.historySize, this.options.historyTtlMs);
    stream.subscribers.add(connection);
    return stream;
  }

  detach(channel: string, connection: HubConnection): void {
    const stream = this.streams.get(channel);
    if (stream === undefined) return;
    stream.subscribers.delete(connection);
    stream.lastActiveAt = this.options.now();
  }

  forget(connection: HubConnection): void {
    this.connections.delete(connection);
  }

  private stream(channel: string): ChannelStream {
    let stream = this.streams.get(channel);
    if (stream === undefined) {
      stream = new ChannelStream(this.options.now());
      this.streams.set(channel, stream);
    }
    return stream;
  }

  /** Forgets idle streams: no subscriber, nothing recoverable, quiet for a history TTL. */
  private sweep(): void {
    const now = this.options.now();
    for (const [channel, stream] of this.streams) {
      stream.prune(now, this.options.historySize, this.options.historyTtlMs);
      if (
        stream.subscribers.size === 0 &&
        stream.history.length === 0 &&
        now - stream.lastActiveAt > this.options.historyTtlMs
      ) {
        this.streams.delete(channel);
      }
    }
  }
}
