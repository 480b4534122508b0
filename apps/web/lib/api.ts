import type { ApiError } from '@sportsbook/contract';

// Type-only contract import: this module runs in the browser too, and the contract's zod schemas
// would otherwise land in every client bundle. Same value as contract API_PREFIX.sportsbook.
const SPORTSBOOK_PREFIX = '/api/sportsbook/v2';

/** A value of a query parameter; arrays are joined with commas, undefined and '' are left out. */
export type SearchParamValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Anything with zod's `parse`: a contract schema. Kept structural so client bundles need not import zod. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiFetchOptions<T> {
  /** Sent as Accept-Language on every request (SPEC §7). */
  locale: string;
  searchParams?: Readonly<Record<string, SearchParamValue>>;
  init?: RequestInit;
  /** Contract schema the response body is parsed with; the body is returned unchecked without it. */
  schema?: ResponseSchema<T>;
}

/** A non-2xx answer from the API, with the HTTP status and the contract's error `code`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly path: string;

  constructor(status: number, code: string, message: string, path: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.path = path;
  }
}

/** Whether an error is the API saying the resource does not exist (404). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

function isApiError(body: unknown): body is ApiError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiError).code === 'string' &&
    typeof (body as ApiError).message === 'string'
  );
}

const isServer = typeof window === 'undefined';

/** The API origin: the API server itself on the server, the same origin (proxied /api) in the browser. */
function apiOrigin(): string {
  return isServer ? (process.env.API_URL ?? 'http://localhost:4000') : '';
}

/** A full API path: paths starting with /api/ are kept, others are under the sportsbook v2 prefix. */
export function apiPath(path: string): string {
  return path.startsWith('/api/') ? path : `${SPORTSBOOK_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}

function queryString(params: Readonly<Record<string, SearchParamValue>> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.set(name, text);
  }
  const text = search.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return text === '' ? '' : `?${text}`;
}

/**
 * Calls the API and returns the JSON body, parsed with `schema` when given. Paths are relative to
 * `/api/sportsbook/v2` unless they start with `/api/`. Throws ApiRequestError on a non-2xx answer.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const { locale, searchParams, init, schema } = options;
  const fullPath = `${apiPath(path)}${queryString(searchParams)}`;
  const headers = new Headers(init?.headers);
  headers.set('Accept-Language', locale);
  headers.set('Accept', 'application/json');
  if (init?.body !== undefined && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const response = await fetch(`${apiOrigin()}${fullPath}`, { cache: 'no-store', ...init, headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = isApiError(body) ? body : undefined;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `${response.status} ${response.statusText} from ${fullPath}`,
      fullPath,
    );
  }
  return schema ? schema.parse(body) : (body as T);
}
