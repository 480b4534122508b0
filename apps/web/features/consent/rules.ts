import { DEFAULT_LOCALE_CONFIG, splitLocaleFromPath } from '@sportsbook/domain';
import { cookieScope } from '../../lib/framed.ts';
import { gtmScriptUrl } from './tracks.ts';

export { CONSENT_REOPEN_EVENT, gtmScriptUrl, siteTracks } from './tracks.ts';

/** Cookie holding the visitor's answer to the cookie banner (SPEC §9: kept 365 days). */
export const CONSENT_COOKIE = 'sb_consent';
/** SPEC §9: the consent choice is kept 365 days. */
export const CONSENT_DAYS = 365;

export type Consent = 'granted' | 'denied';

/** The stored choice, or null when the visitor has not answered (or the cookie is not ours). */
export function consentFrom(value: string | undefined): Consent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Local storage key of the consent choice (SPEC §9 local storage: cookie consent). */
export const CONSENT_STORAGE_KEY = 'sb.cookieConsent';

/**
 * The answer a page starts with: the cookie's (read on the server), else the one kept in local storage
 * (SPEC §9 keeps the consent there too; the cookie is then written again).
 */
export function consentOnLoad(cookie: Consent | null, stored: string | null): Consent | null {
  return cookie ?? consentFrom(stored ?? undefined);
}

/**
 * Whether an answer is asked: nothing kept and something tracks, or the player asked to change it
 * (the footer's cookie settings) while something tracks; never on `pathname` /init-sportsbook (see
 * `isInitPath`).
 */
export function bannerShown(
  tracks: boolean,
  consent: Consent | null,
  reopened: boolean,
  pathname: string,
): boolean {
  return tracks && (consent === null || reopened) && !isInitPath(pathname);
}

/**
 * Whether `pathname` is the embedded session's start (`/init-sportsbook`, in any locale): a loading
 * cover that the target page replaces, maybe as a new document. An answer given there can be lost
 * with it (a framed page may keep no cookie or storage), so the banner waits for the target page.
 */
export function isInitPath(pathname: string): boolean {
  const { rest } = splitLocaleFromPath(pathname, DEFAULT_LOCALE_CONFIG);
  return rest === '/init-sportsbook' || rest === '/init-sportsbook/';
}

/**
 * Whether a changed answer needs a reload: scripts loaded under a granted consent cannot be unloaded,
 * so withdrawing it reloads the page without them.
 */
export function reloadAfter(previous: Consent | null, next: Consent): boolean {
  return previous === 'granted' && next === 'denied';
}

/** The banner is asked only when something tracks (a tag manager or a chat widget) and no answer is kept. */
export function needsConsent(tracks: boolean, consent: Consent | null): boolean {
  return tracks && consent === null;
}

/** The tag manager loads only with a configured container and a granted consent. */
export function tagManagerUrl(gtmId: string | null | undefined, consent: Consent | null): string | null {
  return consent === 'granted' ? gtmScriptUrl(gtmId) : null;
}

/**
 * The `document.cookie` assignment that keeps a choice for CONSENT_DAYS. In a frame (`framed`, on a
 * secure page) it is SameSite=None, Secure and Partitioned: a host of another site refuses a Lax cookie
 * there (and may block the frame's storage), so the banner would come back on every page.
 */
export function consentCookie(choice: Consent, secure: boolean, framed = false): string {
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Path=/${cookieScope(secure, framed)}`;
}

/**
 * CSP sources the tag manager and the Google tags it loads need (script via the nonce and
 * 'strict-dynamic'; these cover their beacons and pixels). Added only when GTM_CSP is set.
 */
export const TAG_MANAGER_SOURCES = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;

/** Whether the web server's CSP allows the tag manager (env GTM_CSP=1 or true). */
export function tagManagerCspEnabled(value: string | undefined = process.env.GTM_CSP): boolean {
  return value === '1' || value === 'true';
}
