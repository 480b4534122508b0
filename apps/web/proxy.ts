import { AFFILIATE_COOKIE_DAYS, DEFAULT_LOCALE_CONFIG, DEVICE_ID_COOKIE_DAYS } from '@sportsbook/domain';
import { type NextRequest, NextResponse } from 'next/server';
import { TAG_MANAGER_SOURCES, tagManagerCspEnabled } from './features/consent/rules.ts';
import { frameAncestorSources } from './features/embed/config.ts';
import { errorReportingConnectSource } from './features/error-reporting/config.ts';
import { LOCALE_HEADER } from './features/i18n/constants.ts';
import { routeRequest } from './features/i18n/routing.ts';
import { buildCsp } from './features/layout/csp.ts';
import { siteUrl } from './features/layout/metadata.ts';

/** Cookie holding the affiliate id from the `stag` tag (SPEC §9: 30 days, secure, cross-site). */
const AFFILIATE_COOKIE = 'sb_affiliate';
/** Cookie holding the other tracking tags of the visit (session cookie). */
const TRACKING_COOKIE = 'sb_tracking';
/** Cookie holding the device id (SPEC §9: random UUID, 7300 days); sent with bet placements. */
const DEVICE_ID_COOKIE = 'sb_device_id';

/**
 * Gives the browser a device id if it has none. DEVICE_ID_COOKIE_DOMAIN (e.g. `.example.com`) shares
 * it across mirror subdomains.
 */
function ensureDeviceId(request: NextRequest, response: NextResponse): void {
  if (request.cookies.has(DEVICE_ID_COOKIE)) return;
  const domain = process.env.DEVICE_ID_COOKIE_DOMAIN;
  response.cookies.set(DEVICE_ID_COOKIE, crypto.randomUUID(), {
    maxAge: DEVICE_ID_COOKIE_DAYS * 24 * 60 * 60,
    sameSite: 'lax',
    path: '/',
    secure: request.nextUrl.protocol === 'https:',
    ...(domain ? { domain } : {}),
  });
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = routeRequest(pathname, search, DEFAULT_LOCALE_CONFIG);

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 308);
    const { stag, ...others } = decision.tracking;
    if (stag) {
      response.cookies.set(AFFILIATE_COOKIE, stag, {
        maxAge: AFFILIATE_COOKIE_DAYS * 24 * 60 * 60,
        secure: true,
        sameSite: 'none',
        path: '/',
      });
    }
    if (Object.keys(others).length > 0) {
      response.cookies.set(TRACKING_COOKIE, new URLSearchParams(others).toString(), {
        sameSite: 'lax',
        path: '/',
      });
    }
    ensureDeviceId(request, response);
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = buildCsp({
    nonce,
    frameAncestors: frameAncestorSources(),
    // Configuration only: a request's Host header never reaches the policy.
    siteUrl: siteUrl(),
    dev: process.env.NODE_ENV === 'development',
    paymentSources: process.env.PAYMENT_PROVIDER_SOURCES,
    errorReportingOrigin: errorReportingConnectSource(),
    tagManagerSources: tagManagerCspEnabled() ? TAG_MANAGER_SOURCES : [],
    chatSources: process.env.CHAT_CSP_SOURCES,
    contentSources: process.env.CONTENT_CSP_SOURCES,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set(LOCALE_HEADER, decision.locale);

  const response =
    decision.kind === 'rewrite'
      ? NextResponse.rewrite(new URL(`${decision.pathname}${search}`, request.url), {
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  ensureDeviceId(request, response);
  return response;
}

export const config = {
  // Pages only: not the API and push proxies, Next's assets, or files with an extension (public/).
  matcher: ['/((?!api(?:/|$)|connection(?:/|$)|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
