import { DEFAULT_LOCALE_CONFIG } from '@sportsbook/domain';
import { type NextRequest, NextResponse } from 'next/server';
import { TAG_MANAGER_SOURCES, tagManagerCspEnabled } from './features/consent/rules.ts';
import {
  type CookieToSet,
  DEVICE_ID_COOKIE,
  deviceIdCookie,
  isCrossSiteFrame,
  trackingCookies,
} from './features/consent/tracking-cookies.ts';
import { frameAncestorSources } from './features/embed/config.ts';
import { errorReportingConnectSource } from './features/error-reporting/config.ts';
import { LOCALE_HEADER } from './features/i18n/constants.ts';
import { routeRequest } from './features/i18n/routing.ts';
import { buildCsp } from './features/layout/csp.ts';
import { siteUrl } from './features/layout/metadata.ts';
import { servedLocales, unservedLocaleRedirect } from './features/site/rules.ts';
import { readSiteConfig } from './features/site/site-cache.ts';

function setCookie(response: NextResponse, cookie: CookieToSet): void {
  response.cookies.set(cookie.name, cookie.value, cookie.options);
}

/**
 * Gives the browser a device id if it has none, and renews the cookie it has (tracking-cookies.ts).
 * DEVICE_ID_COOKIE_DOMAIN (e.g. `.example.com`) shares it across mirror subdomains.
 */
function ensureDeviceId(request: NextRequest, response: NextResponse): void {
  setCookie(
    response,
    deviceIdCookie(request.cookies.get(DEVICE_ID_COOKIE)?.value, {
      secure: request.nextUrl.protocol === 'https:',
      domain: process.env.DEVICE_ID_COOKIE_DOMAIN,
      newId: () => crypto.randomUUID(),
      crossSiteFrame: isCrossSiteFrame(request.headers),
    }),
  );
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = routeRequest(pathname, search, DEFAULT_LOCALE_CONFIG);

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 308);
    for (const cookie of trackingCookies(decision.tracking)) setCookie(response, cookie);
    ensureDeviceId(request, response);
    return response;
  }

  // Only the locales of the site config are served (SPEC §3 Site config locales): others go to the
  // same page in the site's default locale.
  const served = servedLocales((await readSiteConfig(decision.locale)).locales);
  const elsewhere = unservedLocaleRedirect(pathname, search, served);
  if (elsewhere) {
    const response = NextResponse.redirect(new URL(elsewhere, request.url), 307);
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
    pushSources: process.env.PUSH_NOTIFICATIONS_CSP_SOURCES,
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
