import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextStartCommand, startService, stopService, waitForHttp, webDir } from '../../scripts/lib/proc.mjs';
import { useBrowser } from '../src/browser.ts';
import { addSelection, bettableMatch, newPlayer, signInContext, withSettings } from '../src/cashier.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// The site config switches the web app follows (issue 15, SPEC §3, §6, §7, §9). The e2e API runs with
// one configuration for every test file. What the browser reads is rewritten per page (withSettings);
// what the web server reads (locales, rtl) comes from a second `next start` of the same build whose
// API_URL is a small forwarding server that rewrites GET /settings: mocks at a boundary we cannot
// reach per test, the rest is the real API.

const browser = useBrowser();
const wide = { width: 1440, height: 900 };
const phone = { width: 360, height: 780 };
const SITE_LOCALES = ['en', 'ar', 'de'];
const APP_ID = '5eb5a37e-b458-11e3-ac11-000c2940e62c';

/** The operator's own name, description, favicon and logo (the logo: an image the web app serves). */
const OPERATOR = {
  seo: { title: 'Kickoff Bets', description: 'Odds on every match, live and before kick-off.' },
  favicon: '/favicon.svg?operator=1',
  logo: '/favicon.svg?logo=1',
};

/** The operator's other configuration: three locales, right-to-left off, its own brand. */
function restricted(settings: Record<string, unknown>): void {
  const site = settings.site_config as Record<string, unknown>;
  site.locales = SITE_LOCALES;
  site.rtl = false;
  Object.assign(site, OPERATOR);
}

