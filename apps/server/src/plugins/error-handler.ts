import { type ApiError, ErrorCode } from '@sportsbook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

function send(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json').send(body);
}

/** "/sport_ids/0" → "sport_ids.0"; the request part (querystring, params, body) is left out. */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Every error leaves as `{code, message, details?}`: validation → 400 validation_error, our
 * HttpErrors with their own status and code, other client errors (bad JSON, wrong content type,
 * body too large) → their 4xx status with bad_request, anything else → 500 internal_error, logged,
 * without internals. Unknown routes → 404 route_not_found.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, error.toJSON());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        code: ErrorCode.validation,
        message: 'Request validation failed',
        details: error.validation.map((v) => ({
          path: fieldPath(v.instancePath),
          message: v.message ?? 'invalid',
        })),
      });
    }
    if (error.validation) {
      return send(reply, 400, {
        code: ErrorCode.validation,
        message: 'Request validation failed',
        details: error.validation.map((v) => ({
          path: fieldPath(v.instancePath),
          message: v.message ?? 'invalid',
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error as never)) {
      const message = error.code?.startsWith('FST_ERR_CTP') ? error.message : 'Bad request';
      return send(reply, status, {
        code: status === 429 ? ErrorCode.rateLimited : ErrorCode.badRequest,
        message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { code: ErrorCode.internal, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      code: ErrorCode.routeNotFound,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    }),
  );
}
