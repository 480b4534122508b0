/**
 * Messages of the payment provider's card form to the page (SPEC §7 "Payment provider script"). The
 * provider emits render form, notification, change payment action, change currency, change language,
 * accounts updated, redirect, new methods available, popup closed, submit, web socket connection and
 * close fast deposit modal; the product acts on accounts updated, notification and redirect, and
 * closes the quick deposit on close fast deposit modal. Names may arrive kebab-, snake- or camel-cased.
 */
export const ProviderEvent = {
  /** The form is on screen (the modal's loading state ends). */
  renderForm: 'render_form',
  /** A payment result to show as an alert: `{status, title?, message?}`. */
  notification: 'notification',
  /** Balances changed: refetch the accounts. */
  accountsUpdated: 'accounts_updated',
  /** Leave for one of the product's pages: `{route}`. */
  redirect: 'redirect',
  /** The card was submitted. */
  submit: 'submit',
  /** Close the quick (fast) deposit modal. */
  closeFastDepositModal: 'close_fast_deposit_modal',
} as const;
export type ProviderEvent = (typeof ProviderEvent)[keyof typeof ProviderEvent];

/** The pages a provider redirect may open (SPEC §2 "Payment provider redirect routes"). */
export const RedirectRoute = {
  /** The wallet transactions path. */
  transactionHistory: 'transaction_history',
  /** The terms and conditions page. */
  terms: 'terms',
  /** The help-center page. */
  support: 'support',
} as const;
export type RedirectRoute = (typeof RedirectRoute)[keyof typeof RedirectRoute];

/** Product paths (without locale) of the redirect routes. */
export const REDIRECT_PATHS: Record<RedirectRoute, string> = {
  transaction_history: '/wallet/transactions',
  terms: '/general-rules',
  support: '/help-center',
};

/** How a notification's status shows: the alert tone (SPEC §2 payment notifications: success, warning, error). */
export type NotificationTone = 'success' | 'warning' | 'error';

export type ProviderMessage =
  | { type: 'render_form' | 'accounts_updated' | 'submit' | 'close_fast_deposit_modal' }
  | {
      type: 'notification';
      status: string;
      tone: NotificationTone;
      title?: string;
      message?: string;
      failureCode?: string;
    }
  | { type: 'redirect'; route: RedirectRoute; path: string };

/** A `postMessage` event as far as this module needs it. */
export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/** Which frame may speak: its origin and its window (both must match). */
export interface AllowedSender {
  origin: string;
  source: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `accounts-updated`, `accountsUpdated`, `ACCOUNTS_UPDATED` → `accounts_updated`. */
export function eventNameOf(raw: string): string {
  return raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();
}

/** The tone of a payment status: approved/success green, pending/challenge amber, anything else red. */
export function toneOfStatus(status: string): NotificationTone {
  const name = eventNameOf(status);
  if (name === 'approved' || name === 'success' || name === 'succeeded') return 'success';
  if (name === 'pending' || name === 'challenge' || name === 'processing') return 'warning';
  return 'error';
}

function redirectRouteOf(raw: unknown): RedirectRoute | null {
  if (typeof raw !== 'string') return null;
  const name = eventNameOf(raw);
  if (name === 'transaction_history' || name === 'transactions') return RedirectRoute.transactionHistory;
  if (name === 'terms' || name === 'terms_and_conditions') return RedirectRoute.terms;
  if (name === 'support' || name === 'help_center') return RedirectRoute.support;
  return null;
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 300) : undefined;

/** A tone the provider names itself (`type` of a notification), if it is one. */
function toneOf(value: unknown): NotificationTone | null {
  return value === 'success' || value === 'warning' || value === 'error' ? value : null;
}

/**
 * The provider message of an event name and its payload (from the provider script's `on(name)` or
 * from a frame's message), or null for events the product ignores (change currency, new methods
 * available …) and malformed payloads.
 */
export function providerEventMessage(
  rawName: string,
  payload: Record<string, unknown>,
): ProviderMessage | null {
  const type = eventNameOf(rawName);
  switch (type) {
    case ProviderEvent.renderForm:
    case ProviderEvent.accountsUpdated:
    case ProviderEvent.submit:
    case ProviderEvent.closeFastDepositModal:
      return { type };
    case ProviderEvent.notification: {
      if (typeof payload.status !== 'string') return null;
      const status = eventNameOf(payload.status);
      const title = optionalText(payload.title);
      const message = optionalText(payload.message);
      const failure = payload.failure_code;
      const failureCode = typeof failure === 'string' && /^[a-z_]{1,60}$/.test(failure) ? failure : undefined;
      return {
        type,
        status,
        tone: toneOf(payload.type) ?? toneOfStatus(status),
        ...(title ? { title } : {}),
        ...(message ? { message } : {}),
        ...(failureCode ? { failureCode } : {}),
      };
    }
    case ProviderEvent.redirect: {
      const route = redirectRouteOf(payload.route);
      return route ? { type, route, path: REDIRECT_PATHS[route] } : null;
    }
    default:
      return null;
  }
}

/**
 * The provider message a `postMessage` event carries, or null when it is not one to act on: sent by
 * another origin or another window than the provider's frame, malformed, or ignored. Data is
 * `{event|type, payload|data}` (the emulator sends `{source, event, payload}`) or a flat object.
 */
export function providerMessageFrom(event: MessageEventLike, allowed: AllowedSender): ProviderMessage | null {
  if (event.origin !== allowed.origin || event.source !== allowed.source) return null;
  const data = event.data;
  if (!isObject(data)) return null;
  const rawName = data.event ?? data.type ?? data.name;
  if (typeof rawName !== 'string') return null;
  const payload = isObject(data.payload) ? data.payload : isObject(data.data) ? data.data : data;
  return providerEventMessage(rawName, payload);
}

/** The origin a frame URL is served from (relative URLs against the page), or null if it is not http(s). */
export function frameOriginOf(formUrl: string, pageHref: string): string | null {
  try {
    const url = new URL(formUrl, pageHref);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
