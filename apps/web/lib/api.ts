import type { ApiError } from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import { bearerToken } from './bearer.ts';

// Type-only import of the contract's schemas: this module runs in the browser too, and zod would
// otherwise land in every client bundle (route constants come from the zod-free entry point).
const SPORTSBOOK_PREFIX = API_PREFIX.sportsbook;

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
  /** Per-field problems of a validation error (`details[].path` → `details[].message`). */
  readonly details: readonly { path: string; message: string }[];
  /** The parsed error body as sent (bet errors carry numeric codes and `data.errors_by_bet`). */
  readonly body: unknown;
  /** The URL that answered (after redirects), for error reports (SPEC §8). */
  responseUrl?: string;
  /** The body the request sent, for error reports (redacted there, SPEC §8). */
  requestBody?: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    path: string,
    details: readonly { path: string; message: string }[] = [],
    body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.path = path;
    this.details = details;
    this.body = body;
  }
}

/** Name of the readable CSRF cookie and of the header that echoes it (contract PLATFORM_COOKIE.csrf, CSRF_HEADER). */
const CSRF_COOKIE = 'sb_csrf';
const CSRF_HEADER = 'x-csrf-token';
const MUTATION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A cookie of the page (browser only); undefined on the server or when absent. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
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
  // Double-submit CSRF protection of the platform API: every cookie-authenticated mutation echoes
  // the readable sb_csrf cookie (harmless on other APIs, which ignore the header).
  const method = (init?.method ?? 'GET').toUpperCase();
  if (!isServer && MUTATION_METHODS.has(method) && !headers.has(CSRF_HEADER)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  // An embedded frame signed in through its host calls with the host's token instead.
  const bearer = isServer ? null : bearerToken();
  if (bearer && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${bearer}`);
  const response = await fetch(`${apiOrigin()}${fullPath}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    ...init,
    headers,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = isApiError(body) ? body : undefined;
    const failure = new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `${response.status} ${response.statusText} from ${fullPath}`,
      fullPath,
      error?.details ?? [],
      body,
    );
    failure.responseUrl = response.url || fullPath;
    if (typeof init?.body === 'string') failure.requestBody = init.body;
    throw failure;
  }
  return schema ? schema.parse(body) : (body as T);
}
