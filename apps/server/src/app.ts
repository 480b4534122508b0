import cookie from '@fastify/cookie';
import { API_PREFIX, HEALTH_PATH, PROVIDER_EMULATOR_PREFIX } from '@sportsbook/contract';
import { IMAGE_PATH_PREFIX } from '@sportsbook/domain';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ephemeralSecrets, type Secrets } from './lib/secrets.ts';
import { Auth } from './modules/auth/auth.ts';
import { SessionStore } from './modules/auth/sessions.ts';
import { bettingRoutes, shareCodeRoutes } from './modules/betting/routes.ts';
import { type BettingOptions, BettingService } from './modules/betting/service.ts';
import { playerSettingsStore } from './modules/betting/settings-store.ts';
import { bonusDevRoutes } from './modules/bonuses/dev-routes.ts';
import { bonusOperatorRoutes } from './modules/bonuses/operator-routes.ts';
import { bonusesRoutes } from './modules/bonuses/routes.ts';
import { BonusesService } from './modules/bonuses/service.ts';
import { slipBonusRoutes } from './modules/bonuses/slip-routes.ts';
import { HostedProvider, type PaymentProvider } from './modules/cashier/provider.ts';
import { cashierRoutes } from './modules/cashier/routes.ts';
import { CashierService } from './modules/cashier/service.ts';
import { siteSettingsOf } from './modules/cashier/view.ts';
import { CACHED_CATALOGUE_PATHS, catalogueDependencies } from './modules/catalogue/cache-dependencies.ts';
import { registerResponseCache } from './modules/catalogue/response-cache.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { CatalogueService } from './modules/catalogue/service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { ContentService } from './modules/content/service.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { favouritesRoutes } from './modules/favourites/routes.ts';
import { FavouritesService } from './modules/favourites/service.ts';
import { registerFeed } from './modules/feed/plugin.ts';
import { readProviderStatuses } from './modules/feed/providers.ts';
import type { FeedPublisher } from './modules/feed/publisher.ts';
import { FeedSimulator, type FeedSimulatorOptions } from './modules/feed/simulator.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { type ImagesConfig, loadImagesConfig } from './modules/images/config.ts';
import { imagesRoutes } from './modules/images/routes.ts';
import { ImagesService } from './modules/images/service.ts';
import { jackpotDevRoutes } from './modules/jackpots/dev-routes.ts';
import { randomDraw, seededDraw } from './modules/jackpots/draw.ts';
import { jackpotOperatorRoutes } from './modules/jackpots/operator-routes.ts';
import { jackpotsRoutes } from './modules/jackpots/routes.ts';
import { JackpotsService } from './modules/jackpots/service.ts';
import { LimitsService } from './modules/limits/service.ts';
import {
  type MailTransport,
  OutboxMailTransport,
  OutboxSmsTransport,
  type SmsTransport,
} from './modules/mail/transport.ts';
import { matchTrackerRoutes } from './modules/match-tracker/routes.ts';
import { MatchTrackerService } from './modules/match-tracker/service.ts';
import { bindNotificationPush } from './modules/notifications/push.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { NotificationsService } from './modules/notifications/service.ts';
import { emulatorRoutes } from './modules/payment-emulator/routes.ts';
import { injectTransport, PaymentEmulator } from './modules/payment-emulator/service.ts';
import { platformRoutes } from './modules/players/platform.ts';
import { PlayersService } from './modules/players/service.ts';
import { predictionsRoutes } from './modules/predictions/routes.ts';
import { PredictionsService } from './modules/predictions/service.ts';
import { providerDevRoutes, providerEmulatorRoutes } from './modules/providers/routes.ts';
import { ProviderEmulator } from './modules/providers/service.ts';
import { loadPushConfig, type PushConfig } from './modules/push/config.ts';
import { pushPlugin } from './modules/push/plugin.ts';
import { providerLaunchRoutes } from './modules/wallet/provider-routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerAuthRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders, SECURITY_HEADERS } from './plugins/security-headers.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { siteAccess } from './site-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The emulated payment provider when CASHIER_PROVIDER=emulator (tests flush its pending approvals). */
    paymentEmulator: PaymentEmulator | null;
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** A pino logger to use; otherwise one is created at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Push settings; default from the environment (loadPushConfig). */
  pushConfig?: PushConfig;
  /** Secrets (lib/secrets.ts; main.ts passes loadSecrets()); default: random ones of this process. */
  secrets?: Secrets;
  /**
   * Feed simulator settings (tests: a fixed `now`, an in-memory `publisher`). Without a publisher the
   * feed publishes through the push layer (`app.push`).
   */
  feed?: Partial<Omit<FeedSimulatorOptions, 'db' | 'publisher'>> & { publisher?: FeedPublisher };
  /** Clock of the player services (sessions, tokens, limits); tests move it. Default: real time. */
  now?: () => Date;
  /** Where e-mail goes; default the outbox table that /api/dev/mailbox reads. */
  mailTransport?: MailTransport;
  /** Where SMS goes; default the outbox table that /api/dev/sms reads. */
  smsTransport?: SmsTransport;
  /** Betting knobs (max payout, cash-out margin and throttle, bet-builder factor). */
  betting?: Omit<BettingOptions, 'now' | 'push' | 'log'>;
  /** Milliseconds public catalogue responses are shared between visitors (0: off, as in tests). */
  catalogueCacheMs?: number;
  /** Image proxy settings; default from the environment (loadImagesConfig). */
  images?: ImagesConfig;
}

