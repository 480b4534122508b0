import type { DevMailboxResponse, Match, MatchesResponse } from '@sportsbook/contract';
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiGet, apiPost } from './env.ts';

// Helpers of the cashier browser tests (deposits, quick deposit, prompts): players, the slip, the
// emulated provider's card form inside the deposit modal.

export const PASSWORD = 'correct-horse-9';

/** Test cards of the emulated provider (README "Cashier"). */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0077',
} as const;

/** How long a pushed or provider-driven change may take to show (generous: two shared cores). */
export const WAIT_MS = 20_000;

/** A new confirmed player (sign-up and the mailed confirmation, through the API); balance 0 EUR. */
export async function newPlayer(tag: string): Promise<string> {
  const email = `e2e-cashier-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  return email;
}

/** Sets a player's stored statuses (dev endpoint), e.g. the deposit reminder's player group. */
export async function setStatuses(email: string, statuses: string[]): Promise<void> {
  await apiPost('/api/dev/player/statuses', { email, statuses });
}

/** The player group the e2e API's deposit reminder targets (global-setup DEPOSIT_REMINDER_PLAYER_GROUP). */
export const REMINDER_GROUP = 'e2e_deposit_reminder';

/** Signs the browser context in through the API (the context's cookie jar keeps the session). */
export async function signInContext(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post('/api/platform/users/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const dialog = (page: Page, name: string): Locator =>
  page.locator(`dialog[open][data-modal="${name}"]`);
export const alertNamed = (page: Page, name: string): Locator => page.locator(`[data-alert="${name}"]`);

/** The header balance in subunits ("10.00 EUR" → 1000). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').first().textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/** A prematch match whose main market takes bets now (the newest of the seed: others settle the first). */
export async function bettableMatch(offset = 0): Promise<Match> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&limit=100',
  );
  const matches = data.filter(
    (event): event is Match =>
      event.type === 'match' &&
      event.bettable &&
      event.main_market?.status === 1 &&
      event.main_market.outcomes.every((o) => o.active),
  );
  const match = matches[matches.length - 1 - offset];
  if (!match) throw new Error('no bettable prematch match');
  return match;
}

/** Opens the match page and adds the first outcome of its main market to the slip. */
export async function addSelection(page: Page, match: Match): Promise<void> {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error(`match ${match.id} has no main market`);
  await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
  await page
    .locator(
      `main button[data-match-id="${match.id}"][data-market-key="${market.id}|${market.specifier}"][data-outcome-id="${outcome.id}"]`,
    )
    .first()
    .click();
  await page.locator('#bet-slip [data-selection-id]').first().waitFor();
}

/** The emulated provider's card form inside the deposit modal. */
export function cardForm(page: Page): FrameLocator {
  return page.frameLocator('dialog[open] iframe[title="Card payment form"]');
}

/** Pays the open deposit modal's payment with a test card. */
export async function payWithCard(page: Page, card: string): Promise<void> {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay' }).click();
}

/**
 * Rewrites GET /settings for this page: the operator's site config and cashier settings come from the
 * API's environment once at start, shared by every test file, so a test that needs another
 * configuration (a required deposit field, the reminder on) changes the response it reads instead.
 * A mock at a boundary we cannot reach per test; the rest of the response is the API's.
 */
export async function withSettings(
  page: Page,
  patch: (settings: Record<string, unknown>) => void,
): Promise<void> {
  await page.route(/\/api\/sportsbook\/v2\/settings(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    patch(settings);
    await route.fulfill({ response, json: settings });
  });
}
