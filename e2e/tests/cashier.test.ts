import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import {
  addSelection,
  alertNamed,
  bettableMatch,
  CARDS,
  cardForm,
  dialog,
  headerBalance,
  newPlayer,
  payWithCard,
  signInContext,
  WAIT_MS,
} from '../src/cashier.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Deposits end to end (SPEC §2 iframe deposit and quick deposit modals, §4 Deposit flow, §7 payment
// provider script, §8 alerts): a new player, the emulated provider's card form inside the deposit
// modal, the signed notification crediting the balance, the header following by push.

const browser = useBrowser();

async function signedInPage(tag: string): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, await newPlayer(tag));
  return context.newPage();
}

describe('deposits', () => {
  it('a new player deposits the missing stake from the slip with the success card and bets at once', async () => {
    const page = await signedInPage('success');
    await addSelection(page, await bettableMatch());
    expect(await headerBalance(page)).toBe(0);

    const slip = page.locator('#bet-slip');
    await slip.getByRole('textbox', { name: /^Stake/ }).fill('12.50');
    const offer = slip.getByTestId('slip-deposit-offer');
    await offer.getByText('Not enough funds for this stake.').waitFor();
    expect(await offer.textContent()).toContain('12.50 EUR');
    await saveScreenshot(page, 'cashier-slip-offer');

    // The offer opens the deposit with the missing amount; the provider's form takes the card.
    await offer.getByRole('button', { name: 'Deposit' }).click();
    const modal = dialog(page, 'iframe_deposit');
    await modal.waitFor();
    expect(await modal.getByLabel('Amount (EUR)').inputValue()).toBe('12.50');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
    await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });
    await payWithCard(page, CARDS.approved);

    await alertNamed(page, 'payment-success').waitFor({ timeout: WAIT_MS });
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1250);
    await offer.waitFor({ state: 'detached' });

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByTestId('slip-success').waitFor({ timeout: WAIT_MS });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(0);

    // The history lists the deposit and the stake, newest first, from the ledger.
    await page.goto('/wallet/transactions', { waitUntil: 'load' });
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: WAIT_MS }).toBe(2);
    expect(await rows.nth(0).getByTestId('transaction-amount').textContent()).toBe('\u221212.50 EUR');
    expect(await rows.nth(1).getByTestId('transaction-amount').textContent()).toBe('+12.50 EUR');
    await page.getByRole('radio', { name: 'Deposits' }).check();
    await expect.poll(() => rows.count()).toBe(1);
  });

  it('a declined card shows its alert, goes back to the amount and leaves the balance as it was', async () => {
    const page = await signedInPage('declined');
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('deposit-button').click();
    const modal = dialog(page, 'iframe_deposit');
    await modal.waitFor();
    await modal.getByRole('button', { name: /^€?20\.00/ }).click();
    expect(await modal.getByLabel('Amount (EUR)').inputValue()).toBe('20.00');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
    // Focus follows to the card form's box (Tab enters the form; Escape still reaches the modal).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-provider-frame')))
      .toBe(true);
    await payWithCard(page, CARDS.declined);

    const declined = alertNamed(page, 'payment-failed');
    await declined.waitFor({ timeout: WAIT_MS });
    expect(await declined.getAttribute('role')).toBe('alert');
    expect(await declined.textContent()).toContain('Deposit failed');
    await saveScreenshot(page, 'cashier-declined-alert', { fullPage: false });
    await modal.locator('[data-deposit-step="amount"]').waitFor();
    const amount = modal.getByLabel('Amount (EUR)');
    await expect.poll(() => amount.evaluate((el) => el === document.activeElement)).toBe(true);
    // Shown above the open modal, and closable there (the page behind the modal is inert).
    await declined.getByRole('button', { name: 'Close notification' }).click();
    await declined.waitFor({ state: 'detached' });
    expect(await headerBalance(page)).toBe(0);
    const history = await page.request.get('/api/cashier/transactions');
    expect(((await history.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('quick deposit charges the saved card of the last deposit and shows the success alert', async () => {
    const page = await signedInPage('quick');
    await page.goto('/', { waitUntil: 'load' });
    // No saved card yet: no quick deposit in the header.
    await page.getByTestId('deposit-button').waitFor();
    expect(await page.getByTestId('quick-deposit-button').count()).toBe(0);

    await page.getByTestId('deposit-button').click();
    const modal = dialog(page, 'iframe_deposit');
    await modal.getByLabel('Amount (EUR)').fill('10');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
    await payWithCard(page, CARDS.approved);
    await modal.waitFor({ state: 'detached', timeout: WAIT_MS });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1000);

    await page.getByTestId('quick-deposit-button').click();
    const quick = dialog(page, 'quick_deposit');
    await quick.waitFor();
    expect(await quick.getByTestId('saved-card').textContent()).toContain('4242');
    await quick.getByLabel('Amount (EUR)').fill('25');
    await quick.getByRole('button', { name: 'Deposit 25.00 EUR' }).click();
    await alertNamed(page, 'quick-deposit-success').waitFor({ timeout: WAIT_MS });
    await quick.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(3500);

    // The emulator declines a quick deposit whose amount ends in 02 subunits: the failed alert.
    await page.getByTestId('quick-deposit-button').click();
    await quick.getByLabel('Amount (EUR)').fill('10.02');
    await quick.getByRole('button', { name: 'Deposit 10.02 EUR' }).click();
    const failed = alertNamed(page, 'quick-deposit-error');
    await failed.waitFor({ timeout: WAIT_MS });
    expect(await failed.textContent()).toContain('Quick deposit failed');
    expect(await quick.locator('form [role="alert"]').textContent()).toContain('10.02');
    expect(await headerBalance(page)).toBe(3500);
  });

  it('a 3-D Secure card asks for the bank check inside the form, then credits once approved', async () => {
    const page = await signedInPage('3ds');
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('deposit-button').click();
    const modal = dialog(page, 'iframe_deposit');
    await modal.getByLabel('Amount (EUR)').fill('15');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
    await payWithCard(page, CARDS.challenge);
    const form = cardForm(page);
    await form.getByRole('heading', { name: '3-D Secure check' }).waitFor({ timeout: WAIT_MS });
    // The challenge is part of the payment, not its result: no payment alert (a new player's bonus toast may show), the modal stays.
    expect(await page.locator('[data-alert]:not([data-alert="bonus"])').count()).toBe(0);
    await form.getByRole('button', { name: 'Approve' }).click();
    await alertNamed(page, 'payment-success').waitFor({ timeout: WAIT_MS });
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(1500);
  });

  it('a pending card shows the pending alert, then the success alert and the balance once approved', async () => {
    const page = await signedInPage('pending');
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('deposit-button').click();
    const modal = dialog(page, 'iframe_deposit');
    await modal.getByLabel('Amount (EUR)').fill('30');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
    await payWithCard(page, CARDS.pending);
    await alertNamed(page, 'payment-pending').waitFor({ timeout: WAIT_MS });
    expect(await headerBalance(page)).toBe(0);
    // The emulator approves it a few seconds later (CASHIER_EMULATOR_PENDING_MS).
    await alertNamed(page, 'payment-success').waitFor({ timeout: WAIT_MS });
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(3000);
  });

  it("the provider's transaction-history link closes the deposit and opens the wallet transactions page", async () => {
    const page = await signedInPage('redirect');
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('deposit-button').click();
    const modal = dialog(page, 'iframe_deposit');
    await modal.getByLabel('Amount (EUR)').fill('10');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
    await cardForm(page).getByRole('button', { name: 'Transaction history' }).click();
    await page.waitForURL(/\/wallet\/transactions$/, { timeout: WAIT_MS });
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await page.getByRole('heading', { name: 'No transactions yet' }).waitFor({ timeout: WAIT_MS });
    expect(await modal.count()).toBe(0);
  });

  it('serves the deposit page and the payment return pages', async () => {
    const page = await signedInPage('pages');
    await page.goto('/wallet/deposit', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
    await page.getByLabel('Amount (EUR)').waitFor({ timeout: WAIT_MS });
    for (const [result, title] of [
      ['success', 'Payment successful'],
      ['error', 'Payment failed'],
      ['pending', 'Payment pending'],
    ] as const) {
      await page.goto(`/wallet/deposit/${result}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    const missing = await page.goto('/wallet/deposit/other', { waitUntil: 'load' });
    expect(missing?.status()).toBe(404);
  });
});
