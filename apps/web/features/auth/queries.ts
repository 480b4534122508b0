import type {
  AccountsResponse,
  ConfirmationResponse,
  MessageResponse,
  PlatformAccess,
  Player,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
} from '@sportsbook/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { SKIP_UNAUTHORIZED } from '../query/unauthorized.ts';
import { AuthStatus } from './auth-status.ts';
import { useAuthStatus } from './auth-store.ts';
import { platformPath } from './routes.ts';

/** Query keys of player data; everything under `platform` is dropped on sign-out. */
export const platformKeys = {
  all: ['platform'] as const,
  player: () => ['platform', 'player'] as const,
  accounts: () => ['platform', 'accounts'] as const,
  phone: () => ['platform', 'phone'] as const,
  limits: () => ['platform', 'limits'] as const,
  realityCheck: () => ['platform', 'reality-check'] as const,
  /** Public, not player data: kept on sign-out. */
  access: () => ['platform-public', 'access'] as const,
};

/** Staleness of player data: pushed balance changes and mutations refresh it, so a minute is fine. */
export const PLAYER_STALE_MS = 60_000;

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** GET /player. */
export function fetchPlayer(locale: string): Promise<Player> {
  return apiFetch<Player>(platformPath('player'), { locale });
}

/** GET /player/accounts. */
export function fetchAccounts(locale: string): Promise<AccountsResponse> {
  return apiFetch<AccountsResponse>(platformPath('accounts'), { locale });
}

export const platformApi = {
  signIn: (locale: string, body: SignInBody) =>
    apiFetch<SignInResponse>(platformPath('signIn'), { locale, init: json('POST', body) }),
  signUp: (locale: string, body: SignUpBody) =>
    apiFetch<SignUpResponse>(platformPath('signUp'), { locale, init: json('POST', body) }),
  signOut: (locale: string) => apiFetch<void>(platformPath('signOut'), { locale, init: json('DELETE') }),
  confirm: (locale: string, token: string) =>
    apiFetch<ConfirmationResponse>(platformPath('confirmation'), {
      locale,
      searchParams: { confirmation_token: token },
    }),
  resendConfirmation: (locale: string, email: string) =>
    apiFetch<MessageResponse>(platformPath('confirmation'), { locale, init: json('POST', { email }) }),
  forgotPassword: (locale: string, email: string) =>
    apiFetch<MessageResponse>(platformPath('password'), { locale, init: json('POST', { email }) }),
  resetPassword: (
    locale: string,
    body: { reset_password_token: string; password: string; password_confirmation: string },
  ) => apiFetch<MessageResponse>(platformPath('password'), { locale, init: json('PUT', body) }),
  unlock: (locale: string, token: string) =>
    apiFetch<MessageResponse>(platformPath('unlock'), { locale, searchParams: { unlock_token: token } }),
  resendUnlock: (locale: string, email: string) =>
    apiFetch<MessageResponse>(platformPath('unlock'), { locale, init: json('POST', { email }) }),
  updateLocale: (locale: string, newLocale: string) =>
    apiFetch<Player>(platformPath('updateLocale'), { locale, init: json('PATCH', { locale: newLocale }) }),
  switchCurrency: (locale: string, currency: string) =>
    apiFetch<AccountsResponse>(platformPath('accounts'), { locale, init: json('POST', { currency }) }),
  startSportsbookSession: (locale: string) =>
    apiFetch<unknown>(platformPath('sportsbookSessions'), { locale, init: json('POST') }),
  continueSportsbookSession: (locale: string) =>
    apiFetch<unknown>(platformPath('sportsbookSessionsContinue'), { locale, init: json('POST') }),
};

/**
 * After POST /player/accounts switched the active currency: the accounts answer replaces the cached
 * ones, and the profile (whose `currency` the switch changed) is fetched again. The account menu and
 * the frame bridge's `change_currency` both go through here.
 */
export function currencySwitched(queryClient: QueryClient, accounts: AccountsResponse): void {
  queryClient.setQueryData(platformKeys.accounts(), accounts);
  void queryClient.invalidateQueries({ queryKey: platformKeys.player() });
}

/** Meta of requests whose 401 is an answer, not a lost session (sign-in with a wrong password). */
export const EXPECTED_401 = { [SKIP_UNAUTHORIZED]: true } as const;

/** The signed-in player's profile (only while logged in). */
export function usePlayer() {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: platformKeys.player(),
    queryFn: () => fetchPlayer(locale),
    enabled: status === AuthStatus.loggedIn,
    staleTime: PLAYER_STALE_MS,
  });
}

/** The signed-in player's accounts, one per currency (only while logged in). */
export function useAccounts() {
  const locale = useLocale();
  const status = useAuthStatus();
  return useQuery({
    queryKey: platformKeys.accounts(),
    queryFn: () => fetchAccounts(locale),
    enabled: status === AuthStatus.loggedIn,
    staleTime: PLAYER_STALE_MS,
    select: (response) => response.data,
  });
}

/**
 * The query of GET /access for a caller in `authStatus`: one cache entry per kind of caller, shared
 * by the sign-in buttons, the auth modals, the sign-up reminder and the status-group guard.
 */
export function accessQuery(locale: string, authStatus: string) {
  return {
    queryKey: [...platformKeys.access(), authStatus],
    queryFn: () => apiFetch<PlatformAccess>(platformPath('access'), { locale }),
    staleTime: 5 * 60_000,
  };
}

/**
 * Country blocking, whether sign-in and sign-up are allowed, and the status-group check for the
 * caller (SPEC §4, §5). `authStatus` keys the answer by who is asking (the check depends on the
 * player); null waits. The default is a visitor who is not signed in, as the sign-in buttons and the
 * auth modals are shown to: they then share the status-group guard's request (issue 13: the page
 * asked twice at load).
 */
export function useAccess(authStatus: string | null = AuthStatus.notLoggedIn) {
  const locale = useLocale();
  return useQuery({ ...accessQuery(locale, authStatus ?? ''), enabled: authStatus !== null });
}
