import { API_PREFIX, PUSH_WEBSOCKET_PATH, PushRoute } from '@sportsbook/contract';
import { Centrifuge, type Options } from 'centrifuge';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { WebSocket } from 'ws';
import { type PushConfig, testPushConfig } from '../../src/modules/push/config.ts';
import type { HubOptions } from '../../src/modules/push/hub.ts';
import { pushPlugin } from '../../src/modules/push/plugin.ts';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';

/** Header the test resolver reads the signed-in user id from (the auth module replaces it later). */
export const USER_HEADER = 'x-test-user';

export interface PushTestApp {
  app: FastifyInstance;
  port: number;
  url: string;
  wsUrl: string;
  close(): Promise<void>;
}

export interface PushTestAppOptions {
  port?: number;
  config?: Partial<PushConfig>;
  hub?: Partial<HubOptions>;
  fetch?: typeof fetch;
}

/** A Fastify app with only the push plugin, listening on 127.0.0.1 (port 0 unless given). */
export async function startPushApp(options: PushTestAppOptions = {}): Promise<PushTestApp> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(pushPlugin, {
    config: testPushConfig(options.config),
    userIdFromRequest: (request) => request.headers[USER_HEADER] as string | undefined,
    ...(options.hub ? { hub: options.hub } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    port: address.port,
    url,
    wsUrl: `ws://127.0.0.1:${address.port}${PUSH_WEBSOCKET_PATH}`,
    close: () => app.close(),
  };
}

/** POST /websocket/token as `userId` (anonymous without). */
export async function fetchConnectionToken(baseUrl: string, userId?: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API_PREFIX.sportsbook}${PushRoute.token}`, {
    method: 'POST',
    headers: userId === undefined ? {} : { [USER_HEADER]: userId },
  });
  if (!res.ok) throw new Error(`token: HTTP ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** POST /websocket/authorize for one channel as `userId`; the channel's token. */
export async function fetchSubscriptionToken(
  baseUrl: string,
  userId: string,
  channel: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}${API_PREFIX.sportsbook}${PushRoute.authorize}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [USER_HEADER]: userId },
    body: JSON.stringify({ channels: [channel] }),
  });
  if (!res.ok) throw new Error(`authorize: HTTP ${res.status}`);
  const body = (await res.json()) as { channels: { channel: string; token: string }[] };
  const token = body.channels[0]?.token;
  if (token === undefined) throw new Error('authorize: no token');
  return token;
}

/** The real `centrifuge` client in Node, with fast reconnects for tests (SPEC §9 values otherwise). */
export function newClient(wsUrl: string, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(wsUrl, {
    websocket: WebSocket,
    timeout: 5000,
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
    maxServerPingDelay: 10_000,
    ...options,
  });
}

/** Resolves when `check` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A raw WebSocket speaking the JSON protocol by hand: every received JSON object, and the close. */
export class RawClient {
  readonly received: Record<string, unknown>[] = [];
  closeCode: number | undefined;
  closeReason = '';
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      for (const line of data.toString().split('\n')) {
        if (line.trim() !== '') this.received.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
    });
  }

  static async open(url: string): Promise<RawClient> {
    const ws = new WebSocket(url);
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** Sends commands in one frame, separated by newlines. */
  send(...commands: object[]): void {
    this.ws.send(commands.map((c) => JSON.stringify(c)).join('\n'));
  }

  /** The reply with this id. */
  async reply(id: number, timeoutMs = 3000): Promise<Record<string, unknown>> {
    await waitFor(() => this.received.some((r) => r.id === id), timeoutMs, `reply ${id}`);
    return this.received.find((r) => r.id === id) as Record<string, unknown>;
  }

  async closed(timeoutMs = 3000): Promise<{ code: number; reason: string }> {
    await waitFor(() => this.closeCode !== undefined, timeoutMs, 'close');
    return { code: this.closeCode as number, reason: this.closeReason };
  }

  close(): void {
    this.ws.terminate();
  }
}
