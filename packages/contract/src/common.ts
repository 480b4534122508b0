import { z } from 'zod';

/** Machine-readable error codes every 4xx/5xx response carries in `code`. */
export const ErrorCode = {
  /** A query, path or body parameter failed validation; `details` lists the issues. */
  validation: 'validation_error',
  /** The addressed resource does not exist. */
  notFound: 'not_found',
  /** The search query is shorter than 3 or longer than 50 characters. */
  searchQueryLength: 'search_query_length',
  /** The route does not exist. */
  routeNotFound: 'route_not_found',
  /** The request is too large or malformed beyond validation (bad JSON, wrong content type). */
  badRequest: 'bad_request',
  /** Too many requests from one client. */
  rateLimited: 'rate_limited',
  /** Something failed on the server; the message never leaks internals. */
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Body of every error response: `{code, message, details?}`. */
export const ApiError = z
  .object({
    code: z.string().describe('Machine-readable error code, see ErrorCode'),
    message: z.string().describe('Human-readable English message'),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Per-field problems for validation errors'),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;

/** Pagination block of list responses (SPEC §3 Pagination). */
export const Pagination = z
  .object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    last_page: z.number().int().positive(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof Pagination>;

/** Largest page size any list endpoint accepts (SPEC §9: many list limits are 500). */
export const MAX_PAGE_LIMIT = 500;
/** Page size when `limit` is not given. */
export const DEFAULT_PAGE_LIMIT = 50;

const truthy = new Set(['true', '1', 'yes']);

/** Query-string boolean: true/false/1/0/yes/no. */
export const queryBool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => truthy.has(v));

/** Positive page number, default 1. */
export const queryPage = z.coerce.number().int().min(1).max(100_000).default(1);
/** Page size 1..500, default 50. */
export const queryLimit = z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT);

/** Positive integer id (path or query). */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Comma-separated list in a query string (`a,b,c`) validated item by item. Empty items are dropped;
 * an array (repeated key) is accepted too.
 */
export function csv<T extends z.ZodType>(item: T, max = 100) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(item).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);
}

/** ISO 8601 date-time string with offset, e.g. 2026-11-21T10:00:00Z. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** Localised text kept per locale; `en` is always present. */
export type LocalizedText = { en: string } & Record<string, string>;
