import type { DevMailboxResponse, SettingsResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { addSelection, bettableMatch } from '../src/cashier.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const PASSWORD = 'correct-horse-9';

async function confirmedPlayer(): Promise<string> {
  const email = `e2e-settings-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  return email;
}

async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.goto('/#sign-in', { waitUntil: 'load' });
  const signIn = page.locator('dialog[open][data-modal="sign_in"]');
  await signIn.waitFor();
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.waitFor({ state: 'detached' });
  await page.getByTestId('header-balance').waitFor();
}

describe('betting settings follow the player', () => {
  it('saved in one browser, they are there after signing in from another: odds changes, quick stakes, odds format', async () => {
    const email = await confirmedPlayer();

    // First device: change the settings on the account page.
    const first = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await signInWithForm(first, email);
    await first.goto('/account', { waitUntil: 'load' });
    const form = first.getByTestId('settings-form');
    await form.getByLabel('Ask me every time').waitFor();
    expect(await form.getByLabel('Ask me every time').isChecked()).toBe(true);
    await form.getByLabel('Accept higher odds automatically').check();
    await form.getByLabel('Quick stake 1').fill('2');
    await form.getByLabel('Quick stake 2').fill('7');
    await form.getByLabel('Quick stake 3').fill('15');
    await form.getByLabel('Quick stake 4').fill('');
    await form.getByLabel('Odds format').selectOption('british');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('Settings saved.').waitFor();
    await saveScreenshot(first, 'settings-sync-desktop', { fullPage: false });
    await first.setViewportSize({ width: 360, height: 900 });
    await saveScreenshot(first, 'settings-sync-mobile', { fullPage: true });

    // Second device (a separate browser context, its own storage): the odds format is adopted at
    // sign-in, the account page shows the saved choices and the slip offers the saved stakes.
    const second = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await signInWithForm(second, email);
    await second.waitForFunction(
      () =>
        (document.querySelector('[data-testid="odds-format"]') as HTMLSelectElement | null)?.value ===
        'british',
    );
    await second.goto('/account', { waitUntil: 'load' });
    const other = second.getByTestId('settings-form');
    await other.getByLabel('Accept higher odds automatically').waitFor();
    expect(await other.getByLabel('Accept higher odds automatically').isChecked()).toBe(true);
    expect(await other.getByLabel('Quick stake 1').inputValue()).toBe('2.00');
    expect(await other.getByLabel('Quick stake 3').inputValue()).toBe('15.00');
    expect(await other.getByLabel('Quick stake 4').inputValue()).toBe('');
    expect(await other.getByLabel('Odds format').inputValue()).toBe('british');

    // Switching the odds format in the header saves it to the profile as well.
    await second.getByTestId('odds-format').first().selectOption('american');
    await expect
      .poll(async () => {
        const res = await second.context().request.get('/api/sportsbook/v2/settings');
        return ((await res.json()) as SettingsResponse).odds_types.selected;
      })
      .toBe('american');

    await addSelection(second, await bettableMatch());
    const slip = second.locator('#bet-slip');
    await slip.getByRole('button', { name: 'Stake 7.00 EUR' }).first().waitFor();
    expect(await slip.getByRole('button', { name: 'Stake 15.00 EUR' }).count()).toBeGreaterThan(0);
    expect(await slip.getByRole('button', { name: 'Stake 10.00 EUR' }).count()).toBe(0);
  });
});
