import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth.ts';

/**
 * Makes every route of a plugin the signed-in player's own: the session guard first, and answers
 * that no cache keeps (`Cache-Control: private, no-store`).
 */
export function playerOnly(app: FastifyInstance, auth: Auth): void {
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.addHook('onRequest', auth.guard);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
