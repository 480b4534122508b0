import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '../../proxy.ts';
import { ONESIGNAL_SDK_URL, pushNotificationsScript, subscriptionToStore } from './push-notifications.ts';
import { bannerShown, consentOnLoad, reloadAfter, siteTracks } from './rules.ts';

const APP_ID = '5eb5a37e-b458-11e3-ac11-000c2940e62c';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('push-notification service (SPEC §1, §7)', () => {
  it('loads the OneSignal SDK with the configured app id, nothing for none or a malformed id', () => {
    expect(pushNotificationsScript({ type: 'onesignal', appId: APP_ID })).toEqual({
      src: ONESIGNAL_SDK_URL,
      appId: APP_ID,
    });
    expect(pushNotificationsScript({ type: 'none', appId: APP_ID })).toBeNull();
    expect(pushNotificationsScript({ type: 'onesignal', appId: '' })).toBeNull();
    expect(pushNotificationsScript({ type: 'onesignal', appId: "x'});alert(1)//" })).toBeNull();
    expect(pushNotificationsScript(undefined)).toBeNull();
  });

  it('stores the subscription id once subscribed, null once it is opted out, nothing otherwise', () => {
    expect(subscriptionToStore({ id: 'sub-1', optedIn: true }, undefined)).toBe('sub-1');
    expect(subscriptionToStore({ id: 'sub-2', optedIn: true }, 'sub-1')).toBe('sub-2');
    expect(subscriptionToStore({ id: 'sub-1', optedIn: true }, 'sub-1')).toBeUndefined();
    expect(subscriptionToStore({ id: 'sub-1', optedIn: false }, 'sub-1')).toBeNull();
    expect(subscriptionToStore({ id: null, optedIn: true }, undefined)).toBeUndefined();
    expect(subscriptionToStore({ id: 'x'.repeat(501), optedIn: true }, undefined)).toBeUndefined();
    expect(subscriptionToStore({}, undefined)).toBeUndefined();
  });

  it('a browser that never subscribed stores nothing (the subscription of another device stays)', () => {
    expect(subscriptionToStore({ id: null, optedIn: false }, undefined)).toBeUndefined();
    expect(subscriptionToStore({ id: 'old', optedIn: false }, undefined)).toBeUndefined();
    expect(subscriptionToStore({ id: null, optedIn: false }, null)).toBeUndefined();
  });

  it('counts as tracking, so it waits for the cookie banner', () => {
    const none = { gtmId: null, chat: { type: 'none', id: '', region: '' } } as const;
    expect(siteTracks({ ...none, pushNotifications: { type: 'none', appId: '' } })).toBe(false);
    expect(siteTracks({ ...none, pushNotifications: { type: 'onesignal', appId: APP_ID } })).toBe(true);
  });

  it('joins the page CSP only through PUSH_NOTIFICATIONS_CSP_SOURCES', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('API unreachable (mocked at the fetch boundary)', { status: 503 }),
    );
    const csp = async () =>
      (await proxy(new NextRequest('http://localhost:3000/'))).headers.get('Content-Security-Policy') ?? '';
    expect(await csp()).not.toContain('onesignal');
    vi.stubEnv('PUSH_NOTIFICATIONS_CSP_SOURCES', 'https://*.onesignal.com');
    expect(await csp()).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.onesignal\.com/);
    expect(await csp()).toContain("frame-src 'self' https://*.onesignal.com");
  });
});

describe('changing the cookie answer later (SPEC §9)', () => {
  it('shows the banner when unanswered or reopened from the footer, only while something tracks', () => {
    expect(bannerShown(true, null, false, '/')).toBe(true);
    expect(bannerShown(true, 'granted', false, '/')).toBe(false);
    expect(bannerShown(true, 'granted', true, '/live')).toBe(true);
    expect(bannerShown(true, 'denied', true, '/de/live')).toBe(true);
    expect(bannerShown(false, null, true, '/')).toBe(false);
  });

  it("waits on an embedded session's loading page for the page it leads to (an answer there was lost)", () => {
    for (const path of ['/init-sportsbook', '/de/init-sportsbook', '/pt-BR/init-sportsbook/']) {
      expect(bannerShown(true, null, false, path), path).toBe(false);
    }
    expect(bannerShown(true, null, false, '/soccer/init-sportsbook-fc-vs-x-1')).toBe(true);
  });

  it('reloads only when a granted consent is withdrawn (loaded scripts cannot be unloaded)', () => {
    expect(reloadAfter('granted', 'denied')).toBe(true);
    expect(reloadAfter('denied', 'granted')).toBe(false);
    expect(reloadAfter(null, 'denied')).toBe(false);
  });

  it('starts from the cookie, else from the answer kept in local storage', () => {
    expect(consentOnLoad('denied', 'granted')).toBe('denied');
    expect(consentOnLoad(null, 'granted')).toBe('granted');
    expect(consentOnLoad(null, 'maybe')).toBeNull();
    expect(consentOnLoad(null, null)).toBeNull();
  });
});
