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
  /** 503: a database statement ran past its time limit (DB_STATEMENT_TIMEOUT_MS); retry after `Retry-After`. */
  busy: 'service_busy',
  /** Something failed on the server; the message never leaks internals. */
  internal: 'internal_error',
  /** 403: the image proxy does not take images from this source (IMAGE_PROXY_SOURCES). */
  imageSourceRefused: 'image_source_refused',
  /** 502: an allowed image source did not answer in time, answered too much, or not an image. */
  imageSourceUnavailable: 'image_source_unavailable',
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

// ---------------------------------------------------------------------------------------------
// Values a database column can hold. A request value outside them is a 400 from validation, never a
// database error: every request schema builds its integers and free text from these helpers.

/** Range of a PostgreSQL `integer` (int4) column, and so of a `serial` id. */
export const PG_INT = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** Range of a `bigint` column read as a JS number: exact only within ±(2^53 − 1) (money in subunits). */
export const PG_BIGINT = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } as const;

function inColumn(min: number, max: number, column: { min: number; max: number }) {
  if (min < column.min || max > column.max || min > max) {
    throw new RangeError(`integer range ${min}..${max} is outside the column's ${column.min}..${column.max}`);
  }
  return z.number().int().min(min).max(max);
}

/** A JSON integer an int4 column holds, within [min, max] (default the whole int4 range). */
export function dbInt(min: number = PG_INT.min, max: number = PG_INT.max) {
  return inColumn(min, max, PG_INT);
}

/** A JSON integer a bigint column holds exactly, within [min, max] (default ±(2^53 − 1)). */
export function dbBigint(min: number = PG_BIGINT.min, max: number = PG_BIGINT.max) {
  return inColumn(min, max, PG_BIGINT);
}

/** A row id of a `serial` column in a JSON body: 1..2^31 − 1. */
export const dbId = () => dbInt(1);

/** Positive integer id of a `serial` column in a path or query string ("42" → 42): 1..2^31 − 1. */
export const Id = z.coerce.number().int().min(1).max(PG_INT.max);

/** A UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string can be stored as it is in a `text` or `jsonb` column: PostgreSQL refuses NUL
 * (22021, 22P05), and an unpaired surrogate is no Unicode character (jsonb refuses its escape, UTF-8
 * encoding would silently turn it into U+FFFD).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Message of a string refused by isStorableText. */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/**
 * Free text a `text` or `jsonb` column stores: at most `max` characters (`min` at least), no NUL,
 * no unpaired surrogate. `trim` trims before the length checks; `missing` (absent or not a string),
 * `tooShort`, `tooLong` and `invalid` replace the default messages (the platform API's FieldError keys).
 */
export function dbText(
  max: number,
  opts: {
    min?: number;
    trim?: boolean;
    missing?: string;
    tooShort?: string;
    tooLong?: string;
    invalid?: string;
  } = {},
) {
  let s = z.string(opts.missing ? { message: opts.missing } : undefined);
  if (opts.trim) s = s.trim();
  if (opts.min !== undefined) s = s.min(opts.min, opts.tooShort ? { message: opts.tooShort } : undefined);
  return s
    .max(max, opts.tooLong ? { message: opts.tooLong } : undefined)
    .refine(isStorableText, { message: opts.invalid ?? UNSTORABLE_TEXT_MESSAGE });
}

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
