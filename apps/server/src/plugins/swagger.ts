import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_PATH } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's zod schemas: each `.meta({id})` schema becomes a component,
 * served as JSON at /api/docs/json with Swagger UI at /api/docs.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportsbook API',
        description: 'Catalogue, settings and player endpoints of the sportsbook reference back end.',
        version: '2.0.0',
      },
      tags: [
        { name: 'catalogue', description: 'Sports, categories, tournaments, matches and markets' },
        { name: 'settings', description: 'Visitor and player settings' },
        { name: 'health', description: 'Liveness' },
        { name: 'push', description: 'Push connection and subscription tokens' },
        { name: 'platform-users', description: 'Sign-up, sign-in, sign-out, confirmation, password, unlock' },
        { name: 'platform-player', description: 'The signed-in player: profile, locale, phone, comp points' },
        { name: 'platform-wallet', description: 'Accounts and balances (subunits)' },
        { name: 'platform-limits', description: 'Responsible gambling: limits, sessions, reality check' },
        {
          name: 'cashier',
          description: 'Deposits, quick deposit, provider notifications, transaction history',
        },
        { name: 'payment-emulator', description: 'The emulated card provider (not in production)' },
        { name: 'dev', description: 'Development only: feed events, mailbox, SMS, wallet credit' },
        {
          name: 'content',
          description: 'Layout documents of the home page and the shell slots (CONTENT_API_KEY)',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
