import type {
  ActivityTrack,
  RealityCheck,
  UserLimitChangeResponse,
  UserLimitCreateBody,
  UserLimitsResponse,
  UserLimitUpdateBody,
} from '@sportsbook/contract';
import { REALITY_CHECK_REFRESH_MS } from '@sportsbook/domain';
import { ApiRequestError, apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { EXPECTED_401, PLAYER_STALE_MS, platformKeys } from '../auth/queries.ts';
import { ErrorCode, platformPath } from '../auth/routes.ts';
import { SKIP_REPORT } from '../error-reporting/state.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQuery } from '../query/hooks.ts';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const limitsApi = {
  list: (locale: string) => apiFetch<UserLimitsResponse>(platformPath('userLimits'), { locale }),
  create: (locale: string, body: UserLimitCreateBody) =>
    apiFetch<UserLimitChangeResponse>(platformPath('userLimits'), { locale, init: json('POST', body) }),
  update: (locale: string, id: number, body: UserLimitUpdateBody) =>
    apiFetch<UserLimitChangeResponse>(platformPath('userLimit', id), { locale, init: json('PATCH', body) }),
  remove: (locale: string, id: number) =>
    apiFetch<UserLimitChangeResponse>(platformPath('userLimit', id), { locale, init: json('DELETE') }),
  realityCheck: (locale: string) => apiFetch<RealityCheck>(platformPath('realityCheck'), { locale }),
  trackActivity: (locale: string) =>
    apiFetch<ActivityTrack>(platformPath('activityLimitTrack'), { locale, init: json('POST') }),
};

/** The player's limits (every one not disabled, newest first), while signed in. */
export function useLimits(enabled = true) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: platformKeys.limits(),
    queryFn: () => limitsApi.list(locale),
    enabled: enabled && status === AuthStatus.loggedIn,
    staleTime: PLAYER_STALE_MS,
    select: (response) => response.data,
  });
}

/** Whether the reality-check call answered "no reality check set" (400): polling stops (SPEC §8). */
export function isRealityCheckOff(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}

/**
 * The reality check's 403 `session_limit_reached` ("out of limit", SPEC §6, §8): the session is over
 * (watch.tsx signs out and opens the out-of-session-limit modal); expected, so never reported.
 */
export function isOutOfLimit(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status === 403 && error.code === ErrorCode.sessionLimitReached
  );
}

/** Meta of the reality-check query: its 401 and its out-of-limit 403 are handled by the caller. */
export const REALITY_CHECK_META = { ...EXPECTED_401, [SKIP_REPORT]: isOutOfLimit } as const;

/**
 * The reality check ("session info"), polled every 30 s while signed in with a reality-check limit in
 * force (`limitSet`) and never cached (SPEC §7, §9). Without one the API answers 400 (not set), so
 * the query waits for the player's limits instead of failing on every page; a 400 still stops the
 * polling until the limits change. Its 401/403 are handled by the caller.
 */
export function useRealityCheck(limitSet: boolean) {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: platformKeys.realityCheck(),
    queryFn: () => limitsApi.realityCheck(locale),
    enabled: status === AuthStatus.loggedIn && limitSet,
    meta: REALITY_CHECK_META,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (isRealityCheckOff(query.state.error) ? false : REALITY_CHECK_REFRESH_MS),
    refetchIntervalInBackground: true,
  });
}
