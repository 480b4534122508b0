import { isCancelledError } from '@tanstack/react-query';

/**
 * SPEC §8: the errors never reported. Pure and small: it runs in the page before the sender (loaded
 * lazily) is fetched, so a dropped error costs no request at all.
 */

/** Property an error carries when the code that raised it asks for it not to be reported. */
export const SKIP_CAPTURE = 'skipCapture';

/** Marks an error as not to be reported (SPEC §8 "errors flagged to skip capture") and returns it. */
export function skipCapture<E extends object>(error: E): E {
  (error as Record<string, unknown>)[SKIP_CAPTURE] = true;
  return error;
}

/** Where an error came from, as far as the drop rules care. */
export interface DropContext {
  /** The reporter's caller said so (e.g. a jackpot 404). */
  skip?: boolean;
  /** Target of a window `error` event: a `<script>` that failed to load is not our error. */
  target?: unknown;
  /** Script URL of a window `error` event (ErrorEvent.filename). */
  filename?: string;
}

/** Scripts of tracking, tag managers and watch/analytics services: their stack traces are noise. */
const THIRD_PARTY_SCRIPT =
  /googletagmanager\.com|google-analytics\.com|\/gtm\.js|\/gtag\/js|analytics\.js|\/watch\.js|mc\.yandex\.|connect\.facebook\.net|static\.hotjar\.com|clarity\.ms|doubleclick\.net/i;

/** Messages of a fetch that never got an answer (Chrome, Firefox, Safari, React Native polyfill). */
const NETWORK_MESSAGE =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|The network connection was lost\.?)/i;

/** A chunk or dynamically imported module that failed to load (webpack, Turbopack, browsers). */
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

const RESIZE_OBSERVER = /^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/;

/** Error codes of an aborted or timed-out connection (HTTP clients, Node, browsers). */
const ABORT_OR_TIMEOUT_CODES = new Set([
  'ECONNABORTED',
  'ETIMEDOUT',
  'ECONNRESET',
  'ESOCKETTIMEDOUT',
  'ERR_CANCELED',
  'ERR_NETWORK',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_ABORTED',
]);

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The message of anything thrown: an Error's message, a string as is. */
export function messageOf(error: unknown): string {
  return typeof error === 'string' ? error : text(field(error, 'message'));
}

/** Whether an event target is a `<script>` element. */
export function isScriptElement(target: unknown): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) return true;
  return text(field(target, 'tagName')).toUpperCase() === 'SCRIPT';
}

/** Why an error is not reported (for tests and debugging), or null when it is reported. */
export function dropReason(error: unknown, context: DropContext = {}): string | null {
  if (context.skip || field(error, SKIP_CAPTURE) === true) return 'skip';
  if (isScriptElement(context.target)) return 'script-element';
  const name = text(field(error, 'name'));
  const message = messageOf(error);
  // fetch's AbortError and TanStack Query's CancelledError: a request the page itself cancelled.
  if (name === 'AbortError' || isCancelledError(error)) return 'cancelled';
  if (name === 'TimeoutError') return 'abort-or-timeout';
  const code = field(error, 'code');
  if (typeof code === 'string' && ABORT_OR_TIMEOUT_CODES.has(code.toUpperCase())) return 'abort-or-timeout';
  if (name === 'ChunkLoadError' || CHUNK_MESSAGE.test(message)) return 'chunk-load';
  if ((name === 'TypeError' || name === '') && NETWORK_MESSAGE.test(message)) return 'network';
  if (RESIZE_OBSERVER.test(message)) return 'resize-observer';
  const stack = text(field(error, 'stack'));
  if (THIRD_PARTY_SCRIPT.test(stack) || THIRD_PARTY_SCRIPT.test(context.filename ?? '')) return 'third-party';
  return null;
}
