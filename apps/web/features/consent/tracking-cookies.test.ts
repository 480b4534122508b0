import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '../../proxy.ts';
import {
  AFFILIATE_COOKIE,
  DEVICE_ID_COOKIE,
  deviceIdCookie,
  deviceIdCookieAssignment,
  isCrossSiteFrame,
  keptDeviceId,
  TRACKING_COOKIE,
  trackingCookies,
} from './tracking-cookies.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const DAY = 24 * 60 * 60;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('device-id and affiliate cookies (SPEC §9)', () => {
  it('keeps the browser device id and renews it for 7300 days; a missing or malformed one is replaced', () => {
    const kept = deviceIdCookie(ID, { secure: true, newId: () => OTHER });
    expect(kept).toMatchObject({ name: DEVICE_ID_COOKIE, value: ID });
    expect(kept.options).toMatchObject({ maxAge: 7300 * DAY, sameSite: 'lax', secure: true, path: '/' });
    expect(deviceIdCookie(undefined, { secure: false, newId: () => OTHER }).value).toBe(OTHER);
    expect(deviceIdCookie('not-a-uuid', { secure: false, newId: () => OTHER }).value).toBe(OTHER);
  });

  it('shares the device id across mirror subdomains when a cookie domain is configured', () => {
    const cookie = deviceIdCookie(ID, { secure: true, domain: '.example.com', newId: () => OTHER });
    expect(cookie.options.domain).toBe('.example.com');
    expect(deviceIdCookie(ID, { secure: true, newId: () => OTHER }).options).not.toHaveProperty('domain');
  });

  it('puts a kept device id back on the same domain and for the same 7300 days as the proxy', () => {
    const proxyCookie = deviceIdCookie(ID, { secure: true, domain: '.example.com', newId: () => OTHER });
    const restored = deviceIdCookieAssignment(ID, { secure: true, domain: '.example.com' });
    expect(restored.split('; ')).toEqual([
      `${DEVICE_ID_COOKIE}=${ID}`,
      `Max-Age=${proxyCookie.options.maxAge}`,
      'Path=/',
      'Domain=.example.com',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(deviceIdCookieAssignment(ID, { secure: false })).toBe(
      `${DEVICE_ID_COOKIE}=${ID}; Max-Age=${7300 * DAY}; Path=/; SameSite=Lax`,
    );
  });

  it('keeps stag as the affiliate id for 30 days, secure and cross-site; other tags for the visit', () => {
    const [affiliate, others] = trackingCookies({ stag: 'aff-42', gclid: 'g1', ctag: 'c' });
    expect(affiliate).toMatchObject({ name: AFFILIATE_COOKIE, value: 'aff-42' });
    expect(affiliate?.options).toMatchObject({ maxAge: 30 * DAY, secure: true, sameSite: 'none' });
    expect(others).toMatchObject({ name: TRACKING_COOKIE, value: 'gclid=g1&ctag=c' });
    expect(others?.options.maxAge).toBeUndefined();
    expect(trackingCookies({})).toEqual([]);
    expect(trackingCookies({ stag: 'a b;c', btag: 'x'.repeat(201) })).toEqual([]);
  });

  it('prefers the device id kept in local storage over a cookie issued after the cookies were cleared', () => {
    expect(keptDeviceId(OTHER, ID)).toBe(ID);
    expect(keptDeviceId(ID, null)).toBe(ID);
    expect(keptDeviceId(ID, 'junk')).toBe(ID);
    expect(keptDeviceId(undefined, null)).toBeNull();
  });

  it('the proxy captures the tags, removes them from the address and renews the device id on pages', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('API unreachable (mocked at the fetch boundary)', { status: 503 }),
    );
    const tagged = await proxy(
      new NextRequest('http://localhost:3000/live?stag=aff-42&sport=soccer&gclid=g1'),
    );
    expect(tagged.status).toBe(308);
    expect(tagged.headers.get('location')).toBe('http://localhost:3000/live?sport=soccer');
    expect(tagged.cookies.get(AFFILIATE_COOKIE)?.value).toBe('aff-42');
    expect(tagged.cookies.get(TRACKING_COOKIE)?.value).toBe('gclid=g1');
    const page = await proxy(
      new NextRequest('http://localhost:3000/live', { headers: { cookie: `${DEVICE_ID_COOKIE}=${ID}` } }),
    );
    expect(page.cookies.get(DEVICE_ID_COOKIE)).toMatchObject({ value: ID, maxAge: 7300 * DAY });
  });

  it('gives a page framed by another site a partitioned cross-site device id (a Lax one is refused there)', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('API unreachable (mocked at the fetch boundary)', { status: 503 }),
    );
    const frame = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' };
    expect(isCrossSiteFrame(new Headers(frame))).toBe(true);
    expect(isCrossSiteFrame(new Headers({ ...frame, 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(
      isCrossSiteFrame(new Headers({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' })),
    ).toBe(false);
    const framed = await proxy(new NextRequest('http://127.0.0.1:3000/live', { headers: frame }));
    const header = framed.headers.get('set-cookie') ?? '';
    expect(header).toMatch(new RegExp(`${DEVICE_ID_COOKIE}=[0-9a-f-]{36};`));
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; SameSite=none/i);
    expect(header).toMatch(/; Partitioned/i);
    const topLevel = await proxy(new NextRequest('http://127.0.0.1:3000/live'));
    expect(topLevel.headers.get('set-cookie')).toMatch(/; SameSite=lax/i);
    expect(topLevel.headers.get('set-cookie')).not.toMatch(/Partitioned|Secure/i);
  });
});
