import { type RawData, WebSocket } from 'ws';
import type { Deadline, DeadlineQueue } from './deadlines.ts';
import {
  type HubLogger,
  type HubOptions,
  MAX_TIMEOUT,
  PushCloseCodes,
  UNSUBSCRIBE_EXPIRED,
} from './protocol.ts';
import { ChannelStream } from './stream.ts';
import type { PushTokens } from './tokens.ts';

/** A parsed client command: `{"id":N,"<method>":{...}}`. */
export type Command = Record<string, unknown> & { id?: unknown };

/** What a socket needs of its hub. */
export interface HubContext {
  readonly options: HubOptions;
  readonly log: HubLogger;
  readonly tokens: PushTokens;
  readonly deadlines: DeadlineQueue;
  /** Runs one command (after the previous ones of the same socket). */
  handle(socket: HubSocket, command: Command): Promise<void> | void;
  attach(channel: string, socket: HubSocket): ChannelStream;
  detach(stream: ChannelStream, socket: HubSocket): void;
  /** The socket closed: the hub stops counting it. */
  forget(socket: HubSocket): void;
  /** A new client sequence number (1, 2, ...) for a socket that connects. */
  nextClientSeq(): number;
  /** The client id of the `seq`th connection of this hub. */
  clientId(seq: number): string;
}

/** Where a socket is in the protocol. */
export const Phase = { initial: 0, connected: 1, failed: 2, closed: 3 } as const;
type PhaseValue = (typeof Phase)[keyof typeof Phase];

const NO_STREAMS: readonly ChannelStream[] = Object.freeze([]);
const PING = Buffer.from('{}');
const RESOLVED = Promise.resolve();

function closeStale(socket: HubSocket): void {
  socket.end(PushCloseCodes.stale, 'stale');
}

