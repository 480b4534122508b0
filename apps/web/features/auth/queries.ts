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
import { apiFetch } from '../../lib/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { SKIP_UNAUTHORIZED } from '../query/unauthorized.ts';
import { invalidateResources, type ResourceSpec, setResource } from '../resource/store.ts';
import { useResource } from '../resource/use-resource.ts';
import { AuthStatus } from './auth-status.ts';
import { useAuthStatus } from './auth-store.ts';
import { platformPath } from './routes.ts';

/**
 * Keys of player data; everything under `platform` is dropped on sign-out (the resource store's
 * player, accounts and starred ids, and the query client's other player queries).
 */
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

/** The profile in the resource store (GET /player). */
export function playerResource(locale: string): ResourceSpec<Player> {
  return { key: platformKeys.player(), fetch: () => fetchPlayer(locale), staleMs: PLAYER_STALE_MS };
}

/** The accounts in the resource store (GET /player/accounts). */
export function accountsResource(locale: string): ResourceSpec<AccountsResponse> {
  return { key: platformKeys.accounts(), fetch: () => fetchAccounts(locale), staleMs: PLAYER_STALE_MS };
}

/**
 * After POST /player/accounts switched the active currency: the accounts answer replaces the stored
 * ones, and the profile (whose `currency` the switch changed) is fetched again. The account menu and
 * the frame bridge's `change_currency` both go through here.
 */
export function currencySwitched(accounts: AccountsResponse): void {
  setResource(platformKeys.accounts(), accounts);
  void invalidateResources(platformKeys.player());
}

/** Meta of requests whose 401 is an answer, not a lost session (sign-in with a wrong password). */
export const EXPECTED_401 = { [SKIP_UNAUTHORIZED]: true } as const;

/** The signed-in player's profile (only while logged in). */
export function usePlayer() {
  const locale = useLocale();
  const status = useAuthStatus();
  return useResource(playerResource(locale), { enabled: status === AuthStatus.loggedIn });
}

/** The signed-in player's accounts, one per currency (only while logged in). */
export function useAccounts() {
  const locale = useLocale();
  const status = useAuthStatus();
  const accounts = useResource(accountsResource(locale), { enabled: status === AuthStatus.loggedIn });
  return { ...accounts, data: accounts.data?.data };
}

/**
 * GET /access for a caller in `authStatus`: one entry per kind of caller, shared by the sign-in
 * buttons, the auth modals, the sign-up reminder and the status-group guard.
 */
export function accessResource(locale: string, authStatus: string): ResourceSpec<PlatformAccess> {
  return {
    key: [...platformKeys.access(), authStatus],
    fetch: () => apiFetch<PlatformAccess>(platformPath('access'), { locale }),
    staleMs: 5 * 60_000,
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
  return useResource(accessResource(locale, authStatus ?? ''), { enabled: authStatus !== null });
}
