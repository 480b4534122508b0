import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { headerBalance, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Racing, lotteries, premium cricket (issue 16): the product pages frame the demo's emulated provider,
// launched through POST /api/wallet/{provider}/launch; its stakes and wins move the same wallet, and
// the header balance follows by push. The e2e API runs with racing and premium cricket on and
// lotteries off (global-setup ADDITIONAL_PROVIDERS); the last test turns lotteries on for a while
// (POST /api/dev/providers/switch) to show the draw, and off again.

const browser = useBrowser();
const sizes = [
  ['1440', { width: 1440, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const;

async function playerPage(
  tag: string,
  balance: number,
  viewport: { width: number; height: number } = sizes[0][1],
): Promise<Page> {
  const email = await newPlayer(`provider-${tag}`);
  await apiPost('/api/dev/wallet/credit', { email, currency: 'EUR', amount: balance });
  // The real Content-Security-Policies (the page's and the provider page's) must let the frame run.
  const context = await browser.newContext({ viewport, context: { bypassCSP: false } });
  await signInContext(context, email);
  return context.newPage();
}

const LOTTERIES_OFF = 'Lotteries is switched off on this site.';
const frame = (page: Page) => page.frameLocator('[data-testid="product-frame"]');

async function switchProvider(provider: 'lotto', enabled: boolean): Promise<void> {
  await apiPost('/api/dev/providers/switch', { provider, enabled });
}

/** Reloads `path` until `probe` holds: the web server re-reads the provider switches at most every 30 s. */
async function reloadUntil(page: Page, path: string, probe: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path, { waitUntil: 'load' });
        return probe();
      },
      { timeout: 45_000, interval: 2_000 },
    )
    .toBe(true);
}

describe('additional providers', () => {
  it('a player stakes in the racecard: the header balance drops by the stake, the win credits it back', async () => {
    const page = await playerPage('racing', 1_000);
    await page.goto('/en/racing');
    await page.getByRole('heading', { level: 1, name: 'Racing' }).waitFor();
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1_000);
    // The header follows by push (balance_changed on the private channel) once it is subscribed.
    await page.waitForSelector('[data-push-subscribed*="$private:"]', {
      state: 'attached',
      timeout: WAIT_MS,
    });
    const racecard = frame(page);
    await racecard.getByText('Racecard: Riverside Park').waitFor({ timeout: WAIT_MS });
    await racecard.getByLabel('2. Silver Arrow').check();
    await racecard.getByLabel('Stake').fill('2.50');
    await racecard.getByRole('button', { name: 'Place stake' }).click();
    await racecard.getByText('Stake of 2.50 EUR accepted at 3.50.').waitFor({ timeout: WAIT_MS });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(750);
    await saveScreenshot(page, 'providers-racing-staked-1440', { fullPage: false });

    await apiPost('/api/dev/providers/result', { provider: 'horse_racing', selection: '2' });
    await racecard.getByRole('button', { name: 'Run the race' }).click();
    await racecard.getByText('Result: 2. You won 8.75 EUR.').first().waitFor({ timeout: WAIT_MS });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1_625);

    // Only the providers that are on have a navigation entry.
    const nav = page.getByRole('list', { name: 'More products' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Racing', 'Premium cricket']);
  });

  it('shows each product page at 360 and 1440 px: racing and premium cricket framed, lotteries off', async () => {
    for (const [size, viewport] of sizes) {
      const page = await playerPage(`shots-${size}`, 2_000, viewport);
      await page.goto('/en/racing');
      await frame(page).getByRole('button', { name: 'Place stake' }).waitFor({ timeout: WAIT_MS });
      await saveScreenshot(page, `providers-racing-${size}`, { fullPage: false });
      await page.goto('/en/premium-cricket');
      await frame(page).getByText('Match winner').waitFor({ timeout: WAIT_MS });
      await saveScreenshot(page, `providers-premium-cricket-${size}`, { fullPage: false });
      await page.goto('/en/lotteries');
      await page.getByText(LOTTERIES_OFF).waitFor();
      expect(await page.locator('[data-testid="product-frame"]').count()).toBe(0);
      await saveScreenshot(page, `providers-lotteries-off-${size}`, { fullPage: false });
      await page.goto('/en/virtual-gaming-arena');
      await page.getByText('The virtual gaming arena is switched off.').waitFor();
      await saveScreenshot(page, `providers-virtual-gaming-arena-${size}`, { fullPage: false });
    }
  });

  it('asks a visitor to sign in instead of launching', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto('/en/racing');
    await page.getByRole('heading', { name: 'Sign in to play' }).waitFor({ timeout: WAIT_MS });
    expect(await page.locator('[data-testid="product-frame"]').count()).toBe(0);
    await saveScreenshot(page, 'providers-racing-visitor-360', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
  });

  it('lotteries, once switched on: a player picks a number, the draw pays and the balance follows (screenshots)', async () => {
    await switchProvider('lotto', true);
    try {
      for (const [size, viewport] of sizes) {
        const page = await playerPage(`lotto-${size}`, 1_000, viewport);
        const draw = frame(page);
        // The server draws the page with the frame's slot, or the 'switched off' message.
        await reloadUntil(page, '/en/lotteries', async () => {
          await page.getByRole('heading', { level: 1, name: 'Lotteries' }).waitFor();
          return (await page.getByText(LOTTERIES_OFF).count()) === 0;
        });
        await draw.getByText('Lottery draw: Daily 10').waitFor({ timeout: WAIT_MS });
        await draw.getByRole('button', { name: 'Place stake' }).waitFor({ timeout: WAIT_MS });
        await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1_000);
        await saveScreenshot(page, `providers-lotteries-${size}`, { fullPage: false });
        if (size !== '1440') continue;

        await page.waitForSelector('[data-push-subscribed*="$private:"]', {
          state: 'attached',
          timeout: WAIT_MS,
        });
        await draw.locator('input[name="selection"][value="7"]').check();
        await draw.getByLabel('Stake').fill('1.00');
        await draw.getByRole('button', { name: 'Place stake' }).click();
        await draw.getByText('Stake of 1.00 EUR accepted at 9.00.').waitFor({ timeout: WAIT_MS });
        await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(900);
        await apiPost('/api/dev/providers/result', { provider: 'lotto', selection: '7' });
        await draw.getByRole('button', { name: 'Draw the ball' }).click();
        await draw.getByText('Result: 7. You won 9.00 EUR.').first().waitFor({ timeout: WAIT_MS });
        await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1_800);
        await saveScreenshot(page, 'providers-lotteries-drawn-1440', { fullPage: false });
        const nav = page.getByRole('list', { name: 'More products' });
        expect(await nav.getByRole('link').allTextContents()).toEqual([
          'Racing',
          'Lotteries',
          'Premium cricket',
        ]);
      }
    } finally {
      await switchProvider('lotto', false);
    }
    // Later test files see lotteries off again.
    const page = await browser.newPage();
    await reloadUntil(page, '/en/lotteries', async () => page.getByText(LOTTERIES_OFF).isVisible());
  }, 180_000);
});
