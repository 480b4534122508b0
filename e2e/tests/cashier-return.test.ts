import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { CARDS, headerBalance, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// The full-page deposit (SPEC §2 payment return routes): on the deposit page the provider's card form
// takes the whole window, as a hosted provider's does, and sends the player back to the site's return
// pages with the payment id; they show the payment's real status and the balance.

const browser = useBrowser();

async function signedInPage(tag: string): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, await newPlayer(tag));
  return context.newPage();
}

/** From the deposit page to the provider's full-page form, and pays there with a test card. */
async function payOnFullPage(page: Page, path: string, amount: string, card: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.getByLabel(/^(Amount|Betrag) \(EUR\)$/).fill(amount);
  await page.getByRole('button', { name: /Continue to payment|Weiter zur Zahlung/ }).click();
  await page.waitForURL(/\/api\/cashier\/emulator\/form\?payment_id=pay_\w+&return_path=/, {
    timeout: WAIT_MS,
  });
  expect(await page.locator('iframe').count()).toBe(0);
  // Its product links need an embedding page: on a full page they are hidden.
  expect(await page.getByRole('button', { name: 'Transaction history' }).isVisible()).toBe(false);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('full-page deposit', () => {
  it('the success card on the deposit page lands on the success page with the approved payment and balance', async () => {
    const page = await signedInPage('return-ok');
    await payOnFullPage(page, '/wallet/deposit', '20.00', CARDS.approved);
    await page.waitForURL(/\/wallet\/deposit\/success\?payment_id=pay_\w+$/, { timeout: WAIT_MS });
    const result = page.locator('[data-payment-result]');
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    await expect
      .poll(() => result.getAttribute('data-payment-status'), { timeout: WAIT_MS })
      .toBe('approved');
    expect(await page.getByTestId('return-amount').textContent()).toBe('Amount: 20.00 EUR');
    await expect
      .poll(() => page.getByTestId('return-balance').textContent(), { timeout: WAIT_MS })
      .toBe('Your balance: 20.00 EUR');
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(2000);
    await saveScreenshot(page, 'cashier-return-success');
    await page.getByRole('link', { name: 'Transactions' }).first().waitFor();
  });

  it('the declined card lands on the error page; the balance is unchanged and the way back is offered', async () => {
    const page = await signedInPage('return-declined');
    await payOnFullPage(page, '/wallet/deposit', '15.00', CARDS.declined);
    await page.waitForURL(/\/wallet\/deposit\/error\?payment_id=pay_\w+$/, { timeout: WAIT_MS });
    await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
    const result = page.locator('[data-payment-result]');
    await expect
      .poll(() => result.getAttribute('data-payment-status'), { timeout: WAIT_MS })
      .toBe('declined');
    expect(await page.getByTestId('return-amount').textContent()).toBe('Amount: 15.00 EUR');
    await expect
      .poll(() => page.getByTestId('return-balance').textContent(), { timeout: WAIT_MS })
      .toBe('Your balance: 0.00 EUR');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/wallet\/deposit$/, { timeout: WAIT_MS });
    await page.getByLabel('Amount (EUR)').waitFor({ timeout: WAIT_MS });
  });

  it('a German player comes back to the German return page', async () => {
    const page = await signedInPage('return-de');
    await payOnFullPage(page, '/de/wallet/deposit', '10', CARDS.approved);
    await page.waitForURL(/\/de\/wallet\/deposit\/success\?payment_id=pay_\w+$/, { timeout: WAIT_MS });
    const result = page.locator('[data-payment-result]');
    await expect
      .poll(() => result.getAttribute('data-payment-status'), { timeout: WAIT_MS })
      .toBe('approved');
  });

  it('3-D Secure on the full page: the approved challenge returns to the success page', async () => {
    const page = await signedInPage('return-3ds');
    await payOnFullPage(page, '/wallet/deposit', '12.00', CARDS.challenge);
    await page.waitForURL(/\/api\/cashier\/emulator\/challenge\?payment_id=pay_\w+&return_path=/, {
      timeout: WAIT_MS,
    });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/wallet\/deposit\/success\?payment_id=pay_\w+$/, { timeout: WAIT_MS });
    const result = page.locator('[data-payment-result]');
    await expect
      .poll(() => result.getAttribute('data-payment-status'), { timeout: WAIT_MS })
      .toBe('approved');
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1200);
  });

  it('a pending card lands on the pending page, which turns to success once the provider approves', async () => {
    const page = await signedInPage('return-pending');
    await payOnFullPage(page, '/wallet/deposit', '11.00', CARDS.pending);
    await page.waitForURL(/\/wallet\/deposit\/pending\?payment_id=pay_\w+$/, { timeout: WAIT_MS });
    const result = page.locator('[data-payment-result]');
    await expect.poll(() => result.getAttribute('data-payment-status'), { timeout: WAIT_MS }).toBe('pending');
    await page.getByRole('heading', { level: 1, name: 'Payment pending' }).waitFor();
    // The page asks again while the payment is unsettled: the emulator approves it a few seconds later.
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => page.getByTestId('return-balance').textContent(), { timeout: WAIT_MS })
      .toBe('Your balance: 11.00 EUR');
  });
});
