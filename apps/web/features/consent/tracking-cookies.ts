import { AFFILIATE_COOKIE_DAYS, DEVICE_ID_COOKIE_DAYS } from '@sportsbook/domain';
import type { TrackingTags } from '../i18n/routing.ts';

/** Cookie holding the affiliate id from the `stag` tag (SPEC §9: 30 days, secure, cross-site). */
export const AFFILIATE_COOKIE = 'sb_affiliate';
/** Cookie holding the other tracking tags of the visit (session cookie). */
export const TRACKING_COOKIE = 'sb_tracking';
/** Cookie holding the device id (SPEC §9: random UUID, 7300 days); sent with bet placements. */
export const DEVICE_ID_COOKIE = 'sb_device_id';
/** Local storage key of the device id (SPEC §9 local storage: device id). */
export const DEVICE_ID_STORAGE_KEY = 'sb.deviceId';

const DAY_S = 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A tag value kept in a cookie: printable ASCII without separators, at most 200 characters. */
const TAG_VALUE = /^[\x21-\x7e]{1,200}$/;

/** A cookie the proxy sets: name, value and the options of NextResponse.cookies.set. */
export interface CookieToSet {
  name: string;
  value: string;
  options: {
    maxAge?: number;
    sameSite: 'lax' | 'none';
    secure: boolean;
    path: '/';
    domain?: string;
    partitioned?: boolean;
  };
}

/** Whether a value is a device id the product issues (a random UUID). */
export function isDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Whether a request loads a page into a frame of another site (an embedding host, SPEC §1): there a
 * SameSite=Lax cookie is refused, so the device id needs a partitioned cross-site cookie.
 */
export function isCrossSiteFrame(headers: { get(name: string): string | null }): boolean {
  return headers.get('sec-fetch-dest') === 'iframe' && headers.get('sec-fetch-site') === 'cross-site';
}

/**
 * The device-id cookie for a page response (SPEC §9: random UUID, 7300 days, shared across mirror
 * subdomains through `domain`): the browser's own id kept, a new one when it has none or a malformed
 * one. Set on every page response, so the lifetime slides: browsers cap a cookie's life (Chrome at
 * 400 days), a returning device keeps its id for as long as it returns. In a frame of another site
 * (`crossSiteFrame`) it is SameSite=None, Secure and Partitioned (kept per host site, allowed where
 * third-party cookies are blocked), else the browser drops it and bets go without a device id.
 */
export function deviceIdCookie(
  existing: string | undefined,
  opts: { secure: boolean; domain?: string | undefined; newId: () => string; crossSiteFrame?: boolean },
): CookieToSet {
  const framed = opts.crossSiteFrame === true;
  return {
    name: DEVICE_ID_COOKIE,
    value: isDeviceId(existing) ? existing : opts.newId(),
    options: {
      maxAge: DEVICE_ID_COOKIE_DAYS * DAY_S,
      sameSite: framed ? 'none' : 'lax',
      secure: framed || opts.secure,
      path: '/',
      ...(opts.domain ? { domain: opts.domain } : {}),
      ...(framed ? { partitioned: true } : {}),
    },
  };
}

/**
 * The `document.cookie` assignment that puts a kept device id back (device-id.ts): the same lifetime
 * and, with DEVICE_ID_COOKIE_DOMAIN, the same domain as the proxy's cookie, so the restored id is
 * shared across mirror subdomains and there is one cookie of that name, not a host-only second one.
 */
export function deviceIdCookieAssignment(
  id: string,
  opts: { secure: boolean; domain?: string | undefined },
): string {
  const domain = opts.domain ? `; Domain=${opts.domain}` : '';
  const secure = opts.secure ? '; Secure' : '';
  return `${DEVICE_ID_COOKIE}=${id}; Max-Age=${DEVICE_ID_COOKIE_DAYS * DAY_S}; Path=/${domain}; SameSite=Lax${secure}`;
}

/**
 * The cookies of captured tracking tags (SPEC §2, §9): `stag` becomes the affiliate id (30 days,
 * secure, cross-site: SameSite=None); the other tags (ctag, btag, qtag, gclid) are kept for the visit.
 * Malformed values are dropped.
 */
export function trackingCookies(tags: TrackingTags): CookieToSet[] {
  const { stag, ...others } = tags;
  const out: CookieToSet[] = [];
  if (stag !== undefined && TAG_VALUE.test(stag)) {
    out.push({
      name: AFFILIATE_COOKIE,
      value: stag,
      options: { maxAge: AFFILIATE_COOKIE_DAYS * DAY_S, secure: true, sameSite: 'none', path: '/' },
    });
  }
  const kept = Object.entries(others).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && TAG_VALUE.test(entry[1]),
  );
  if (kept.length > 0) {
    out.push({
      name: TRACKING_COOKIE,
      value: new URLSearchParams(kept).toString(),
      options: { sameSite: 'lax', secure: false, path: '/' },
    });
  }
  return out;
}

/**
 * The device id a page keeps (SPEC §9: device id in local storage): the stored one when it is valid
 * (cookies were cleared but storage was not, or the proxy just issued a fresh one), else the cookie's.
 */
export function keptDeviceId(cookie: string | undefined, stored: string | null): string | null {
  if (isDeviceId(stored)) return stored;
  return isDeviceId(cookie) ? cookie : null;
}