/**
 * The HTTP app in layers: plugins (errors, locale, OpenAPI), then services, then routes under their
 * prefixes. Nothing listens here; main.ts does, tests use `inject`.
 */
export async function buildApp({
  database,
  config,
  logger,
  pushConfig,
  secrets = ephemeralSecrets(),
  feed,
  now = () => new Date(),
  mailTransport,
  smsTransport,
  betting: bettingOptions,
  catalogueCacheMs = 0,
  images: imagesConfig,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    // Fastify logs two lines per request at info; ours is one line at REQUEST_LOG_LEVEL (below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // request.ip: X-Forwarded-For is believed only from these hops (the web server's /api proxy).
    trustProxy: config.trustProxy,
    // Ids and slugs are short; a longer path parameter is a wrong route, not a query.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode (`/matches/%E0%A4%A`) is the client's fault.
    frameworkErrors: (error, _request, res) => {
      const reply = res as unknown as FastifyReply;
      reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .headers(SECURITY_HEADERS)
        .send({ code: 'bad_request', message: error.message || 'Bad request' });
    },
  });
  const requestLogLevel = config.requestLogLevel;
  if (requestLogLevel !== 'silent') {
    app.addHook('onResponse', async (request, reply) => {
      // Disabled levels are no-ops in pino: at the default (debug under LOG_LEVEL=info) this costs nothing.
      request.log[requestLogLevel](
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. plugins (the catalogue cache first: a hit is answered before the other hooks run)
  const responseCache = registerResponseCache(app, {
    ttlMs: catalogueCacheMs,
    isCacheable: (request) =>
      CACHED_CATALOGUE_PATHS.has(request.routeOptions.url ?? '') &&
      (request.query as Record<string, unknown>).favourite === undefined,
    dependencies: catalogueDependencies,
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerLocale(app);
  await registerSwagger(app);
  await app.register(cookie);
  await registerAuthRateLimit(app, config.rateLimit);
  const sessions = new SessionStore(database.db, { now, ttlMs: config.sessionTtlHours * 3_600_000 });
  const limits = new LimitsService(database.db, { now, coolingMs: config.limitCoolingHours * 3_600_000 });
  const auth = new Auth(sessions, limits, {
    now,
    ttlMs: config.sessionTtlHours * 3_600_000,
    cookieSecure: config.cookieSecure,
  });
  await app.register(pushPlugin, {
    config: pushConfig ?? loadPushConfig(process.env, secrets),
    userIdFromRequest: auth.userIdFromRequest,
  });
  // Notification pushes read the player's unread count from this database (notifications/push.ts).
  bindNotificationPush(app.push, database.db);

  // 2. services
  const players = new PlayersService(database.db, {
    now,
    publicUrl: config.publicUrl,
    mail: mailTransport ?? new OutboxMailTransport(database.db),
    sms: smsTransport ?? new OutboxSmsTransport(database.db),
    limits,
    signUpRequiredFields: config.signUpRequiredFields,
    onSignedUp: async (userId) => {
      try {
        await bonuses.issueOnTrigger(userId, 'sign_up');
      } catch (err) {
        app.log.error({ err, userId }, 'sign-up bonuses failed');
      }
    },
  });
  const catalogue = new CatalogueService(database.db);
  const simulator = new FeedSimulator({
    seed: config.seed,
    logger: app.log,
    retention: config.feedRetention,
    incidents: config.feedIncidents,
    ...feed,
    db: database.db,
    publisher: feed?.publisher ?? app.push,
  });
  registerFeed(app, simulator);
  // Jackpot hits: `jackpots.onHit((tx, hit) => ...)` runs inside the hit's transaction.
  const jackpots = new JackpotsService(database.db, {
    now,
    push: app.push,
    log: app.log,
    secret: secrets.pushTokens,
    draw: config.jackpotDraw === 'seeded' ? seededDraw(config.seed) : randomDraw,
  });
  const betting = new BettingService(database.db, {
    maxLiability: config.maxLiability,
    jackpots: jackpots.placement,
    ...bettingOptions,
    now,
    push: app.push,
    log: app.log,
  });
  const bonuses = new BonusesService(database.db, {
    now,
    push: app.push,
    log: app.log,
    allowMultipleActiveFreebets: config.allowMultipleActiveFreebets,
  });
  simulator.onMarketsChanged(async ({ eventIds, settledEventIds }) => {
    await betting.settleEvents(settledEventIds);
    await betting.refreshOffers(eventIds);
  });
  // Startup sweep: bets on markets settled while the server was down (before the feed steps again).
  // A failing sweep is logged and does not keep the API down; the next start sweeps again.
  app.addHook('onReady', async () => {
    try {
      const settled = await betting.settleOutstanding();
      if (settled > 0) app.log.info({ settled }, 'settled bets of markets settled while the server was down');
    } catch (err) {
      app.log.error({ err }, 'startup settlement sweep failed');
    }
  });

  // The payment provider: the emulator reports through the real notification route (app.inject).
  // Never in production (config refuses it; this guards a hand-built configuration too).
  const emulator =
    config.cashier.provider === 'emulator' && config.nodeEnv !== 'production'
      ? new PaymentEmulator({
          db: database.db,
          secret: secrets.cashierWebhook,
          deliver: injectTransport(app),
          now,
          pendingMs: config.cashier.emulatorPendingMs,
          log: app.log,
        })
      : null;
  const hostedUrl = config.cashier.hostedFormUrl;
  const provider: PaymentProvider | null =
    emulator ?? (hostedUrl ? new HostedProvider(hostedUrl, config.publicUrl) : null);
  const cashier = new CashierService(database.db, {
    config: config.cashier,
    provider,
    push: app.push,
    now,
    log: app.log,
    onDeposited: (userId) => bonuses.issueOnFirstDeposit(userId),
  });
  app.decorate('paymentEmulator', emulator);
  if (emulator) {
    // Pending test cards left by a restart get their approval scheduled; a failure only logs.
    app.addHook('onReady', async () => {
      try {
        await emulator.resumePending();
      } catch (err) {
        app.log.error({ err }, 'payment emulator: could not resume pending payments');
      }
    });
    app.addHook('preClose', () => emulator.stop());
  }

  // Racing, lotteries, premium cricket: the demo's emulated provider, never in production (so there
  // every additional provider is off until a real one is wired in).
  const providerEmulator =
    config.nodeEnv !== 'production'
      ? new ProviderEmulator({ db: database.db, push: app.push, now, log: app.log })
      : null;
  const off = { enabled: false };
  // Its own switches object: GET /settings and the launch read it, the dev tools may change it.
  const site = {
    ...config.site,
    additionalProviders: providerEmulator
      ? { ...config.site.additionalProviders }
      : { horse_racing: off, lotto: off, premium_cricket: off },
  };

  // 3. routes
  const favourites = new FavouritesService(database.db);
  simulator.onMarketsWritten((change) => responseCache.written(change));
  await app.register(catalogueRoutes, {
    prefix: API_PREFIX.sportsbook,
    catalogue,
    settingsUpdatedAt: new Date(),
    providerStatuses: () => readProviderStatuses(database.db),
    auth,
    playerSettings: playerSettingsStore(database.db, now),
    siteSettings: siteSettingsOf(config.cashier, site),
    allowMultipleActiveFreebets: config.allowMultipleActiveFreebets,
    followedEvents: (userId) => favourites.followedEvents(userId),
  });
  await app.register(matchTrackerRoutes, {
    prefix: API_PREFIX.sportsbook,
    auth,
    tracker: new MatchTrackerService(database.db, {
      videoEnabled: config.site.videoSettings.enabled,
      viewerIdSecret: secrets.pushTokens,
    }),
  });
  await app.register(favouritesRoutes, { prefix: API_PREFIX.sportsbook, favourites, auth });
  await app.register(notificationsRoutes, {
    prefix: API_PREFIX.sportsbook,
    notifications: new NotificationsService(database.db, app.push, app.log),
    auth,
  });
  await app.register(predictionsRoutes, {
    prefix: API_PREFIX.sportsbook,
    predictions: new PredictionsService(database.db, catalogue),
    auth,
  });
  await app.register(jackpotsRoutes, { prefix: API_PREFIX.sportsbook, jackpots, auth });
  await app.register(jackpotOperatorRoutes, {
    prefix: API_PREFIX.sportsbook,
    jackpots,
    apiKey: config.operatorApiKey,
  });
  await app.register(shareCodeRoutes, { prefix: API_PREFIX.sportsbook, betting, auth });
  await app.register(bettingRoutes, { prefix: API_PREFIX.bets, betting, auth });
  await app.register(bonusesRoutes, { prefix: API_PREFIX.sportsbook, bonuses, auth });
  await app.register(bonusOperatorRoutes, {
    prefix: API_PREFIX.sportsbook,
    bonuses,
    players,
    now,
    apiKey: config.operatorApiKey,
  });
  await app.register(slipBonusRoutes, { prefix: API_PREFIX.sportsbook, db: database.db, auth, now });
  await app.register(platformRoutes, {
    prefix: API_PREFIX.platform,
    db: database.db,
    players,
    limits,
    sessions,
    auth,
    blockedCountries: config.blockedCountries,
    access: siteAccess(config.site),
    statusGroupRequired: config.statusGroupRequired,
    platformUrl: config.platformUrl,
    signUpRequiredFields: config.signUpRequiredFields,
  });
  await app.register(cashierRoutes, {
    prefix: API_PREFIX.cashier,
    cashier,
    auth,
    webhookSecret: secrets.cashierWebhook,
    now,
  });
  await app.register(contentRoutes, {
    prefix: API_PREFIX.content,
    content: new ContentService(database.db, now),
    apiKey: config.contentApiKey,
  });
  if (emulator) await app.register(emulatorRoutes, { prefix: API_PREFIX.cashier, emulator });
  await app.register(providerLaunchRoutes, {
    prefix: API_PREFIX.wallet,
    db: database.db,
    auth,
    switches: site.additionalProviders,
    now,
  });
  if (providerEmulator) {
    await app.register(providerEmulatorRoutes, {
      prefix: PROVIDER_EMULATOR_PREFIX,
      emulator: providerEmulator,
    });
  }
  await app.register(imagesRoutes, {
    prefix: IMAGE_PATH_PREFIX,
    images: new ImagesService(database.db, imagesConfig ?? loadImagesConfig(process.env)),
  });
  await app.register(healthRoutes, {
    prefix: HEALTH_PATH,
    driver: database.driver,
    stallMs: config.eventLoopStallMs,
    databaseBusyMs: database.busyMs,
  });
  // Development endpoints: only when switched on (DEV_TOOLS=1), and never in production.
  if (config.devTools && config.nodeEnv !== 'production') {
    await app.register(devRoutes, { prefix: API_PREFIX.dev, feed: simulator, db: database.db, players, now });
    await app.register(bonusDevRoutes, { prefix: API_PREFIX.dev, bonuses, players, now });
    await app.register(jackpotDevRoutes, { prefix: API_PREFIX.dev, jackpots, players });
    if (providerEmulator) {
      await app.register(providerDevRoutes, {
        prefix: API_PREFIX.dev,
        emulator: providerEmulator,
        switches: site.additionalProviders,
        changed: () => responseCache.clear(),
      });
    }
  }

  return app;
}
