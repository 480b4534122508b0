import { API_PREFIX } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { PushConfig } from './config.ts';
import { type HubOptions, PushHub } from './hub.ts';
import { CentrifugoHttpPublisher, EmbeddedPublisher, type PushPublisher } from './publisher.ts';
import { pushRoutes, type UserIdResolver } from './routes.ts';
import { PushTokens } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes `{event_name, message}` to push channels (embedded hub or Centrifugo). */
    push: PushPublisher;
    /** The embedded hub, or null when a real Centrifugo serves the connections. */
    pushHub: PushHub | null;
    /** Signs and checks the push JWTs. */
    pushTokens: PushTokens;
  }
}

export interface PushPluginOptions {
  config: PushConfig;
  /** The signed-in user's id for a request; without it every caller is anonymous (sub ''). */
  userIdFromRequest?: UserIdResolver;
  /** Where the token routes mount; default /api/sportsbook/v2. */
  routePrefix?: string;
  /** Read as routePrefix: Fastify ignores `prefix` for this non-encapsulated plugin. */
  prefix?: string;
  /** Hub settings beyond the config (ping interval, limits ...), mainly for tests. */
  hub?: Partial<HubOptions>;
  /** fetch for the Centrifugo HTTP publisher (tests inject one). */
  fetch?: typeof fetch;
}

/**
 * The push layer: token routes under /api/sportsbook/v2, and either the embedded hub on the app's
 * HTTP server (WebSocket at /connection/websocket) or a Centrifugo HTTP publisher when
 * `config.centrifugoUrl` is set. Decorates the root instance with `push`, `pushHub` and
 * `pushTokens` (the plugin is not encapsulated), and closes everything when the app closes.
 */
export async function pushPlugin(app: FastifyInstance, opts: PushPluginOptions): Promise<void> {
  const { config } = opts;
  const tokens = new PushTokens({
    secret: config.tokenSecret,
    connectionTtlSeconds: config.connectionTokenTtlSeconds,
    subscriptionTtlSeconds: config.subscriptionTokenTtlSeconds,
  });

  let hub: PushHub | null = null;
  let publisher: PushPublisher;
  if (config.centrifugoUrl !== undefined && config.centrifugoApiKey !== undefined) {
    publisher = new CentrifugoHttpPublisher({
      baseUrl: config.centrifugoUrl,
      apiKey: config.centrifugoApiKey,
      ...(opts.fetch !== undefined ? { fetch: opts.fetch } : {}),
    });
  } else {
    hub = new PushHub(
      app.server,
      tokens,
      { historySize: config.historySize, historyTtlMs: config.historyTtlSeconds * 1000, ...opts.hub },
      app.log.child({ module: 'push' }),
    );
    publisher = new EmbeddedPublisher(hub);
  }

  app.decorate('push', publisher);
  app.decorate('pushHub', hub);
  app.decorate('pushTokens', tokens);

  // Before the HTTP server closes: open WebSockets would keep it waiting.
  app.addHook('preClose', async () => {
    await hub?.close();
  });
  app.addHook('onClose', async () => {
    await publisher.close();
  });

  await app.register(pushRoutes, {
    prefix: opts.routePrefix ?? opts.prefix ?? API_PREFIX.sportsbook,
    tokens,
    userIdFromRequest: opts.userIdFromRequest,
  });
}

// Not encapsulated (what fastify-plugin does): the decorators are visible to the whole app.
Object.assign(pushPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'push',
});
