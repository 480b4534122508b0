import type { SettingsResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { withSettings } from '../src/cashier.ts';
import { apiGet } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Site configuration (SPEC §3, issue 15): the web app reads the operator's settings at run time from
// GET /settings and GET /access, so the same build shows or hides the slip's My Bets tab and the
// header's sign-in and sign-up buttons as the API answers. The e2e API runs with one configuration
// for every test file, so the other configuration is the API's answer rewritten (cashier.ts
// withSettings: a mock at a boundary we cannot reach per test).

const browser = useBrowser();
const wide = { width: 1440, height: 900 };
const phone = { width: 360, height: 780 };

function tabs(page: Page) {
  return page.getByRole('tablist', { name: 'Bet slip and my bets' }).getByRole('tab');
}

describe('site configuration at run time', () => {
  it('serves the site config, and the slip offers My Bets by default', async () => {
    const settings = await apiGet<SettingsResponse>('/api/sportsbook/v2/settings');
    expect(settings.site_config).toMatchObject({ isMyBetsVisible: true, signIn: { allowed: true } });
    const page = await browser.newPage({ viewport: wide });
    await page.goto('/en');
    await expect.poll(() => tabs(page).allTextContents()).toEqual(['Bet slip', 'My bets']);
  });

  it('hides My Bets and the sign-in buttons when the API says so, with no rebuild', async () => {
    for (const [name, viewport] of [
      ['wide', wide],
      ['phone', phone],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await withSettings(page, (s) => {
        (s.site_config as Record<string, unknown>).isMyBetsVisible = false;
      });
      await page.route(/\/api\/platform\/access(\?.*)?$/, async (route) => {
        const response = await route.fetch();
        const access = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: { ...access, sign_in_allowed: false, sign_up_allowed: false },
        });
      });
      await page.goto('/en');
      const header = page.getByRole('banner');
      // The header hides the buttons once the access answer arrives after hydration (slow under load).
      await expect
        .poll(() => header.getByRole('link', { name: 'Sign in' }).count(), { timeout: 15_000 })
        .toBe(0);
      expect(await header.getByRole('link', { name: /sign up/i }).count()).toBe(0);
      if (name === 'wide') {
        await expect.poll(() => tabs(page).allTextContents(), { timeout: 15_000 }).toEqual(['Bet slip']);
      }
      await saveScreenshot(page, `site-config-no-my-bets-no-sign-in-${name}`, { fullPage: false });
      // A request still in flight when the context closes must not reject in its route handler.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  it('reminds a visitor to sign up after signUpReminderSeconds, once a session, never where sign-up is refused', async () => {
    const page = await browser.newPage({ viewport: wide });
    await withSettings(page, (s) => {
      (s.site_config as Record<string, unknown>).signUpReminderSeconds = 1;
    });
    await page.goto('/en');
    const reminder = page.locator('dialog[open][data-modal="sign_up"]');
    await reminder.waitFor({ timeout: 15_000 });
    await reminder.getByText('Enjoying the odds? Create a free account to place your first bet.').waitFor();
    await saveScreenshot(page, 'site-config-sign-up-reminder-wide', { fullPage: false });
    await page.keyboard.press('Escape');
    await reminder.waitFor({ state: 'detached' });
    // Once per browser session (SPEC §9 session storage: sign-up reminder invoked): not after a reload.
    await page.reload();
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(3_000);
    expect(await reminder.count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();

    // A visitor who may not sign up (GET /access) is not reminded.
    const refused = await browser.newPage({ viewport: phone });
    await withSettings(refused, (s) => {
      (s.site_config as Record<string, unknown>).signUpReminderSeconds = 1;
    });
    await refused.route(/\/api\/platform\/access(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const access = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...access, sign_up_allowed: false } });
    });
    await refused.goto('/en');
    await refused.getByRole('main').waitFor();
    await refused.waitForTimeout(3_000);
    expect(await refused.locator('dialog[open][data-modal="sign_up"]').count()).toBe(0);
    await refused.unrouteAll({ behavior: 'ignoreErrors' });
    await refused.close();
  });
});
