import type { FastifyInstance } from 'fastify';
import type { FeedSimulator } from './simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed simulator (stepped by main.ts's runner, by tests, and by /api/dev/feed/events). */
    feed: FeedSimulator;
  }
}

/** Decorates the app with the simulator. */
export function registerFeed(app: FastifyInstance, simulator: FeedSimulator): void {
  app.decorate('feed', simulator);
}
