import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { withSettings } from '../src/cashier.ts';
import { stackUrls } from '../src/env.ts';
import { waitForHydrated } from '../src/hydration.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Cookie consent before tracking (issue 15, SPEC §7 Analytics, §9 365 days). The e2e API serves no
// tag manager, so its GET /settings answer is rewritten with a gtmId (withSettings), and the tag
// manager's script is fulfilled locally (page.route: a boundary we cannot reach; nothing leaves the
// machine). Requests to it are counted.

const browser = useBrowser();
const GTM_ID = 'GTM-TEST123';

async function withTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await withSettings(page, (s) => {
    (s.site_config as Record<string, unknown>).gtmId = GTM_ID;
  });
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__gtmLoaded = true;' });
  });
  return requests;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

describe('cookie consent and the tag manager', () => {
  it('loads the tag manager only after acceptance, and keeps the answer across a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    const requests = await withTagManager(page);
    await page.goto('/');
    await banner(page).waitFor();
    await expectNoSeriousA11yViolations(page, { include: '[aria-labelledby="consent-title"]' });
    await saveScreenshot(page, 'consent-banner-wide', { fullPage: false });
    expect(requests).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    await expect
      .poll(() => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded))
      .toBe(true);
    expect(await banner(page).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sb_consent');
    expect(cookie?.value).toBe('granted');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(Math.round(days)).toBe(365);

    await page.reload();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(2);
    expect(await banner(page).count()).toBe(0);
  });

  it('loads nothing after a rejection (right-to-left, light, phone)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 }, colorScheme: 'light' });
    await page.context().addCookies([{ name: 'sb_theme', value: 'light', url: stackUrls().webUrl }]);
    const requests = await withTagManager(page);
    await page.goto('/ar');
    await banner(page).or(page.locator('[aria-labelledby="consent-title"]')).first().waitFor();
    await saveScreenshot(page, 'consent-banner-phone-rtl', { fullPage: false });
    await page.locator('[aria-labelledby="consent-title"] button').first().click();
    await expect.poll(() => page.locator('[aria-labelledby="consent-title"]').count()).toBe(0);
    const settings = page.waitForResponse(/\/api\/sportsbook\/v2\/settings/);
    await page.reload();
    await settings;
    await page.getByRole('main').waitFor();
    expect(await page.locator('[aria-labelledby="consent-title"]').count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('keeps the answer given inside a host page of another site (embedded)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const requests = await withTagManager(page);
    await page.goto(`${stackUrls().embedUrl}/`);
    const frame = page.frameLocator('iframe[title="Sportsbook"]');
    const framedBanner = frame.getByRole('region', { name: 'Cookies' });
    await framedBanner.waitFor({ timeout: 20_000 });
    const accept = framedBanner.getByRole('button', { name: 'Accept' });
    await waitForHydrated(accept);
    await accept.click();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(1);
    // The frame's cookie is partitioned cross-site: the host's site refuses a Lax one (and its storage).
    await page.reload();
    await frame.locator('main#main').waitFor({ timeout: 20_000 });
    await expect.poll(() => requests.length, { timeout: 20_000 }).toBe(2);
    expect(await framedBanner.count()).toBe(0);
  });

  it('loads the chat widget of the site config (type, id, region) only after acceptance', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const requests: string[] = [];
    await withSettings(page, (s) => {
      (s.site_config as Record<string, unknown>).chat = { type: 'livechat', id: '1234567', region: 'eu' };
    });
    // The provider's script, fulfilled locally: it records the globals the widget reads at start.
    await page.route(/^https:\/\/cdn\.livechatinc\.com\//, async (route) => {
      requests.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.__chatStarted = JSON.stringify(window.__lc);',
      });
    });
    await page.goto('/');
    await banner(page).waitFor();
    expect(requests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests).toEqual(['https://cdn.livechatinc.com/tracking.js']);
    await expect
      .poll(() => page.evaluate(() => (window as { __chatStarted?: string }).__chatStarted))
      .toBe(JSON.stringify({ license: 1234567, region: 'eu' }));
  });
});
