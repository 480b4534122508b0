import type { Bet, Match, MatchesResponse, PlaceBetsResponse } from '@sportsbook/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Partial and auto cash out in My Bets (issue 11): the demo player cashes out part of a bet (the bet
// stays open at the smaller stake, the balance rises by the amount), sets an auto cash-out rule that
// the server fires when a dev-feed price move makes the offer reach it, and sees one "Cashed out" badge.

const browser = useBrowser();
const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };
const PUSH_WAIT_MS = 15_000;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };

/** Prematch soccer matches whose main market takes bets (not the last three: my-bets.test.ts uses those). */
async function bettableMatches(count: number): Promise<Match[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&limit=100',
  );
  const matches = data.filter(
    (event): event is Match =>
      event.type === 'match' &&
      event.bettable &&
      event.main_market?.status === 1 &&
      event.main_market.outcomes.length >= 2 &&
      event.main_market.outcomes.every((o) => o.active),
  );
  const picked = matches.slice(-3 - count, -3);
  if (picked.length < count) throw new Error(`only ${picked.length} bettable prematch matches`);
  return picked;
}

function selectionOf(match: Match) {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error(`match ${match.id} has no main market`);
  return {
    match_id: match.id,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: String(outcome.id),
    odds: outcome.odds,
  };
}

