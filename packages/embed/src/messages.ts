/**
 * The messages between the sportsbook in an iframe and the page that embeds it (SPEC §7 Frame
 * messaging), with their payloads. Both sides import these types: the web app (apps/web
 * features/embed) and host pages through this package. Amounts are integer subunits.
 */

/** Marks our envelopes among the other postMessage traffic a page receives. */
export const ENVELOPE_KEY = 'sportsbook';
export const PROTOCOL_VERSION = 1;

/** Frame → host. */
export interface ToHostPayloads {
  /** The frame is ready to take messages; what it shows. */
  initialized: { locale: string; signedIn: boolean };
  /** A page finished loading in the frame (also after each in-app navigation). */
  'page-loaded': { path: string; title: string };
  /** The document's size changed (debounced 100 ms): resize the iframe to it. */
  'page-size-changed': { width: number; height: number };
  /** The player asked to sign in, sign up or deposit: the host does it (delegated when embedded). */
  'sign-in': { path: string };
  'sign-up': { path: string };
  deposit: { currency: string | null };
  /** The active account's balance, in subunits of its currency. */
  'balance-changed': { currency: string; balance_subunits: number };
  /** The bet slip: how many selections it holds and its phase. */
  'bet-slip-state-changed': { selections: number; bets: number; state: string };
  /** A top event (a match row of a top listing) was opened. */
  'top-event-clicked': { matchId: number; path: string };
  /** A modal opened or closed in the frame (the host may dim its own chrome). */
  'notify-modal-triggered': { name: string; open: boolean };
  /** The player switched the active currency. */
  'notify-currency-changed': { currency: string };
}

/** Host → frame. */
export interface FromHostPayloads {
  /** Session init: turns the frame's delegation on (accepted from any origin, SPEC §5). */
  iframe_integration: { enabled: boolean };
  /** Auth token: the host signed the player in (accepted from any origin, SPEC §5). */
  set_auth_token: { token: string };
  /** Odds display format (european, british, american, hongkong, indonesian, malaysian). */
  odds_changed: { format: string };
  /** Navigate the frame to a path of the sportsbook (deep link). */
  page_changed: { path: string };
  search_modal: { open: boolean };
  open_bet_slip: Record<string, never>;
  /** The host's visible viewport over the frame, for fixed elements (sheet, toasts). */
  viewport: { width: number; height: number; offsetTop: number };
  /** Load a shared bet slip by its code. */
  apply_bet_code: { code: string };
  change_locale: { locale: string };
  change_currency: { currency: string };
}

export type ToHostType = keyof ToHostPayloads;
export type FromHostType = keyof FromHostPayloads;

export interface Envelope<T extends string, P> {
  [ENVELOPE_KEY]: typeof PROTOCOL_VERSION;
  type: T;
  payload: P;
}

export type ToHostMessage = { [T in ToHostType]: Envelope<T, ToHostPayloads[T]> }[ToHostType];
export type FromHostMessage = { [T in FromHostType]: Envelope<T, FromHostPayloads[T]> }[FromHostType];

export const TO_HOST_TYPES: readonly ToHostType[] = [
  'initialized',
  'page-loaded',
  'page-size-changed',
  'sign-in',
  'sign-up',
  'deposit',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'notify-currency-changed',
];

export const FROM_HOST_TYPES: readonly FromHostType[] = [
  'iframe_integration',
  'set_auth_token',
  'odds_changed',
  'page_changed',
  'search_modal',
  'open_bet_slip',
  'viewport',
  'apply_bet_code',
  'change_locale',
  'change_currency',
];

/** Messages a frame accepts from any origin (SPEC §5: session init and auth token only). */
export const ANY_ORIGIN_TYPES: readonly FromHostType[] = ['iframe_integration', 'set_auth_token'];

export function envelope<T extends ToHostType>(
  type: T,
  payload: ToHostPayloads[T],
): Envelope<T, ToHostPayloads[T]>;
export function envelope<T extends FromHostType>(
  type: T,
  payload: FromHostPayloads[T],
): Envelope<T, FromHostPayloads[T]>;
export function envelope(type: string, payload: unknown) {
  return { [ENVELOPE_KEY]: PROTOCOL_VERSION, type, payload };
}

function isEnvelopeOf<T extends string>(data: unknown, types: readonly T[]): data is Envelope<T, unknown> {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    record[ENVELOPE_KEY] === PROTOCOL_VERSION &&
    typeof record.type === 'string' &&
    (types as readonly string[]).includes(record.type) &&
    typeof record.payload === 'object' &&
    record.payload !== null
  );
}

/** Whether `data` is one of our frame → host messages (shape of the envelope; payload fields are not checked). */
export function isToHostMessage(data: unknown): data is ToHostMessage {
  return isEnvelopeOf(data, TO_HOST_TYPES);
}

/** Whether `data` is one of our host → frame messages (envelope shape). */
export function isFromHostMessage(data: unknown): data is FromHostMessage {
  return isEnvelopeOf(data, FROM_HOST_TYPES);
}

/**
 * Normalises an allowlist entry to an origin (`https://casino.example:8443`); undefined when it is
 * not one (a path, a bad URL, a scheme other than http(s)). `*` stays `*`.
 */
export function originOf(entry: string): string | undefined {
  const trimmed = entry.trim();
  if (trimmed === '*') return '*';
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** A comma list of origins (EMBED_ALLOWED_ORIGINS) as normalised origins; bad entries are dropped. */
export function parseOriginList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
}

/**
 * The frame's origin rule (SPEC §5): a message is accepted from an origin in the allowlist; a
 * wildcard entry admits any origin, but only for session init and the auth token.
 */
export function acceptsFrom(allowlist: readonly string[], origin: string, type: FromHostType): boolean {
  if (origin !== '*' && allowlist.includes(origin)) return true;
  return allowlist.includes('*') && ANY_ORIGIN_TYPES.includes(type);
}
