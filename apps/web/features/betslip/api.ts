import type {
  BetErrorResponse as BetErrorBody,
  PlaceBetsResponse,
  SettingsResponse,
  ShareCodeCreateResponse,
  ShareCodeResponse,
  SharedBet,
} from '@sportsbook/contract';
import type { BetErrorResponse, PlacementPayload } from '@sportsbook/domain';
import { ApiRequestError, apiFetch } from '../../lib/api.ts';
import type { ResourceSpec } from '../resource/store.ts';

// Paths spelled out rather than imported: the contract's runtime values would bring zod into the
// client bundle. Same values as contract API_PREFIX.bets + BetsRoute and CatalogueRoute.settings.
const BETS_PATH = '/api/sportsbook/v3/bets';
const SHARE_CODE_PATH = '/api/sportsbook/v3/bets/share-code';
const SETTINGS_PATH = '/settings';
/** Contract IDEMPOTENCY_KEY_HEADER. */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Query key of the betting settings (public defaults for visitors, saved choices for players). */
export const betSettingsKey = (locale: string, who: string) => ['bet-settings', locale, who] as const;

/** GET /settings (SPEC §7): stakes presets, odds-accept mode, provider statuses, currencies. */
export function fetchBetSettings(locale: string): Promise<SettingsResponse> {
  return apiFetch<SettingsResponse>(SETTINGS_PATH, { locale });
}

/** Staleness of the settings for most readers: five minutes (the settings page asks sooner). */
export const SETTINGS_STALE_MS = 5 * 60_000;

/** GET /settings in the resource store, one entry per locale and kind of caller (visitor, player). */
export function betSettingsResource(
  locale: string,
  who: string,
  staleMs = SETTINGS_STALE_MS,
): ResourceSpec<SettingsResponse> {
  return { key: betSettingsKey(locale, who), fetch: () => fetchBetSettings(locale), staleMs };
}

/** POST /bets (v3) with a fresh idempotency key per attempt; the CSRF header is added by apiFetch. */
export function postBets(
  locale: string,
  payload: PlacementPayload,
  idempotencyKey: string,
): Promise<PlaceBetsResponse> {
  return apiFetch<PlaceBetsResponse>(BETS_PATH, {
    locale,
    init: {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    },
  });
}

/** POST /bets/share-code: a short code for the bets. */
export function createShareCode(
  locale: string,
  bets: readonly SharedBet[],
): Promise<ShareCodeCreateResponse> {
  return apiFetch<ShareCodeCreateResponse>(SHARE_CODE_PATH, {
    locale,
    init: { method: 'POST', body: JSON.stringify({ bets }) },
  });
}

/** GET /bets/share-code?code=: the shared bets (404 for an unknown code). */
export function fetchShareCode(locale: string, code: string): Promise<ShareCodeResponse> {
  return apiFetch<ShareCodeResponse>(SHARE_CODE_PATH, { locale, searchParams: { code } });
}

/** The bet error body of a failed request (SPEC §3 Bet error response), when it has one. */
export function betErrorOf(error: unknown): BetErrorResponse | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const body = error.body as Partial<BetErrorBody> | undefined;
  if (!body || typeof body !== 'object' || body.code === undefined || body.code === null) return undefined;
  return body as BetErrorResponse;
}
