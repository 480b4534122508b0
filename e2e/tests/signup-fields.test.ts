import type { DevMailboxResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { apiGet } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const PASSWORD = 'correct-horse-9';
const dialog = (page: Page, name: string) => page.locator(`dialog[open][data-modal="${name}"]`);

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** An ISO date `years` years before today (UTC), shifted by `days`. */
function birthDate(years: number, days = 0): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

async function openSignUp(page: Page) {
  await page.goto('/live', { waitUntil: 'load' });
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  const signUp = dialog(page, 'sign_up');
  await signUp.waitFor();
  return signUp;
}

describe('sign-up asks what a regulated operator must know', () => {
  it('refuses an under-18 date with its message under the field, then signs up with every field and shows them in the account', async () => {
    const email = uniqueEmail('signup-fields');
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const signUp = await openSignUp(page);

    // The terms are linked from the checkbox; leaving it unticked is an error under it.
    const terms = signUp.getByRole('link', { name: 'terms and conditions' });
    expect(await terms.getAttribute('href')).toBe('/general-rules');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Repeat password').fill(PASSWORD);
    await signUp.getByLabel(/^First name/).fill('Ada');
    await signUp.getByLabel(/^Last name/).fill('Lovelace');
    await signUp.getByLabel(/^Country/).selectOption('GB');
    await signUp.getByLabel(/^Date of birth/).fill(birthDate(18, 1));
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByText('Please confirm that you are 18 or older and accept the terms.').waitFor();

    // One day short of 18: the server refuses and the page says why, under the date of birth.
    await signUp.getByLabel(/at least 18/).check();
    await signUp.getByRole('button', { name: 'Create account' }).click();
    const underage = signUp.getByText('You must be at least 18 years old to open an account.');
    await underage.waitFor();
    const dob = signUp.getByLabel(/^Date of birth/);
    expect(await dob.getAttribute('aria-invalid')).toBe('true');
    expect(await dob.getAttribute('aria-describedby')).toContain(await underage.getAttribute('id'));
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'signup-fields-underage-desktop', { fullPage: false });
    await page.setViewportSize({ width: 360, height: 800 });
    await saveScreenshot(page, 'signup-fields-underage-mobile', { fullPage: false });

    // Eighteen today: accepted.
    await dob.fill(birthDate(18));
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    // Confirm, sign in, and read the details back on the account page.
    const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
    const signedIn = await page.context().request.post('/api/platform/users/sign_in', {
      data: { email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/account', { waitUntil: 'load' });
    const details = page.getByTestId('profile-details');
    await details.locator('[data-field="first_name"]', { hasText: 'Ada' }).waitFor();
    expect(await details.locator('[data-field="last_name"]').textContent()).toBe('Lovelace');
    expect(await details.locator('[data-field="country"]').textContent()).toBe('United Kingdom');
    const [y, m, d] = birthDate(18).split('-').map(Number);
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)),
    );
    expect(await details.locator('[data-field="date_of_birth"]').textContent()).toBe(expected);
    // Read-only: no inputs for the sign-up details.
    expect(await details.locator('input').count()).toBe(0);
    await saveScreenshot(page, 'account-page-desktop', { fullPage: false });
    await page.setViewportSize({ width: 360, height: 900 });
    await saveScreenshot(page, 'account-page-mobile', { fullPage: true });
  });
});
