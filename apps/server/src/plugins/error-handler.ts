import { type ApiError, ErrorCode } from '@sportsbook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

function send(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json').send(body);
}

/** "/sport_ids/0" → "sport_ids.0"; the request part (querystring, params, body) is left out. */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The SQLSTATE of a database error (pg's and PGlite's carry `code` and `severity`), looked for down
 * the `cause` chain because Drizzle wraps the driver's error.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e !== null && typeof e === 'object'; depth++) {
    const { code, severity, cause } = e as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    e = cause;
  }
  return undefined;
}

/** SQLSTATE class 22 (data exception): a value the database cannot take, e.g. 22003, 22P02, 22021. */
const DATA_EXCEPTION = /^22/;
/** Message of the 400 for a value the database refused (tests tell it from a schema's 400 by it). */
export const DATA_EXCEPTION_MESSAGE = 'A value is out of range or not valid text';
/** SQLSTATE 57014 query_canceled: statement_timeout ended the statement. */
const STATEMENT_TIMEOUT = '57014';

/**
 * Every error leaves as `{code, message, details?}`: validation → 400 validation_error, our
 * HttpErrors with their own status and code, other client errors (bad JSON, wrong content type,
 * body too large) → their 4xx status with bad_request, a database data exception (SQLSTATE class 22,
 * a value validation missed) → 400 bad_request, logged; a statement timeout (57014) → 503
 * service_busy with Retry-After; anything else → 500 internal_error, logged,
 * without internals. Unknown routes → 404 route_not_found.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, error.toJSON());
    }
    // Schema validation (zod's through fastify-type-provider-zod, and Fastify's own).
    const validation = error.validation;
    if (validation) {
      return send(reply, 400, {
        code: ErrorCode.validation,
        message: 'Request validation failed',
        details: validation.map((v) => ({
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
    const sqlState = sqlStateOf(error);
    if (sqlState && DATA_EXCEPTION.test(sqlState)) {
      // The request carried a value its schema let through but a column refuses: the client's
      // fault, so a 400; logged as a warning because the schema should have refused it.
      request.log.warn({ err: error, sqlState }, 'database refused a request value');
      return send(reply, 400, { code: ErrorCode.badRequest, message: DATA_EXCEPTION_MESSAGE });
    }
    if (sqlState === STATEMENT_TIMEOUT) {
      // statement_timeout cancelled a query (DB_STATEMENT_TIMEOUT_MS): the server is overloaded, not
      // broken; its transaction rolled back, so the client may retry.
      request.log.warn({ err: error, sqlState }, 'database statement timed out');
      reply.header('Retry-After', '5');
      return send(reply, 503, { code: ErrorCode.busy, message: 'The server is busy; try again shortly' });
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
