import { ApiRequestError } from '../../lib/api.ts';
import { isUnauthorizedError } from '../query/unauthorized.ts';
import { reportError } from './reporter.ts';
import { SKIP_REPORT } from './state.ts';

export { SKIP_REPORT } from './state.ts';

function skipped(error: unknown, meta: Readonly<Record<string, unknown>> | undefined): boolean {
  const flag = meta?.[SKIP_REPORT];
  return flag === true || (typeof flag === 'function' && flag(error) === true);
}

/**
 * SPEC §8: a failed query is reported, except a 401 (it signs the player out) and a cancelled
 * request (the drop rules). A failed mutation is shown where it was made; only an unexpected one (not
 * an API answer below 500) is reported.
 */
export function reportQueryError(
  error: unknown,
  meta: Readonly<Record<string, unknown>> | undefined,
  kind: 'query' | 'mutation',
): void {
  if (isUnauthorizedError(error) || skipped(error, meta)) return;
  if (kind === 'mutation' && error instanceof ApiRequestError && error.status < 500) return;
  reportError(error, { mechanism: kind });
}
