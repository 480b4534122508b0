import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { PushPublisher } from '../../src/modules/push/publisher.ts';

/**
 * Spies on the app's publications as if the player had a tab open in every locale. Boundary stand-in
 * for subscribed WebSocket clients: the embedded hub publishes private events only to channels with a
 * subscriber or recoverable history (see push-audience.test.ts for the real subscription path).
 */
export function spyOnPush(app: FastifyInstance) {
  const push = app.push as PushPublisher & { hasAudience(channel: string): boolean };
  if (typeof push.hasAudience === 'function') vi.spyOn(push, 'hasAudience').mockReturnValue(true);
  return vi.spyOn(push, 'publish');
}