function cutOff(socket: HubSocket): void {
  socket.terminate();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `$` subscription whose token runs out: it ends with an unsubscribe push unless refreshed. */
class SubscriptionExpiry implements Deadline {
  deadlineAt = 0;
  deadlineIndex = -1;

  constructor(
    readonly socket: HubSocket,
    readonly channel: string,
  ) {}

  expire(): void {
    this.socket.expireSubscription(this.channel);
  }
}

/**
 * One client socket: the `ws` WebSocket itself (the server creates this subclass), carrying the
 * protocol state in a few fields. Nothing per connection beyond them: listeners are prototype
 * methods, pings come from the hub's one timer, expiries from its one deadline queue, and the
 * client id is derived from a sequence number when it is sent. Commands run strictly in arrival
 * order through `queue`.
 */
export class HubSocket extends WebSocket implements Deadline {
  hub: HubContext | undefined = undefined;
  phase: PhaseValue = Phase.initial;
  /** The connection token's `sub` ('' for an anonymous visitor). */
  user = '';
  /** Sequence number behind the client id; 0 before connect. */
  seq = 0;
  /**
   * Streams this socket is subscribed to: none, the one stream (most sockets), or a new exact-size
   * array on each change.
   */
  private subs: ChannelStream | readonly ChannelStream[] | undefined = undefined;
  /** Expiries of `$` subscriptions, by channel (only when there are some). */
  private expiries: Map<string, SubscriptionExpiry> | undefined = undefined;
  /** Pending commands; undefined when idle. */
  private queue: Promise<void> | undefined = undefined;
  /** Before connect the stale timer, after close the cut-off timer. */
  private timer: NodeJS.Timeout | undefined = undefined;
  /** The hub's ping round of the oldest unanswered ping, 0 when none. */
  private pongDue = 0;
  deadlineAt = 0;
  deadlineIndex = -1;

  /** Starts serving this socket for `hub` (right after the upgrade). */
  start(hub: HubContext): void {
    this.hub = hub;
    this.timer = setTimeout(closeStale, hub.options.connectTimeoutMs, this);
    this.on('message', this.onFrame);
    this.on('close', this.onSocketClose);
    this.on('error', this.onSocketError);
  }

  private get context(): HubContext {
    return this.hub as HubContext;
  }

  get clientId(): string {
    return this.seq === 0 ? '' : this.context.clientId(this.seq);
  }

  // ---- framing

  private onFrame(raw: RawData): void {
    if (this.phase === Phase.closed) return;
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
        this.end(PushCloseCodes.badRequest, 'bad request');
        return;
      }
      if (!isObject(command)) {
        this.end(PushCloseCodes.badRequest, 'bad request');
        return;
      }
      // A pong has no ordering meaning: take it at once, even while a token check runs.
      if (Object.keys(command).length === 0) this.pongDue = 0;
      else this.enqueue(command as Command);
    }
  }

  private enqueue(command: Command): void {
    const queued = (this.queue ?? RESOLVED)
      .then(() => (this.phase === Phase.closed ? undefined : this.context.handle(this, command)))
      .catch((err: unknown) => {
        this.context.log.error({ err }, 'push command failed');
        this.end(PushCloseCodes.serverError, 'internal server error');
      });
    this.queue = queued;
    void queued.then(() => {
      if (this.queue === queued) this.queue = undefined;
    });
  }

  /** Sends one frame; a client that does not read is closed with 3008. */
  sendFrame(frame: Buffer | string): void {
    if (this.phase === Phase.closed || this.readyState !== WebSocket.OPEN) return;
    if (this.bufferedAmount > this.context.options.maxBufferedBytes) {
      this.end(PushCloseCodes.slow, 'slow');
      return;
    }
    this.send(frame, { binary: false });
  }

  reply(id: number, method: string, result: object): void {
    this.sendFrame(JSON.stringify({ id, [method]: result }));
  }

  replyError(id: number, code: number, message: string, temporary = false): void {
    this.sendFrame(JSON.stringify({ id, error: { code, message, ...(temporary ? { temporary } : {}) } }));
  }

  /** Closes with a close frame; a client that never answers it is cut off after 2 s. */
  end(code: number, reason: string): void {
    if (this.phase === Phase.closed) return;
    this.release();
    try {
      this.close(code, reason);
    } catch {
      this.terminate();
    }
    this.timer = setTimeout(cutOff, 2_000, this);
    this.timer.unref();
  }

  /** Drops the socket without a close frame (a network blip, as far as the client can tell). */
  drop(): void {
    this.release();
    this.terminate();
  }

  private onSocketClose(): void {
    if (this.phase === Phase.closed) {
      clearTimeout(this.timer);
      this.timer = undefined;
    } else {
      this.release();
    }
    this.context.forget(this);
  }

  private onSocketError(err: Error): void {
    this.hub?.log.debug({ err }, 'push socket error');
  }

  private release(): void {
    if (this.phase === Phase.closed) return;
    this.phase = Phase.closed;
    clearTimeout(this.timer);
    this.timer = undefined;
    const hub = this.context;
    hub.deadlines.cancel(this);
    for (const expiry of this.expiries?.values() ?? []) hub.deadlines.cancel(expiry);
    this.expiries = undefined;
    for (const stream of this.streams) hub.detach(stream, this);
    this.subs = undefined;
  }

  // ---- connect state

  /** After a successful connect: the stale timer goes, pings and the client id start. */
  markConnected(user: string, seq: number): void {
    this.phase = Phase.connected;
    this.user = user;
    this.seq = seq;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  markFailed(): void {
    this.phase = Phase.failed;
  }

  // ---- ping / pong (driven by the hub's one timer)

  /** The hub's ping round `round`: sends `{}`; true when this socket now waits for a pong. */
  pingRound(round: number): boolean {
    if (this.phase !== Phase.connected) return false;
    this.sendFrame(PING);
    if (this.pongDue === 0) this.pongDue = round;
    return true;
  }

  /** Closes with 3012 when a ping of round `round` or earlier is still unanswered. */
  checkPong(round: number): void {
    if (this.phase === Phase.connected && this.pongDue !== 0 && this.pongDue <= round) {
      this.end(PushCloseCodes.noPong, 'no pong');
    }
  }

  // ---- expiry

  /** The connection token's expiry (`exp`, seconds) ends the connection after the grace. */
  setConnectionExpiry(exp: number | undefined): void {
    const { deadlines } = this.context;
    if (exp === undefined) deadlines.cancel(this);
    else deadlines.schedule(this, this.expiryDelay(exp));
  }

  expire(): void {
    this.end(PushCloseCodes.connectionExpired, 'connection expired');
  }

  setSubscriptionExpiry(channel: string, exp: number | undefined): void {
    if (!this.hasChannel(channel)) return;
    const { deadlines } = this.context;
    let expiry = this.expiries?.get(channel);
    if (exp === undefined) {
      if (expiry !== undefined) deadlines.cancel(expiry);
      this.expiries?.delete(channel);
      return;
    }
    if (expiry === undefined) {
      expiry = new SubscriptionExpiry(this, channel);
      this.expiries ??= new Map();
      this.expiries.set(channel, expiry);
    }
    deadlines.schedule(expiry, this.expiryDelay(exp));
  }

  expireSubscription(channel: string): void {
    if (!this.removeChannel(channel)) return;
    this.sendFrame(
      JSON.stringify({
        push: { channel, unsubscribe: { code: UNSUBSCRIBE_EXPIRED, reason: 'subscription expired' } },
      }),
    );
  }

  ttlSeconds(exp: number): number {
    return Math.max(1, Math.ceil(exp - this.context.options.now() / 1000));
  }

  private expiryDelay(exp: number): number {
    const { now, expiredCloseDelayMs } = this.context.options;
    return Math.min(MAX_TIMEOUT, Math.max(0, exp * 1000 - now()) + expiredCloseDelayMs);
  }

  // ---- subscriptions

  /** The streams this socket is subscribed to. */
  get streams(): readonly ChannelStream[] {
    const subs = this.subs;
    return subs === undefined ? NO_STREAMS : subs instanceof ChannelStream ? [subs] : subs;
  }

  get subscriptionCount(): number {
    const subs = this.subs;
    return subs === undefined ? 0 : subs instanceof ChannelStream ? 1 : subs.length;
  }

  hasChannel(channel: string): boolean {
    const subs = this.subs;
    if (subs === undefined) return false;
    if (subs instanceof ChannelStream) return subs.name === channel;
    return subs.some((stream) => stream.name === channel);
  }

  /** Records a subscription to `stream` (already attached by the hub). */
  addStream(stream: ChannelStream): void {
    const subs = this.subs;
    this.subs = subs === undefined ? stream : this.streams.concat(stream);
  }

  /** Ends the subscription to `channel`; false when there was none. */
  removeChannel(channel: string): boolean {
    const stream = this.streams.find((s) => s.name === channel);
    if (stream === undefined) return false;
    const rest = this.streams.filter((s) => s !== stream);
    this.subs = rest.length === 0 ? undefined : rest.length === 1 ? rest[0] : rest;
    const expiry = this.expiries?.get(channel);
    if (expiry !== undefined) {
      this.context.deadlines.cancel(expiry);
      this.expiries?.delete(channel);
    }
    this.context.detach(stream, this);
    return true;
  }
}
