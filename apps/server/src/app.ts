import { API_PREFIX, HEALTH_PATH } from '@sportsbook/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { CatalogueService } from './modules/catalogue/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerSwagger } from './plugins/swagger.ts';

export interface AppOptions {
  database: Database;
  config: Config;
  /** A pino logger to use; otherwise one is created at `config.logLevel`. */
  logger?: FastifyBaseLogger;
}

/**
 * The HTTP app in layers: plugins (errors, locale, OpenAPI), then services, then routes under their
 * prefixes. Nothing listens here; main.ts does, tests use `inject`.
 */
export async function buildApp({ database, config, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    bodyLimit: 256 * 1024,
    // Ids and slugs are short; a longer path parameter is a wrong route, not a query.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode (`/matches/%E0%A4%A`) is the client's fault.
    frameworkErrors: (error, _request, res) => {
      const reply = res as unknown as FastifyReply;
      reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ code: 'bad_request', message: error.message || 'Bad request' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. plugins
  registerErrorHandler(app);
  registerLocale(app);
  await registerSwagger(app);

  // 2. services
  const catalogue = new CatalogueService(database.db);

  // 3. routes
  await app.register(catalogueRoutes, {
    prefix: API_PREFIX.sportsbook,
    catalogue,
    settingsUpdatedAt: new Date(),
  });
  await app.register(healthRoutes, { prefix: HEALTH_PATH, driver: database.driver });

  return app;
}
