import { ApiRequestError } from '../../lib/api.ts';
import type { ErrorReportingConfig } from './config.ts';
import { messageOf } from './rules.ts';

/** One stack frame in the error-tracking format (oldest call first, the throwing frame last). */
export interface Frame {
  function?: string;
  filename: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

/** The event of an envelope (the parts we send of the common error-tracking event format). */
export interface ReportEvent {
  event_id: string;
  timestamp: number;
  platform: 'javascript';
  level: 'error';
  environment: string;
  release?: string;
  request?: { url: string; headers?: Record<string, string> };
  tags: Record<string, string>;
  exception: {
    values: {
      type: string;
      value: string;
      stacktrace?: { frames: Frame[] };
      mechanism: { type: string; handled: boolean };
    }[];
  };
  extra?: Record<string, unknown>;
}

/** What the page knows about an error besides the error itself. */
export interface ReportContext {
  /** onerror, onunhandledrejection, boundary, query, mutation or manual. */
  mechanism: string;
  handled: boolean;
  url?: string;
  userAgent?: string;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

// V8: "    at fn (url:1:2)" or "    at url:1:2"; Firefox and Safari: "fn@url:1:2".
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** The frames of a stack trace, oldest call first as the format wants; unknown lines are skipped. */
export function parseStack(stack: string | undefined, origin = ''): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? '').split('\n').slice(0, 60)) {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match) continue;
    const [, fn, filename = '', lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: origin !== '' && filename.startsWith(origin),
    });
  }
  return frames.reverse();
}

/** Field names whose values never leave the page (passwords, tokens, card data, secrets). */
const SECRET_KEY =
  /pass(word|wd)?|token|secret|card|cvv|cvc|^pan$|^pin$|iban|authorization|cookie|otp|security_?answer/i;
const MAX_TEXT = 2000;

/** A copy of a value with secret fields replaced by "[redacted]"; JSON text is parsed first. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (depth === 0 && /^\s*[[{]/.test(value)) {
      try {
        return redact(JSON.parse(value), 1);
      } catch {
        // Not JSON: kept as text.
      }
    }
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, 100)) {
    copy[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1);
  }
  return copy;
}

/** A URL with the values of secret query parameters (reset-password and confirmation tokens) redacted. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const params = new URLSearchParams(url.slice(query + 1, hash < 0 ? undefined : hash));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_KEY.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}${hash < 0 ? '' : url.slice(hash)}` : url;
}

/** SPEC §8: a failed HTTP request is reported with its response URL, response body and request body. */
export function httpExtra(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return {
    http: {
      status: error.status,
      code: error.code,
      response_url: redactUrl(error.responseUrl ?? error.path),
      response_body: redact(error.body),
      ...(error.requestBody !== undefined ? { request_body: redact(error.requestBody) } : {}),
    },
  };
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function typeOf(error: unknown): string {
  if (error instanceof Error) return error.name || 'Error';
  return typeof error === 'string' ? 'Error' : 'UnknownError';
}

/** The event of one error, enriched and redacted. */
export function buildEvent(
  error: unknown,
  config: ErrorReportingConfig,
  context: ReportContext,
): ReportEvent {
  const origin = context.url ? new URL(context.url).origin : '';
  const frames = parseStack(error instanceof Error ? error.stack : undefined, origin);
  const extra = { ...context.extra, ...httpExtra(error) };
  return {
    event_id: randomId(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    environment: config.environment,
    ...(config.release ? { release: config.release } : {}),
    ...(context.url
      ? {
          request: {
            url: redactUrl(context.url),
            ...(context.userAgent ? { headers: { 'User-Agent': context.userAgent } } : {}),
          },
        }
      : {}),
    tags: { ...context.tags },
    exception: {
      values: [
        {
          type: typeOf(error),
          value: messageOf(error) || String(error),
          ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
          mechanism: { type: context.mechanism, handled: context.handled },
        },
      ],
    },
    ...(Object.keys(extra).length > 0 ? { extra: redact(extra, 1) as Record<string, unknown> } : {}),
  };
}

/** The envelope text: header line, item header, event JSON (newline-separated, newline-terminated). */
export function serializeEnvelope(
  event: ReportEvent,
  config: ErrorReportingConfig,
  sentAt = new Date(),
): string {
  const header = { event_id: event.event_id, sent_at: sentAt.toISOString(), dsn: config.dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}
