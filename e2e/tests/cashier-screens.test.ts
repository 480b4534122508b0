import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { dialog, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Screenshots of the deposit modal (amount and card form), the quick deposit and the transaction
// history at 360 and 1440 px, dark and light, and in Arabic (right to left); axe on each screen.

const browser = useBrowser();

/** Deposits through the API as the context's player (the card form's own calls), approved at once. */
async function depositThroughApi(context: BrowserContext, amount: number): Promise<void> {
  const csrf = (await context.cookies()).find((c) => c.name === 'sb_csrf')?.value ?? '';
  const created = await context.request.post('/api/cashier/deposits', {
    headers: { 'x-csrf-token': csrf },
    data: { currency: 'EUR', amount },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { payment_id } = (await created.json()) as { payment_id: string };
  const paid = await context.request.post('/api/cashier/emulator/pay', {
    data: { payment_id, card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('approved');
}

async function shoot(page: Page, name: string, include?: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, include ? { include } : {});
  await saveScreenshot(page, name, { fullPage: false });
}

const VARIANTS = [
  { width: 360, theme: 'dark', locale: 'en' },
  { width: 1440, theme: 'dark', locale: 'en' },
  { width: 360, theme: 'light', locale: 'en' },
  { width: 1440, theme: 'light', locale: 'en' },
  { width: 360, theme: 'dark', locale: 'ar' },
  { width: 1440, theme: 'light', locale: 'ar' },
] as const;

describe('cashier screens', () => {
  it('deposit, quick deposit and transaction history look right at 360 and 1440 px, both themes, Arabic', async () => {
    const email = await newPlayer('screens');
    for (const { width, theme, locale } of VARIANTS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 700 ? 780 : 900 },
        colorScheme: theme,
      });
      await signInContext(context, email);
      await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
      if (width === 360 && theme === 'dark' && locale === 'en') {
        await depositThroughApi(context, 5000);
        await depositThroughApi(context, 2500);
      }
      const page = await context.newPage();
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const tag = `${width}-${theme}-${locale}`;

      await page.goto(`${prefix}/`, { waitUntil: 'load' });
      await page.getByTestId('deposit-button').click();
      const modal = dialog(page, 'iframe_deposit');
      await modal.waitFor();
      await modal.locator('button[aria-pressed]').nth(1).click();
      await shoot(page, `cashier-deposit-amount-${tag}`, 'dialog[open]');
      await modal.locator('form button[type="submit"]').click();
      await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
      await shoot(page, `cashier-deposit-form-${tag}`, 'dialog[open]');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      await page.getByTestId('quick-deposit-button').click();
      const quick = dialog(page, 'quick_deposit');
      await quick.getByTestId('saved-card').waitFor();
      await quick.locator('button[aria-pressed]').first().click();
      await shoot(page, `cashier-quick-${tag}`, 'dialog[open]');
      await page.keyboard.press('Escape');

      await page.goto(`${prefix}/wallet/transactions`, { waitUntil: 'load' });
      await page.locator('[data-transaction-id]').first().waitFor({ timeout: WAIT_MS });
      await shoot(page, `cashier-history-${tag}`);
      await context.close();
    }
  }, 240_000);
});
