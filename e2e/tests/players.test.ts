import type { DevMailboxResponse, Player } from '@sportsbook/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser, viewports } from '../src/browser.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const PASSWORD = 'correct-horse-9';

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The newest link e-mailed to `email`, as a path on the web app (the API's PUBLIC_URL may differ). */
async function mailedPath(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const link = data[0]?.links[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail for ${email}`);
}

/** A confirmed player made through the API (sign-up, then the mailed confirmation token). */
async function confirmedPlayer(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  return email;
}

/** Signs the browser context in through the API (the context's cookie jar keeps the session). */
async function signInContext(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post('/api/platform/users/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** Mutations through the page's cookie session must echo the CSRF cookie. */
async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'sb_csrf');
  return csrf ? { 'x-csrf-token': csrf.value } : {};
}

const dialog = (page: Page, name: string) => page.locator(`dialog[open][data-modal="${name}"]`);

describe('players', () => {
  it('signs up, confirms by e-mail, signs in, sees the balance, switches currency and locale, sets a limit, signs out', async () => {
    const email = uniqueEmail('journey');
    const page = await browser.newPage();
    await page.goto('/live', { waitUntil: 'load' });

    // Sign up from the header.
    const signUpLink = page.getByRole('banner').getByRole('link', { name: 'Sign up' });
    await signUpLink.click();
    const signUp = dialog(page, 'sign_up');
    await signUp.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await expectNoSeriousA11yViolations(page);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    const emailField = signUp.getByLabel('E-mail');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await emailField.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Fill this in.');
    await emailField.fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Repeat password').fill(PASSWORD);
    await signUp.getByLabel(/at least 18/).check();
    await saveScreenshot(page, 'players-sign-up-desktop', { fullPage: false });
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.keyboard.press('Escape');
    await signUp.waitFor({ state: 'detached' });
    // Focus returns to the header button that opened the modal.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign up');

    // Signing in before confirming is refused with a way to resend the link.
    await page.goto('/#sign-in', { waitUntil: 'load' });
    const signIn = dialog(page, 'sign_in');
    await signIn.waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').filter({ hasText: 'confirm your e-mail' }).waitFor();
    expect(await signIn.getByRole('button', { name: 'Resend confirmation e-mail' }).count()).toBe(1);

    // Follow the confirmation link from the dev mailbox: the token leaves the address.
    await page.goto(await mailedPath(email), { waitUntil: 'load' });
    const confirmation = dialog(page, 'confirmation');
    await confirmation.getByRole('heading', { name: 'E-mail confirmed' }).waitFor();
    expect(page.url()).not.toContain('confirmation_token');
    expect(page.url()).not.toContain('modal=');

    // Credit the account, then sign in from the confirmation modal (e-mail filled in).
    await apiPost('/api/dev/wallet/credit', { email, currency: 'EUR', amount: 12_345 });
    await confirmation.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitFor();
    expect(await signIn.getByLabel('E-mail').inputValue()).toBe(email);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'players-sign-in-desktop', { fullPage: false });
    await signIn.getByLabel('Password').fill('wrong-password-1');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').filter({ hasText: 'e-mail or password is wrong' }).waitFor();
    await signIn.getByLabel('Password').fill(PASSWORD);
    // The push connection reconnects with a fresh token that carries the player (SPEC §4 Push client).
    const playerPushToken = page.waitForResponse(async (res) => {
      if (!res.url().endsWith('/websocket/token')) return false;
      const { token } = (await res.json()) as { token: string };
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        sub?: string;
      };
      return typeof claims.sub === 'string' && claims.sub !== '';
    });
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitFor({ state: 'detached' });
    await playerPushToken;

    // The header shows the active account's balance and the display name (here the e-mail).
    const balance = page.getByTestId('header-balance');
    await balance.filter({ hasText: '123.45 EUR' }).waitFor();
    await page.getByTestId('account-button').click();
    expect(await page.getByTestId('display-name').textContent()).toBe(email);
    await saveScreenshot(page, 'players-account-menu-desktop', { fullPage: false });

    // Switch currency: a USD account is opened and becomes the active one.
    await page.getByRole('button', { name: 'Open an account in USD' }).click();
    await balance.filter({ hasText: '0.00 USD' }).waitFor();
    expect(await page.getByRole('button', { name: /^EUR/ }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: /^USD/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^EUR/ }).click();
    await balance.filter({ hasText: '123.45 EUR' }).waitFor();

    // Complete the missing profile fields: the display name becomes first and last name.
    // The account menu is still open from the currency switch.
    const completeProfile = page.getByRole('button', { name: 'Complete your profile' });
    if (!(await completeProfile.isVisible())) await page.getByTestId('account-button').click();
    await completeProfile.click();
    const missed = dialog(page, 'missed_fields');
    await missed.waitFor();
    await missed.getByRole('button', { name: 'Save' }).click();
    expect(await missed.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await missed.getByLabel('First name').fill('Ada');
    await missed.getByLabel('Last name').fill('Lovelace');
    await missed.getByLabel('Country').selectOption('GB');
    await missed.getByRole('button', { name: 'Save' }).click();
    await missed.getByLabel('First name').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await missed.waitFor({ state: 'detached' });
    await page.getByTestId('account-button').click();
    await page.getByTestId('display-name').filter({ hasText: 'Ada Lovelace' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // Change locale: saved on the profile, same path (query and hash kept), still signed in.
    await page.goto('/live?sport=soccer#top', { waitUntil: 'load' });
    await balance.waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/de/live'),
      page.getByRole('banner').getByLabel('Language').selectOption('de'),
    ]);
    expect(new URL(page.url()).search).toBe('?sport=soccer');
    expect(new URL(page.url()).hash).toBe('#top');
    await balance.filter({ hasText: '123,45 EUR' }).waitFor();
    const player = (await (await page.request.get('/api/platform/player')).json()) as Player;
    expect(player.language).toBe('de');

    // Set a deposit limit on the responsible-gambling page.
    await page.goto('/de/responsible-gambling', { waitUntil: 'load' });
    const form = page.locator('form').filter({ has: page.locator('select[name="type"]') });
    await form.locator('select[name="type"]').selectOption('deposit');
    await form.locator('input[name="value"]').fill('50');
    await form.locator('select[name="period"]').selectOption('week');
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-limit-type="deposit"][data-status="active"]').waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'players-limits-de-desktop');

    // Sign out: the header offers sign-in again and the session is gone on the server.
    await page.getByTestId('account-button').click();
    await page.getByTestId('sign-out').click();
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).waitFor();
    expect((await page.request.get('/api/platform/player')).status()).toBe(401);
  });

  it('opens the URL modals by fragment and ?modal=, removes them and the reset token, and closes on Escape', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    await page.goto('/schedule?modal=password_new', { waitUntil: 'load' });
    await dialog(page, 'password_new').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');
    await dialog(page, 'password_new').waitFor({ state: 'detached' });

    await page.goto('/?modal=password_edit&reset_password_token=not-a-real-token&page=2', {
      waitUntil: 'load',
    });
    const edit = dialog(page, 'password_edit');
    await edit.waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    await edit.getByLabel('New password').fill('another-pass-1');
    await edit.getByLabel('Repeat password').fill('another-pass-1');
    await edit.getByRole('button', { name: 'Save password' }).click();
    await edit
      .getByRole('alert')
      .filter({ hasText: 'isn’t valid' })
      .or(edit.getByRole('alert').filter({ hasText: "isn't valid" }))
      .waitFor();
    await saveScreenshot(page, 'players-password-edit-mobile', { fullPage: false });

    await page.goto('/users/sign-up', { waitUntil: 'load' });
    await dialog(page, 'sign_up').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();

    await page.goto('/ar#sign-in', { waitUntil: 'load' });
    await dialog(page, 'sign_in').waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'players-sign-in-ar-mobile', { fullPage: false });
  });

  it('signs out and reopens sign-in when the session is refused (401)', async () => {
    const email = await confirmedPlayer('expired');
    const context = await browser.newContext();
    await signInContext(context, email);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('header-balance').waitFor();
    // The session ends elsewhere (another device signs out); the next call answers 401.
    const out = await context.request.delete('/api/platform/users/sign_out', {
      headers: await csrfHeader(context),
    });
    expect(out.status()).toBe(204);
    // The page's next call finds out: the player's own (opening a BTC account) or, when the private
    // push channel subscribes only now (it loads after the page), its catch-up read of the balance.
    const signIn = dialog(page, 'sign_in');
    const account = page.getByTestId('account-button');
    await account.click({ timeout: 10_000 }).catch(() => undefined);
    if (await account.isVisible()) {
      await page
        .getByRole('button', { name: 'Open an account in BTC' })
        .click({ timeout: 10_000 })
        .catch(() => undefined);
    }
    await signIn.getByText('Your session has expired').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor({ state: 'attached' });
  });

  it('shows the reality check in every tab and closes it everywhere on continue', {
    timeout: 180_000,
  }, async () => {
    const email = await confirmedPlayer('reality');
    const context = await browser.newContext({ viewport: viewports.mobile, colorScheme: 'dark' });
    await signInContext(context, email);
    const limit = await context.request.post('/api/platform/user_limits', {
      headers: await csrfHeader(context),
      data: { type: 'reality_check', value: 1 },
    });
    expect(limit.status()).toBe(201);
    const first = await context.newPage();
    await first.goto('/', { waitUntil: 'load' });
    await first.getByTestId('header-balance').waitFor();
    // The second tab polls on its own schedule, 10 s later; the broadcast brings the modal at once.
    await first.waitForTimeout(10_000);
    const second = await context.newPage();
    await second.goto('/live', { waitUntil: 'load' });
    await second.getByTestId('header-balance').waitFor();

    const firstCheck = dialog(first, 'reality_check');
    await firstCheck.waitFor({ timeout: 120_000 });
    await dialog(second, 'reality_check').waitFor({ timeout: 5_000 });
    // It is not closable by Escape: it needs an answer.
    await first.keyboard.press('Escape');
    await first.keyboard.press('Escape');
    expect(await firstCheck.count()).toBe(1);
    await saveScreenshot(first, 'players-reality-check-dark-mobile', { fullPage: false });
    await firstCheck.getByRole('button', { name: 'Continue playing' }).click();
    await firstCheck.waitFor({ state: 'detached' });
    await dialog(second, 'reality_check').waitFor({ state: 'detached', timeout: 5_000 });
  });
});
