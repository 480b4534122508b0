import type { CampaignsResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { alertNamed, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { apiGet, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Promotions (SPEC §2 bonus toast, bonus detail, /promotions, promo code block; §4 Notifications flow):
// a new player redeems WELCOME10, the toast announces the free bet, its card shows 10.00 EUR; a wrong
// code gets its own message; visitors see the live campaigns and a sign-in prompt.

const browser = useBrowser();

async function playerPage(width: number, theme: 'dark' | 'light'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 700 ? 780 : 900 },
    colorScheme: theme,
  });
  await signInContext(context, await newPlayer(`promo-${width}-${theme}`));
  await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
  return context.newPage();
}

async function redeem(page: Page, code: string): Promise<void> {
  const form = page.locator('[data-section="promo_code"]');
  await form.getByLabel('Promo code').fill(code);
  await form.getByRole('button', { name: 'Apply' }).click();
}

describe('promotions', () => {
  it('a new player redeems WELCOME10, sees the toast and the 10.00 EUR free bet; a wrong code has its message', async () => {
    const page = await playerPage(1440, 'dark');
    await page.goto('/promotions', { waitUntil: 'load' });
    // Every new player gets the seeded sign-up free bet (2.00 EUR): its card, and its toast at load.
    const freebets = page.locator('main [data-bonus-type^="freebet"]');
    await freebets.first().waitFor({ timeout: WAIT_MS });
    expect(await freebets.locator('[data-bonus-amount]').allTextContents()).toEqual(['2.00 EUR']);
    const toast = alertNamed(page, 'bonus');
    await toast.waitFor({ timeout: WAIT_MS });
    expect(await toast.textContent()).toContain('You have a new bonus');

    // The toast opens the bonus detail.
    await toast.getByRole('button', { name: /You have a new bonus/ }).click();
    const detail = page.locator('dialog[open]');
    await detail.getByRole('heading', { name: 'Bonus details' }).waitFor();
    expect(await detail.locator('[data-bonus-amount]').textContent()).toBe('2.00 EUR');
    await detail.getByRole('button', { name: 'Close' }).click();

    // Campaigns the player does not hold yet show under More promotions, WELCOME10 with its code.
    const more = page.locator('section', { has: page.getByRole('heading', { name: 'More promotions' }) });
    const welcomeCard = more.locator('[data-campaign-type]', { hasText: 'WELCOME10' });
    await welcomeCard.waitFor({ timeout: WAIT_MS });

    await redeem(page, 'NOSUCHCODE');
    await page.getByText('There is no such promo code.').waitFor({ timeout: WAIT_MS });

    // WELCOME10 adds a 10.00 EUR free bet card and announces it with a new toast.
    await redeem(page, 'WELCOME10');
    await page.locator('[data-promo-result="success"]').waitFor({ timeout: WAIT_MS });
    await freebets.locator('[data-bonus-amount]', { hasText: '10.00 EUR' }).waitFor({ timeout: WAIT_MS });
    await toast.waitFor({ timeout: WAIT_MS });
    expect(await toast.textContent()).toContain('You have a new bonus');
    // Held now, WELCOME10 leaves More promotions.
    await welcomeCard.waitFor({ state: 'detached', timeout: WAIT_MS });
    await expectNoSeriousA11yViolations(page);

    await redeem(page, 'WELCOME10');
    await page.getByText('You have already used this promo code.').waitFor({ timeout: WAIT_MS });
  });

  it('a visitor sees the live campaigns and a sign-in prompt', async () => {
    const page = await browser.newPage();
    await page.goto('/promotions', { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Sign in to see your bonuses' }).waitFor({ timeout: WAIT_MS });
    const { data } = await apiGet<CampaignsResponse>('/api/sportsbook/v2/bonuses/campaigns?limit=50');
    expect(await page.locator('[data-campaign-type]').count()).toBe(data.length);
    await page.locator('[data-campaign-type]', { hasText: 'WELCOME10' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'promotions-visitor-1440');
  });

  it('/promotions and the bonus toast look right at 360 and 1440 px in both themes', async () => {
    for (const width of [360, 1440]) {
      for (const theme of ['dark', 'light'] as const) {
        const page = await playerPage(width, theme);
        await page.goto('/promotions', { waitUntil: 'load' });
        await redeem(page, 'WELCOME10');
        // The newest unseen bonus first: WELCOME10's, not the sign-up free bet issued before it.
        await alertNamed(page, 'bonus').filter({ hasText: '10.00 EUR' }).waitFor({ timeout: WAIT_MS });
        await saveScreenshot(page, `promotions-toast-${width}-${theme}`, { fullPage: false });
        await saveScreenshot(page, `promotions-${width}-${theme}`);
        await page.context().close();
      }
    }
  });
});
