import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const HealthResponse = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'HealthResponse' });

/** GET /api/health: the process is up and which database driver it uses. */
export const healthRoutes: FastifyPluginAsyncZod<{ driver: 'pglite' | 'postgres' }> = async (app, opts) => {
  app.get(
    '/',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponse } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: opts.driver };
    },
  );
};