async function placeSingles(context: BrowserContext, matches: Match[], stake: number): Promise<Bet[]> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'sb_csrf');
  if (!csrf) throw new Error('not signed in');
  const headers = { 'x-csrf-token': csrf.value };
  await context.request.post('/api/sportsbook/v2/settings', {
    headers,
    data: { auto_accept_odds_change: 'any' },
  });
  const response = await context.request.post('/api/sportsbook/v3/bets', {
    headers: { ...headers, 'idempotency-key': `e2e-cashout-plus-${Date.now()}-${Math.random()}` },
    data: {
      bets: matches.map((m) => ({ stake: { value: stake, currency: 'EUR' }, selections: [selectionOf(m)] })),
      meta: { device_id: 'e2e', quick: false, type: 'regular' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as PlaceBetsResponse).data;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/#sign-in', { waitUntil: 'load' });
  const dialog = page.locator('dialog[open][data-modal="sign_in"]');
  await dialog.waitFor();
  await dialog.getByLabel('E-mail').fill(DEMO.email);
  await dialog.getByLabel('Password').fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('header-balance').waitFor();
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function headerBalance(page: Page): Promise<number> {
  return digits(await page.getByTestId('header-balance').textContent());
}

async function waitForBalance(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (want) =>
      Number(
        (document.querySelector('[data-testid="header-balance"]')?.textContent ?? '').replace(/[^0-9]/g, ''),
      ) === want,
    expected,
    { timeout: PUSH_WAIT_MS },
  );
}

function card(page: Page, bet: Bet): Locator {
  return page.locator(`li[data-bet-ref="${bet.ref}"]`);
}

async function openMyBets(page: Page): Promise<void> {
  await page.goto('/my-bets', { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'My bets' }).waitFor();
  await page.waitForSelector('[data-push-subscribed*="$private:"]', {
    state: 'attached',
    timeout: PUSH_WAIT_MS,
  });
}

describe('partial and auto cash out', () => {
  it('cashes out part of a bet, fires an auto cash-out rule on a price move, shows one badge', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page);
    const [partialMatch, autoMatch] = await bettableMatches(2);
    if (!partialMatch || !autoMatch) throw new Error('not enough matches');
    const [partialBet, autoBet] = await placeSingles(context, [partialMatch, autoMatch], 1000);
    if (!partialBet || !autoBet) throw new Error('bets not placed');
    await openMyBets(page);
    const partialCard = card(page, partialBet);
    await partialCard.getByTestId('cashout-button').waitFor();

    // Partial cash out: open the control, move the slider by keyboard, then type 2.00 EUR.
    await partialCard.getByTestId('partial-toggle').click();
    const slider = partialCard.getByRole('slider', { name: 'Amount to cash out' });
    const field = partialCard.getByTestId('partial-amount');
    const start = digits(await field.inputValue());
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(digits(await field.inputValue())).toBe(start + 1);
    await page.keyboard.press('PageUp');
    expect(digits(await field.inputValue())).toBeGreaterThan(start + 1);
    await field.fill('2.00');
    const keeps = (await partialCard.getByTestId('partial-keeps').textContent()) ?? '';
    expect(keeps).toMatch(/^Stake left open: \d+\.\d\d EUR$/);
    await partialCard.getByTestId('partial-submit').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashout-plus-partial-1440', { fullPage: false });
    const before = await headerBalance(page);
    await partialCard.getByRole('button', { name: 'Cash out 2.00 EUR' }).click();
    // The bet stays open at the smaller stake, with a history line; the balance rises by 2.00 exactly.
    await partialCard.getByTestId('partial-history').waitFor({ timeout: PUSH_WAIT_MS });
    expect(await partialCard.getAttribute('data-bet-status')).toBe('waiting_results');
    const stakeLeft = digits(await partialCard.getByTestId('bet-stake').textContent());
    expect(stakeLeft).toBeLessThan(1000);
    expect(stakeLeft).toBeGreaterThan(0);
    expect(await partialCard.getByTestId('partial-history').textContent()).toContain('2.00 EUR cashed out');
    await waitForBalance(page, before + 200);

    // Auto cash out: a target a little above the offer now; a price fall makes the offer reach it.
    const autoCard = card(page, autoBet);
    const offer = digits(await autoCard.getByTestId('cashout-button').textContent());
    await autoCard.getByTestId('auto-toggle').click();
    const target = offer + 5;
    await autoCard.getByTestId('auto-target').fill((target / 100).toFixed(2));
    await autoCard.getByTestId('auto-set').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashout-plus-auto-1440', { fullPage: false });
    await autoCard.getByTestId('auto-set').click();
    await autoCard.getByTestId('auto-rule').waitFor();
    await saveScreenshot(page, 'cashout-plus-auto-rule-1440', { fullPage: false });
    expect(await autoCard.getByTestId('auto-rule').textContent()).toContain(
      `${(target / 100).toFixed(2)} EUR`,
    );
    const beforeAuto = await headerBalance(page);
    // Offers are recomputed at most every two seconds per match: a move may need a second event.
    let fired = false;
    for (let attempt = 0; attempt < 6 && !fired; attempt++) {
      await apiPost('/api/dev/feed/events', { type: 'odds', matchId: autoMatch.id, factor: 0.85 });
      fired = await page
        .waitForFunction(
          (ref) =>
            document.querySelector(`li[data-bet-ref="${ref}"]`)?.getAttribute('data-bet-status') ===
            'cashed_out',
          autoBet.ref,
          { timeout: 3000 },
        )
        .then(() => true)
        .catch(() => false);
    }
    expect(fired, 'the auto cash-out rule fires when the offer reaches it').toBe(true);
    const paid = digits(await autoCard.getByTestId('cashout-done').textContent());
    expect(paid).toBeGreaterThanOrEqual(target);
    await waitForBalance(page, beforeAuto + paid);
    // One "Cashed out" badge on the cashed-out card.
    const badges = autoCard.locator('[data-testid="bet-status"], [data-testid="bet-result"]');
    expect(await badges.count()).toBe(1);
    expect(await badges.textContent()).toBe('Cashed out');

    // The controls at 360 px: open both panels on the bet still open and look at them.
    await page.setViewportSize(PHONE);
    await partialCard.scrollIntoViewIfNeeded();
    await partialCard.getByTestId('partial-toggle').click();
    await partialCard.getByTestId('auto-toggle').click();
    await partialCard.getByTestId('partial-panel').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashout-plus-partial-360', { fullPage: false });
    await partialCard.getByTestId('auto-panel').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashout-plus-controls-360', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    // The cashed-out card with its one badge.
    await autoCard.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashout-plus-cashed-out-360', { fullPage: false });
    // Arabic (right to left): the same controls, looked at in a screenshot.
    await page.goto('/ar/my-bets', { waitUntil: 'load' });
    await partialCard.getByTestId('partial-toggle').click();
    await partialCard.getByTestId('partial-panel').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashout-plus-partial-360-ar', { fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
