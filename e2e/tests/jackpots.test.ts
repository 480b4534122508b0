import type { JackpotHit, JackpotsResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { alertNamed, dialog, headerBalance, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { apiGet, apiPost, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Jackpots (issue 14): the home banner shows the pool, /promotions the cards and latest winners, and a
// hit forced for the signed-in player opens the jackpot hit modal; screenshots at 360 and 1440 px,
// dark and light, and in Arabic (right to left), with axe on each screen.
const browser = useBrowser();

/** The first jackpot's total as the API has it now. */
async function jackpotTotal(): Promise<number> {
  const { data } = await apiGet<JackpotsResponse>('/api/sportsbook/v2/jackpots');
  const first = data[0];
  if (!first) throw new Error('no jackpot seeded');
  return first.amount;
}

/** "1,110.00" for 111000 EUR cents (en-GB grouping, as the banner writes it). */
const euros = (cents: number) =>
  (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function newPage(width: number, theme: 'light' | 'dark', email?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 700 ? 780 : 900 },
    colorScheme: theme,
  });
  if (email) await signInContext(context, email);
  await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
  return context.newPage();
}

describe('jackpots (issue 14)', () => {
  it('a hit forced for the signed-in player opens the jackpot hit modal and credits the balance', async () => {
    const email = await newPlayer('jackpot-hit');
    for (const [width, theme] of [
      [360, 'dark'],
      [1440, 'light'],
    ] as const) {
      const hit = await apiPost<JackpotHit>('/api/dev/jackpots/hit', { email });
      expect(hit.status).toBe('paid');
      const page = await newPage(width, theme, email);
      await page.goto('/', { waitUntil: 'load' });
      const modal = dialog(page, 'jackpot_hit');
      await modal.waitFor({ timeout: WAIT_MS });
      expect(await modal.locator('[data-jackpot-hit-amount]').textContent()).toContain(euros(hit.amount));
      await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBeGreaterThanOrEqual(hit.amount);
      await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });
      await saveScreenshot(page, `jackpots-hit-modal-${width}-${theme}`, { fullPage: false });
      await modal.getByRole('button', { name: 'Great!' }).click();
      await modal.waitFor({ state: 'detached' });
      // Announced once: the page marked it seen, so it is not shown again.
      await expect
        .poll(
          async () => {
            const res = await page.request.get('/api/sportsbook/v2/jackpot-hits?for_user=true&unseen=true');
            return ((await res.json()) as { data: JackpotHit[] }).data.map((h) => h.id);
          },
          { timeout: WAIT_MS },
        )
        .not.toContain(hit.id);
      // The player's open page would announce the next hit itself (as another tab of theirs would).
      await page.context().close();
    }
  });

  it('a hit while another modal is open waits as the jackpot toast, which opens the hit modal', async () => {
    const email = await newPlayer('jackpot-toast');
    const page = await newPage(1440, 'light', email);
    await page.goto('/', { waitUntil: 'load' });
    // The new player's sign-up bonus toast first: a later toast replaces the one shown.
    await alertNamed(page, 'bonus').waitFor({ timeout: WAIT_MS });
    await page.getByTestId('deposit-button').click();
    await dialog(page, 'iframe_deposit').waitFor();
    const hit = await apiPost<JackpotHit>('/api/dev/jackpots/hit', { email });
    // Announced by the pushed jackpot_hit notification, not at the next 60 s reading of the hits.
    const toast = alertNamed(page, 'jackpot-hit');
    await toast.waitFor({ timeout: WAIT_MS });
    expect(await toast.textContent()).toContain('You hit the jackpot!');
    expect(await dialog(page, 'iframe_deposit').count()).toBe(1);
    await saveScreenshot(page, 'jackpots-toast-1440-light', { fullPage: false });
    await toast.getByRole('button', { name: /You hit the jackpot!/ }).click();
    const modal = dialog(page, 'jackpot_hit');
    await modal.waitFor({ timeout: WAIT_MS });
    expect(await modal.locator('[data-jackpot-hit-amount]').textContent()).toContain(euros(hit.amount));
  });

  it('the home banner shows the pool; /promotions shows the levels and the latest winners', async () => {
    for (const [width, theme, locale] of [
      [1440, 'light', 'en'],
      [360, 'dark', 'en'],
      [360, 'light', 'ar'],
    ] as const) {
      const page = await newPage(width, theme);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await page.goto(`${prefix}/`, { waitUntil: 'load' });
      const banner = page.locator('[data-jackpot-banner]');
      await banner.waitFor({ timeout: WAIT_MS });
      if (locale === 'en') {
        const total = await jackpotTotal();
        await expect
          .poll(() => banner.locator('.visually-hidden').textContent(), { timeout: WAIT_MS })
          .toContain(euros(total));
      }
      await expectNoSeriousA11yViolations(page, { include: '[data-jackpot-banner]' });
      await saveScreenshot(page, `jackpots-banner-${width}-${theme}-${locale}`, { fullPage: false });

      await page.goto(`${prefix}/promotions`, { waitUntil: 'load' });
      const card = page.locator('[data-jackpot-card]').first();
      await card.waitFor({ timeout: WAIT_MS });
      expect(await card.locator('[data-jackpot-level]').count()).toBe(3);
      await page.locator('[data-jackpot-leaderboard]').waitFor({ timeout: WAIT_MS });
      await expectNoSeriousA11yViolations(page, { include: '#jackpot' });
      await page.locator('#jackpot').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `jackpots-promotions-${width}-${theme}-${locale}`, { fullPage: false });
    }
  });
});
