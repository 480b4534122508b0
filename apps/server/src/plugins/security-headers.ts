import type { FastifyInstance } from 'fastify';

/**
 * Headers every API response carries: `nosniff`, so a browser never runs a JSON body (which may echo
 * user input) as a script or a page.
 */
export const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Adds SECURITY_HEADERS to every reply, errors and 404s included (app.ts adds them to frameworkErrors). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
}
