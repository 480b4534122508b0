import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parsePushChannel } from '@sportsbook/contract';
import { type Server as SocketServer, WebSocket, WebSocketServer } from 'ws';
import { handleCommand } from './commands.ts';
import { type Command, type HubContext, HubSocket } from './connection.ts';
import { DeadlineQueue } from './deadlines.ts';
import {
  DEFAULT_HUB_OPTIONS,
  type HubLogger,
  type HubOptions,
  PushCloseCodes,
  silentLogger,
} from './protocol.ts';
import { ChannelStream } from './stream.ts';
import type { PushTokens } from './tokens.ts';

export {
  DEFAULT_HUB_OPTIONS,
  HUB_VERSION,
  type HubOptions,
  PushCloseCodes,
  PushErrorCodes,
} from './protocol.ts';

/**
 * An embedded hub speaking the Centrifugo client protocol (JSON over WebSocket) as the official
 * `centrifuge` client expects it; /work/shared/PUSH-PROTOCOL.md lists the facts it follows. One
 * process, in-memory history per channel for recovery; a real Centrifugo replaces it for scale-out.
 *
 * Memory per connection is kept near a bare `ws` server's: the socket is a `ws` WebSocket subclass
 * (connection.ts) with a few fields, one timer pings every connection, one deadline queue ends
 * expired connections and subscriptions, and a publication is encoded once per channel.
 */
export class PushHub implements HubContext {
  readonly options: HubOptions;
  readonly log: HubLogger;
  readonly deadlines = new DeadlineQueue();
  private readonly wss: SocketServer<typeof HubSocket>;
  private readonly streams = new Map<string, ChannelStream>();
  /** Open sockets (our own set: ws's client tracking would add a second close listener to each). */
  private readonly sockets = new Set<HubSocket>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly pinger: NodeJS.Timeout | undefined;
  private pingRounds = 0;
  private clientSeq = 0;
  /** Client ids are this random prefix and a sequence number: unique, and nothing stored per socket. */
  private readonly clientPrefix = randomUUID().slice(0, 24);
  private closed = false;

  constructor(
    private readonly server: Server,
    readonly tokens: PushTokens,
    options: Partial<HubOptions> = {},
    logger?: HubLogger,
  ) {
    this.options = { ...DEFAULT_HUB_OPTIONS, ...options };
    this.log = logger ?? silentLogger;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.options.maxMessageBytes,
      perMessageDeflate: false,
      clientTracking: false,
      WebSocket: HubSocket,
    });
    server.on('upgrade', this.onUpgrade);
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, this.options.historyTtlMs));
    this.sweeper.unref();
    if (this.options.pingIntervalSeconds > 0) {
      this.pinger = setInterval(() => this.pingAll(), this.options.pingIntervalSeconds * 1000);
      this.pinger.unref();
    }
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
      this.sockets.add(ws);
      ws.start(this);
    });
  };

  /** Number of open client connections. */
  get connectionCount(): number {
    return this.sockets.size;
  }

  /** Clients subscribed to a channel right now. */
  subscriberCount(channel: string): number {
    return this.streams.get(channel)?.subscribers.size ?? 0;
  }

  /**
   * Whether a publication on this channel could reach anyone: the channel has a subscriber now, or a
   * stream (history, offset, epoch) a client subscribed before may recover from. A channel without
   * one has no position any client holds, so skipping a publication there changes nothing anyone sees.
   */
  hasAudience(channel: string): boolean {
    return this.streams.has(channel);
  }

  /**
   * Appends a publication to the channel's history and sends it to its subscribers:
   * `{"push":{"channel","pub":{"data","offset"}}}`. Throws for a channel name the hub would refuse.
   */
  publish(channel: string, data: unknown): { offset: number; epoch: string } {
    if (this.closed) throw new Error('push hub is closed');
    // A channel that has a stream was checked when the stream was made.
    let stream = this.streams.get(channel);
    if (stream === undefined) {
      if (parsePushChannel(channel) === null) throw new Error(`invalid push channel: ${channel}`);
      stream = this.stream(channel);
    }
    const { historySize, historyTtlMs, now } = this.options;
    const offset = stream.publish(data, now(), historySize, historyTtlMs);
    return { offset, epoch: stream.epoch };
  }

  /**
   * Loses every channel's history (new epochs, as after a restart of a hub keeping history in
   * memory): a client that resubscribes from an older position gets `recovered: false` and must
   * load its state again. Development tools use it to show that path.
   */
  forgetHistory(): void {
    for (const stream of this.streams.values()) stream.forget();
  }

  /** Drops every socket without a close frame: what a network blip looks like (tests, ops). */
  terminateAll(): void {
    for (const socket of [...this.sockets]) socket.drop();
  }

  /** Closes every socket with a close code (3001 shutdown makes clients reconnect). */
  disconnectAll(code: number = PushCloseCodes.shutdown, reason = 'shutdown'): void {
    for (const socket of [...this.sockets]) socket.end(code, reason);
  }

  /** Stops serving: closes sockets with 3001 "shutdown" (clients reconnect) and waits briefly for them. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    clearInterval(this.pinger);
    this.server.off('upgrade', this.onUpgrade);
    const sockets = [...this.sockets];
    this.disconnectAll();
    this.deadlines.clear();
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

  // ---- used by sockets (HubContext)

  handle(socket: HubSocket, command: Command): Promise<void> {
    return handleCommand(this, socket, command);
  }

  attach(channel: string, socket: HubSocket): ChannelStream {
    const stream = this.stream(channel);
    stream.prune(this.options.now(), this.options.historySize, this.options.historyTtlMs);
    stream.subscribers.add(socket);
    return stream;
  }

  detach(stream: ChannelStream, socket: HubSocket): void {
    stream.subscribers.delete(socket);
    stream.deltaBases.delete(socket);
    stream.lastActiveAt = this.options.now();
    stream.lastHeardAt = stream.lastActiveAt;
  }

  forget(socket: HubSocket): void {
    this.sockets.delete(socket);
  }

  nextClientSeq(): number {
    return ++this.clientSeq;
  }

  clientId(seq: number): string {
    return this.clientPrefix + seq.toString(16).padStart(12, '0');
  }

  // ---- internals

  /**
   * One ping round for every connected socket (instead of a timer per socket); one check
   * `pongTimeoutMs` later closes those still owing a pong with 3012.
   */
  private pingAll(): void {
    const round = ++this.pingRounds;
    let waiting = false;
    for (const socket of this.sockets) if (socket.pingRound(round)) waiting = true;
    if (!waiting) return;
    setTimeout(() => {
      for (const socket of this.sockets) socket.checkPong(round);
    }, this.options.pongTimeoutMs).unref();
  }

  private stream(channel: string): ChannelStream {
    let stream = this.streams.get(channel);
    if (stream === undefined) {
      stream = new ChannelStream(channel, this.options.now());
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
