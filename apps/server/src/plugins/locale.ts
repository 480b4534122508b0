import { acceptLanguageLocale, SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The supported locale chosen from Accept-Language (aliases resolved: br → pt-BR). */
    locale: string;
  }
}

/**
 * Every request gets `request.locale` from its Accept-Language header; every response says which
 * language it is in and that it varies by that header (caches must not mix languages).
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = acceptLanguageLocale(request.headers['accept-language'], SUPPORTED_LOCALES);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Language', request.locale);
    const vary = reply.getHeader('Vary');
    const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
    if (!/\baccept-language\b/i.test(current)) {
      reply.header('Vary', current ? `${current}, Accept-Language` : 'Accept-Language');
    }
    return payload;
  });
}
