import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventLoopMonitor } from '../../lib/watchdog.ts';

export const HealthResponse = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'HealthResponse' });

export const HealthStalledResponse = z
  .object({
    status: z.literal('stalled'),
    database: z.enum(['pglite', 'postgres']),
    event_loop_delay_ms: z.number().int().describe('Worst event-loop delay of the last one or two windows'),
    database_busy_ms: z
      .number()
      .int()
      .optional()
      .describe('PGlite: how long its thread has been on the statement it runs now'),
  })
  .meta({ id: 'HealthStalledResponse' });

export interface HealthOptions {
  driver: 'pglite' | 'postgres';
  /** Event-loop delay (ms) above which health answers 503; 0: never (EVENT_LOOP_STALL_MS). */
  stallMs: number;
  /** PGlite: how long its thread has been on its current statement (ms); stalled above stallMs too. */
  databaseBusyMs?: (() => number) | undefined;
}

/**
 * GET /api/health: the process is up, which database driver it uses, and whether its event loop
 * keeps up: 503 `stalled` for a window or two after the loop was blocked longer than `stallMs`
 * (a blocked main thread), or while PGlite's thread has been on one statement longer, so a load balancer or
 * supervisor stops sending work meanwhile.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, opts) => {
  const monitor = new EventLoopMonitor({ stallMs: opts.stallMs });
  app.addHook('onClose', async () => monitor.stop());
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: HealthResponse, 503: HealthStalledResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const loop = monitor.health();
      const busyMs = Math.round(opts.databaseBusyMs?.() ?? 0);
      if (loop.stalled || (opts.stallMs > 0 && busyMs > opts.stallMs)) {
        return reply.code(503).send({
          status: 'stalled' as const,
          database: opts.driver,
          event_loop_delay_ms: loop.delayMs,
          ...(opts.databaseBusyMs ? { database_busy_ms: busyMs } : {}),
        });
      }
      return { status: 'ok' as const, database: opts.driver };
    },
  );
};
