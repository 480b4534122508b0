import { ApiRequestError } from '../../lib/api.ts';

/**
 * Meta flag of a query or mutation whose 401 is an expected answer handled where it is made (the
 * sign-in form's wrong password, the start-up profile fetch), not a lost session.
 */
export const SKIP_UNAUTHORIZED = 'skipUnauthorized';

type Listener = (error: ApiRequestError) => void;
const listeners = new Set<Listener>();

/** Registers what a 401 from any query or mutation does (the auth feature signs the player out). */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether an error is the API refusing the session (401); cancelled or aborted requests are not (a
 * TanStack Query CancelledError is no ApiRequestError, so this needs no import of the library).
 */
export function isUnauthorizedError(error: unknown): error is ApiRequestError {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return error instanceof ApiRequestError && error.status === 401;
}

/** Passes a 401 on to the registered listeners (SPEC §7, §8: a 401 on any query or mutation signs out). */
export function reportUnauthorized(
  error: unknown,
  meta: Readonly<Record<string, unknown>> | undefined,
): void {
  if (meta?.[SKIP_UNAUTHORIZED] === true || !isUnauthorizedError(error)) return;
  for (const listener of listeners) listener(error);
}