let forwarder: http.Server | undefined;
let web: ChildProcess | undefined;
let otherWebUrl = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Forwards every request to the API under test, with GET /settings rewritten by `restricted`. */
function startForwarder(apiUrl: string): Promise<string> {
  const api = new URL(apiUrl);
  const server = http.createServer((req, res) => {
    const rewrite = req.method === 'GET' && /\/api\/sportsbook\/v2\/settings(\?|$)/.test(req.url ?? '');
    const headers = { ...req.headers, host: api.host };
    if (rewrite) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: api.hostname, port: api.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!rewrite || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const settings = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          restricted(settings);
          const body = JSON.stringify(settings);
          const { 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(200, { ...rest, 'content-length': Buffer.byteLength(body) });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  forwarder = server;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );
}

beforeAll(async () => {
  const apiUrl = await startForwarder(stackUrls().apiUrl);
  const port = await freePort();
  const [cmd, args] = nextStartCommand(port, '127.0.0.1');
  web = startService('web-site-flags', cmd, args, {
    cwd: webDir,
    env: { PORT: String(port), API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
    prefix: '[web-site-flags]',
  });
  otherWebUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${otherWebUrl}/`, { child: web, accept: (s: number) => s < 500 });
}, 180_000);

afterAll(async () => {
  if (web) await stopService(web);
  await new Promise((resolve) => (forwarder ? forwarder.close(resolve) : resolve(undefined)));
});

/** A page of the second web server (the restricted configuration), the browser's settings rewritten alike. */
async function restrictedPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport, context: { baseURL: otherWebUrl } });
  await withSettings(page, restricted);
  return page;
}

describe('site configuration flags in the browser', () => {
  it('offers and accepts only the configured locales', async () => {
    const page = await restrictedPage(wide);
    const response = await page.goto('/fr/live?sport=soccer');
    expect(new URL(page.url()).pathname).toBe('/live');
    expect(new URL(page.url()).search).toBe('?sport=soccer');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto('/de');
    expect(new URL(page.url()).pathname).toBe('/de');
    const switcher = page.getByRole('combobox', { name: 'Sprache' }).first();
    await expect
      .poll(() =>
        switcher.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
      )
      .toEqual(SITE_LOCALES);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('renders the name, favicon and logo of the site config on the server', async () => {
    const page = await restrictedPage(wide);
    // Before any script runs: what a crawler and a first paint see.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto('/live');
    expect(await page.title()).toMatch(/ · Kickoff Bets$/);
    // Every page names itself and describes itself; the site's name is the title's suffix.
    expect(await page.locator('meta[name="application-name"]').getAttribute('content')).toBe(
      OPERATOR.seo.title,
    );
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe(OPERATOR.favicon);
    const logo = page.getByRole('banner').getByRole('img', { name: 'Kickoff Bets' });
    expect(await logo.getAttribute('src')).toBe(OPERATOR.logo);
    await saveScreenshot(page, 'site-flags-operator-brand-wide', { fullPage: false });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('renders ar left to right when the site switches right-to-left off', async () => {
    for (const [name, viewport] of [
      ['wide', wide],
      ['phone', phone],
    ] as const) {
      const page = await restrictedPage(viewport);
      await page.goto('/ar');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      await page.getByRole('main').waitFor();
      await saveScreenshot(page, `site-flags-ar-ltr-${name}`, { fullPage: false });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
    // The e2e API's own configuration keeps right to left on.
    const standard = await browser.newPage({ viewport: wide });
    await standard.goto('/ar');
    expect(await standard.locator('html').getAttribute('dir')).toBe('rtl');
  });

  it('hides the share button of the slip when bet sharing is off', async () => {
    const match = await bettableMatch();
    const on = await browser.newPage({ viewport: wide });
    await addSelection(on, match);
    await on.locator('#bet-slip').getByRole('button', { name: 'Share' }).waitFor();

    for (const [name, viewport] of [
      ['wide', wide],
      ['phone', phone],
    ] as const) {
      const page = await browser.newPage({ viewport });
      const settings = page.waitForResponse(/\/api\/sportsbook\/v2\/settings/);
      await withSettings(page, (s) => {
        (s.site_config as Record<string, unknown>).betSharing = false;
      });
      await addSelection(page, match);
      await settings;
      const slip = page.locator('#bet-slip');
      await slip.getByRole('button', { name: /clear/i }).first().waitFor();
      expect(await slip.getByRole('button', { name: 'Share' }).count()).toBe(0);
      await saveScreenshot(page, `site-flags-slip-no-share-${name}`, { fullPage: false });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  it('lets a visitor change the cookie answer later from the footer', async () => {
    for (const [name, viewport] of [
      ['wide', wide],
      ['phone', phone],
    ] as const) {
      const page = await browser.newPage({ viewport });
      const tagManager: string[] = [];
      await withSettings(page, (s) => {
        (s.site_config as Record<string, unknown>).gtmId = 'GTM-TEST123';
      });
      await page.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
        tagManager.push(route.request().url());
        await route.fulfill({ contentType: 'application/javascript', body: '' });
      });
      await page.goto('/');
      const banner = page.locator('[aria-labelledby="consent-title"]');
      await banner.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => tagManager.length).toBe(1);
      await expect.poll(() => banner.count()).toBe(0);

      const settingsLink = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settingsLink.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `site-flags-footer-cookie-link-${name}`, { fullPage: false });
      await settingsLink.click();
      await banner.waitFor();
      await saveScreenshot(page, `site-flags-cookie-settings-${name}`, { fullPage: false });
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reject' }).click();
      await reloaded;
      await page.getByRole('main').waitFor();
      const cookie = (await page.context().cookies()).find((c) => c.name === 'sb_consent');
      expect(cookie?.value).toBe('denied');
      expect(await page.evaluate(() => localStorage.getItem('sb.cookieConsent'))).toBe('denied');
      expect(await banner.count()).toBe(0);
      expect(tagManager.length).toBe(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  it('stores the push subscription of the signed-in player (OneSignal SDK mocked at the network boundary)', async () => {
    const page = await browser.newPage({ viewport: wide });
    const email = await newPlayer('onesignal');
    await signInContext(page.context(), email);
    await withSettings(page, (s) => {
      (s.site_config as Record<string, unknown>).pushNotifications = { type: 'onesignal', appId: APP_ID };
    });
    const sdkRequests: string[] = [];
    await page.route(/^https:\/\/cdn\.onesignal\.com\//, async (route) => {
      sdkRequests.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: FAKE_ONESIGNAL_SDK });
    });
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/sportsbook\/v2\/settings$/.test(r.url()))
        posts.push(r.postDataJSON());
    });
    await page.goto('/');
    const banner = page.locator('[aria-labelledby="consent-title"]');
    await banner.waitFor();
    expect(sdkRequests).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __oneSignalAppId?: string }).__oneSignalAppId))
      .toBe(APP_ID);
    expect(sdkRequests).toEqual(['https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js']);

    const stored = page.waitForResponse(
      (r) => /\/api\/sportsbook\/v2\/settings$/.test(r.url()) && r.request().method() === 'POST',
    );
    await page.evaluate(() => (window as { __subscribe?: (id: string) => void }).__subscribe?.('sub-e2e-1'));
    const answer = await stored;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      one_signal_push_notification_subscription: 'sub-e2e-1',
    });
    // A browser that had not subscribed stored nothing before (another device's subscription stays).
    expect(posts).toEqual([{ one_signal_push_notification_subscription: 'sub-e2e-1' }]);
    const read = await page.context().request.get('/api/sportsbook/v2/settings');
    expect((await read.json()).one_signal_push_notification_subscription).toBe('sub-e2e-1');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

/** A stand-in for the OneSignal v16 page SDK: runs OneSignalDeferred, exposes a subscribe trigger. */
const FAKE_ONESIGNAL_SDK = `(() => {
  const listeners = [];
  const subscription = { id: null, optedIn: false, addEventListener: (_e, l) => listeners.push(l) };
  const sdk = {
    init: async (options) => { window.__oneSignalAppId = options.appId; },
    User: { PushSubscription: subscription },
  };
  window.__subscribe = (id) => {
    subscription.id = id;
    subscription.optedIn = true;
    for (const l of listeners) l({ current: { id, optedIn: true } });
  };
  const queued = window.OneSignalDeferred || [];
  window.OneSignalDeferred = { push: (fn) => fn(sdk) };
  for (const fn of queued) fn(sdk);
})();`;
