import {
  ApiError,
  type DevErrorReport,
  DevErrorReportAccepted,
  DevErrorReportEvent,
  DevErrorReportsResponse,
  DevRoute,
  ErrorCode,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

/** Largest envelope accepted (a browser error report is a few KB). */
export const ERROR_REPORT_BODY_LIMIT = 200 * 1024;
/** Reports kept in memory; the oldest go first. */
export const ERROR_REPORTS_KEPT = 200;

export interface ParsedEnvelope {
  dsn: string | null;
  event: DevErrorReportEvent;
}

function badEnvelope(message: string): HttpError {
  return new HttpError(400, ErrorCode.badRequest, `Invalid envelope: ${message}`);
}

function jsonLine(line: string | undefined, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line ?? '');
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below.
  }
  throw badEnvelope(`${what} is not a JSON object`);
}

/**
 * An error-tracking envelope: a header line (event_id, sent_at, dsn), then items, each an item header
 * line ({"type", "length"?}) and its payload (`length` bytes, or up to the next newline). The first
 * `event` item is validated and returned; other item types (sessions, client reports) are skipped.
 */
export function parseEnvelope(text: string): ParsedEnvelope {
  const header = jsonLine(text.split('\n', 1)[0], 'the envelope header');
  let rest = Buffer.from(text.slice(text.indexOf('\n') + 1), 'utf8');
  while (rest.length > 0) {
    const end = rest.indexOf(0x0a);
    const itemHeader = jsonLine(
      rest.subarray(0, end < 0 ? rest.length : end).toString('utf8'),
      'an item header',
    );
    rest = end < 0 ? Buffer.alloc(0) : rest.subarray(end + 1);
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
      if (length > rest.length) throw badEnvelope('an item is shorter than its length');
      payload = rest.subarray(0, length);
      rest = rest.subarray(rest[length] === 0x0a ? length + 1 : length);
    } else {
      const next = rest.indexOf(0x0a);
      payload = rest.subarray(0, next < 0 ? rest.length : next);
      rest = next < 0 ? Buffer.alloc(0) : rest.subarray(next + 1);
    }
    if (itemHeader.type !== 'event') continue;
    const event = DevErrorReportEvent.safeParse(jsonLine(payload.toString('utf8'), 'the event'));
    if (!event.success) {
      const issue = event.error.issues[0];
      throw badEnvelope(`event.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    if (typeof header.event_id === 'string' && header.event_id !== event.data.event_id) {
      throw badEnvelope('the header and the event have different event_id');
    }
    return { dsn: typeof header.dsn === 'string' ? header.dsn : null, event: event.data };
  }
  throw badEnvelope('no event item');
}

/**
 * The local error-report collector under /api/dev (registered with the other development endpoints):
 * POST takes an envelope, GET lists what arrived (newest first), DELETE forgets them. In memory, per
 * server process, at most ERROR_REPORTS_KEPT.
 */
export const errorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports: DevErrorReport[] = [];
  let nextId = 1;

  // Browsers send envelopes as text/plain (no preflight); SDKs as application/x-sentry-envelope.
  app.addContentTypeParser(
    'application/x-sentry-envelope',
    { parseAs: 'string', bodyLimit: ERROR_REPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    DevRoute.errorReports,
    {
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      schema: {
        tags: ['dev'],
        summary: 'Receive an error-tracking envelope (development only)',
        description:
          'The local collector of the web app’s error reports (ERROR_REPORTING_URL). Body: an envelope as text/plain or application/x-sentry-envelope, at most 200 KB.',
        body: z.string().min(1),
        response: { 200: DevErrorReportAccepted, 400: ApiError, 413: ApiError, 415: ApiError },
      },
    },
    async (request) => {
      const { dsn, event } = parseEnvelope(request.body);
      const first = event.exception.values[0];
      reports.unshift({
        id: nextId++,
        received_at: new Date().toISOString(),
        event_id: event.event_id,
        dsn,
        environment: event.environment ?? null,
        release: event.release ?? null,
        type: first?.type ?? '',
        value: first?.value ?? '',
        url: event.request?.url ?? null,
        event,
      });
      reports.length = Math.min(reports.length, ERROR_REPORTS_KEPT);
      return { id: event.event_id };
    },
  );

  app.get(
    DevRoute.errorReports,
    {
      schema: {
        tags: ['dev'],
        summary: 'Error reports received, newest first (development only)',
        response: { 200: DevErrorReportsResponse },
      },
    },
    async () => ({ data: reports }),
  );

  app.delete(
    DevRoute.errorReports,
    {
      schema: { tags: ['dev'], summary: 'Forget the received error reports', response: { 204: z.null() } },
    },
    async (_request, reply) => {
      reports.length = 0;
      return reply.code(204).send(null);
    },
  );
};
