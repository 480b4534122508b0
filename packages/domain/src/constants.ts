/** Layout breakpoints in CSS pixels (SPEC §9): minimum widths of sm, md, lg and xl. */
export const BREAKPOINTS_PX = { sm: 720, md: 960, lg: 1280, xl: 1920 } as const;
/** Viewports narrower than this many CSS pixels get the mobile layout (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 780;

/** Milliseconds before an alert closes itself (SPEC §2). */
export const ALERT_AUTO_CLOSE_MS = 5000;

/** Shortest search query, in characters after trimming (SPEC §5). */
export const SEARCH_QUERY_MIN_LENGTH = 3;
/** Longest search query, in characters after trimming (SPEC §5). */
export const SEARCH_QUERY_MAX_LENGTH = 50;
/** Whether a search query is long enough to send and not too long: 3 to 50 characters once trimmed. */
export function isValidSearchQuery(query: string): boolean {
  const length = [...query.trim()].length;
  return length >= SEARCH_QUERY_MIN_LENGTH && length <= SEARCH_QUERY_MAX_LENGTH;
}

/** Page size of the bet list and of the markets list, in items (SPEC §7, §9). */
export const BET_LIST_PAGE_SIZE = 500;
/** Page size used when fetching every page of a list, in items (SPEC §9). */
export const FETCH_ALL_PAGE_SIZE = 500;
/** Default limit of bonus lists, in items (SPEC §7). */
export const BONUS_LIST_DEFAULT_LIMIT = 4;
/** Default limit of the hunting tournaments list, in items (SPEC §9). */
export const TOURNAMENT_LIST_DEFAULT_LIMIT = 1;
/** Default limit of the jackpot hits query, in items (SPEC §7). */
export const JACKPOT_HITS_DEFAULT_LIMIT = 10;

/** Interval of activity-limit tracking calls while the tab is visible, in ms (SPEC §7). */
export const ACTIVITY_TRACKING_INTERVAL_MS = 60_000;
/** Refresh interval of jackpots, in ms (SPEC §7). */
export const JACKPOT_REFRESH_MS = 15_000;
/** Refresh interval of jackpot hits, in ms (SPEC §7). */
export const JACKPOT_HITS_REFRESH_MS = 60_000;
/** Refresh interval of the reality-check session info, in ms (SPEC §7). */
export const REALITY_CHECK_REFRESH_MS = 30_000;
/** Delay before refetching a bonus list after its items were shown, in ms (SPEC §4). */
export const BONUS_LIST_REFETCH_DELAY_MS = 1000;
/** Default delay of the deposit reminder, in seconds; shown at most once a day (SPEC §4). */
export const DEPOSIT_REMINDER_DEFAULT_SECONDS = 10;
/** Default delay of lazy-loaded blocks, in ms (SPEC §9). */
export const LAZY_LOADER_DELAY_MS = 200;
/** Debounce of layout-size notifications to the host page, in ms (SPEC §9). */
export const LAYOUT_SIZE_DEBOUNCE_MS = 100;

/** Lifetime of the affiliate id cookie, in days (SPEC §9). */
export const AFFILIATE_COOKIE_DAYS = 30;
/** Lifetime of the device id cookie, in days (SPEC §9). */
export const DEVICE_ID_COOKIE_DAYS = 7300;
/** Lifetime of the cookie-consent cookie, in days (SPEC §9). */
export const COOKIE_CONSENT_DAYS = 365;
/** Lifetime of the deposit-reminder cookie, in days (SPEC §9). */
export const DEPOSIT_REMINDER_COOKIE_DAYS = 1;

/** A retry delay range in ms: each retry waits longer, from `minMs` up to `maxMs`. */
export interface BackoffRange {
  /** First delay, in ms. */
  minMs: number;
  /** Largest delay, in ms. */
  maxMs: number;
}

/** Timeout of a push (Centrifugo) request, in ms (SPEC §9). */
export const PUSH_REQUEST_TIMEOUT_MS = 5000;
/** Reconnect backoff of the push connection, in ms (SPEC §9). */
export const PUSH_RECONNECT_BACKOFF: BackoffRange = { minMs: 500, maxMs: 20_000 };
/** Resubscribe backoff of push subscriptions, in ms (SPEC §9). */
export const PUSH_RESUBSCRIBE_BACKOFF: BackoffRange = { minMs: 500, maxMs: 20_000 };
/** Longest wait for a server ping before the push connection counts as dead, in ms (SPEC §9). */
export const PUSH_MAX_SERVER_PING_DELAY_MS = 10_000;
/** Retry range for refreshing a push connection token, in ms (SPEC §9). */
export const PUSH_TOKEN_REFRESH_RETRY: BackoffRange = { minMs: 5000, maxMs: 10_000 };
/** Retry range of other push refreshes, in ms (SPEC §9). */
export const PUSH_REFRESH_RETRY: BackoffRange = { minMs: 10_000, maxMs: 20_000 };
/** Push error code that forces a token refresh (SPEC §8). */
export const PUSH_TOKEN_EXPIRED_CODE = 109;

/** Whether a push connection closed with this WebSocket close code may reconnect: not 3500-3999 or 4500-4999 (SPEC §8). */
export function isReconnectablePushCloseCode(code: number): boolean {
  return !((code >= 3500 && code <= 3999) || (code >= 4500 && code <= 4999));
}

/** Transition durations of the UI, in ms (SPEC §9). */
export const TRANSITION_MS = {
  enter: 50,
  exit: 500,
  fade: 150,
  collapse: 350,
  modal: 300,
  carousel: 600,
} as const;

/** Image proxy quality (0-100) per format: base 80, avif 81.25 % and webp 87.5 % of it (SPEC §7, §9). */
export const IMAGE_QUALITY = { base: 80, avif: 65, webp: 70 } as const;
