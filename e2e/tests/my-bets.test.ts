import type { Bet, Match, MatchesResponse, PlaceBetsResponse } from '@sportsbook/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser, viewports } from '../src/browser.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// My Bets (SPEC §2 MY_BETS, §4 Bet status and Live updates, §7 bets calls and push): the demo player
// signs in in the browser, bets are placed through the API with the page's cookies and CSRF token,
// and the list follows cash-out offers, a cash out and a settlement by push, without reload.

const browser = useBrowser();
const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };
const FEED_EVENTS = '/api/dev/feed/events';
/** How long the page may take to show a pushed change (generous: the gate runs on two cores). */
const PUSH_WAIT_MS = 15_000;

type FeedEvent =
  | { type: 'odds'; matchId: number; factor: number }
  | { type: 'start' | 'finish' | 'settle'; matchId: number };

function feed(event: FeedEvent): Promise<unknown> {
  return apiPost(FEED_EVENTS, event);
}

/** Prematch soccer matches whose main market takes bets now, each used by one bet only. */
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
  // The newest matches of the seed start last: other tests settle the first ones.
  const picked = matches.slice(-count);
  if (picked.length < count) throw new Error(`only ${picked.length} bettable prematch matches`);
  return picked;
}

/** A selection of a match's main market: the first outcome unless told (draw is the second in 1X2). */
function selectionOf(match: Match, outcomeIndex = 0) {
  const market = match.main_market;
  const outcome = market?.outcomes[outcomeIndex] ?? market?.outcomes[0];
  if (!market || !outcome) throw new Error(`match ${match.id} has no main market`);
  return {
    match_id: match.id,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: String(outcome.id),
    odds: outcome.odds,
  };
}

/** The CSRF header a cookie-authenticated mutation must send (the readable sb_csrf cookie, echoed). */
async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'sb_csrf');
  if (!csrf) throw new Error('no sb_csrf cookie: not signed in');
  return { 'x-csrf-token': csrf.value };
}

/** Places bets as the signed-in browser player (its cookies and CSRF token), at whatever odds are current. */
async function placeBets(context: BrowserContext, bets: unknown[]): Promise<Bet[]> {
  const headers = await csrfHeader(context);
  const settings = await context.request.post('/api/sportsbook/v2/settings', {
    headers,
    data: { auto_accept_odds_change: 'any' },
  });
  expect(settings.status()).toBe(200);
  const response = await context.request.post('/api/sportsbook/v3/bets', {
    headers: { ...headers, 'idempotency-key': `e2e-my-bets-${Date.now()}-${Math.random()}` },
    data: { bets, meta: { device_id: 'e2e', quick: false, type: 'regular' } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as PlaceBetsResponse).data;
}

/** Signs the demo player in through the header's sign-in modal. */
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

/** The header balance in subunits ("1,000.00 EUR" → 100000). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

async function waitForBalanceAbove(page: Page, before: number): Promise<number> {
  const handle = await page.waitForFunction(
    (min) => {
      const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
      const value = Number(text.replace(/[^0-9]/g, ''));
      return value > min ? value : false;
    },
    before,
    { timeout: PUSH_WAIT_MS },
  );
  return (await handle.jsonValue()) as number;
}

function card(page: Page, bet: Bet): Locator {
  return page.locator(`li[data-bet-ref="${bet.ref}"]`);
}

/** Chooses a filter of the list by its radio label. */
async function chooseFilter(page: Page, group: 'Bets to show' | 'Result', label: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByRole('radio', { name: label, exact: true }).check();
}

/** Waits until the private channel is subscribed (the connection alert area lists subscribed channels). */
async function waitForPrivateChannel(page: Page): Promise<void> {
  await page.waitForSelector('[data-push-subscribed*="$private:"]', {
    state: 'attached',
    timeout: PUSH_WAIT_MS,
  });
}

describe('my bets', () => {
  it('shows a sign-in prompt to visitors on /my-bets, with no axe findings', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    const response = await page.goto('/my-bets', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'My bets' }).waitFor();
    await page.getByRole('heading', { name: 'Sign in to see your bets' }).waitFor();
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    await expectNoSeriousA11yViolations(page);
  });

  it('lists placed bets, follows the cash-out offer, cashes out and settles by push without reload', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await signIn(page);

    const [singleMatch, comboA, comboB] = await bettableMatches(3);
    if (!singleMatch || !comboA || !comboB) throw new Error('not enough matches');
    const [single, combo] = await placeBets(context, [
      { stake: { value: 1000, currency: 'EUR' }, selections: [selectionOf(singleMatch)] },
      {
        stake: { value: 500, currency: 'EUR' },
        selections: [selectionOf(comboA, 1), selectionOf(comboB, 1)],
      },
    ]);
    if (!single || !combo) throw new Error('bets not placed');
    expect(single.type).toBe('single');
    expect(combo.type).toBe('combo');

    await page.goto('/my-bets', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'My bets' }).waitFor();
    await waitForPrivateChannel(page);

    // Both bets are under open, with type, stake, selections and a cash-out offer.
    await chooseFilter(page, 'Bets to show', 'Open');
    const singleCard = card(page, single);
    const comboCard = card(page, combo);
    await singleCard.waitFor();
    await comboCard.waitFor();
    expect(await singleCard.getByRole('heading').textContent()).toBe('Single');
    expect(await comboCard.getByRole('heading').textContent()).toBe('Double');
    expect(await singleCard.getByTestId('bet-status').textContent()).toBe('Open');
    expect(await singleCard.textContent()).toContain('10.00 EUR');
    expect(await singleCard.textContent()).toContain(singleMatch.competitors.home.name);
    expect(await comboCard.getByRole('list', { name: 'Selections' }).getByRole('listitem').count()).toBe(2);
    const offerButton = singleCard.getByTestId('cashout-button');
    await offerButton.waitFor();
    const firstOffer = await offerButton.textContent();
    expect(firstOffer).toMatch(/^Cash out \d+\.\d\d EUR$/);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'my-bets-open-desktop', { fullPage: false });

    // The single's price falls: its cash-out offer rises, pushed to the open page.
    // Offers are recomputed at most every two seconds per match, so a move may need a second event.
    let moved = false;
    for (let attempt = 0; attempt < 5 && !moved; attempt++) {
      await feed({ type: 'odds', matchId: singleMatch.id, factor: 0.8 });
      moved = await page
        .waitForFunction(
          ({ ref, before }) =>
            document.querySelector(`li[data-bet-ref="${ref}"] [data-testid="cashout-button"]`)
              ?.textContent !== before,
          { ref: single.ref, before: firstOffer },
          { timeout: 3000 },
        )
        .then(() => true)
        .catch(() => false);
    }
    expect(moved, 'the cash-out offer follows the odds without reload').toBe(true);
    const newOffer = (await offerButton.textContent()) ?? '';
    const offerSubunits = Number(newOffer.replace(/[^0-9]/g, ''));
    expect(offerSubunits).toBeGreaterThan(Number((firstOffer ?? '').replace(/[^0-9]/g, '')));

    // Cash out with the confirm step: the bet leaves open, the balance rises by the payout.
    const before = await headerBalance(page);
    await offerButton.click();
    const confirm = singleCard.getByTestId('cashout-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Cash out ${newOffer.replace('Cash out ', '')} now?`);
    await saveScreenshot(page, 'my-bets-cashout-confirm-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Confirm cash out' }).click();
    await singleCard.waitFor({ state: 'detached', timeout: PUSH_WAIT_MS });
    const after = await waitForBalanceAbove(page, before);
    expect(after - before).toBeGreaterThanOrEqual(offerSubunits);

    await chooseFilter(page, 'Bets to show', 'Settled');
    await singleCard.waitFor();
    expect(await singleCard.getByTestId('bet-result').textContent()).toBe('Cashed out');
    // One "Cashed out" badge: the status badge would say the same as the result.
    expect(await singleCard.getByTestId('bet-status').count()).toBe(0);

    // An offer that moves while the player confirms is shown, and asked again.
    await chooseFilter(page, 'Bets to show', 'All');
    const comboOffer = comboCard.getByTestId('cashout-button');
    await comboOffer.click();
    const comboConfirm = comboCard.getByTestId('cashout-confirm');
    await comboConfirm.waitFor();
    let changed = false;
    for (let attempt = 0; attempt < 5 && !changed; attempt++) {
      await feed({ type: 'odds', matchId: comboA.id, factor: 0.8 });
      changed = await comboCard
        .getByTestId('cashout-changed')
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
    }
    expect(changed, 'a moved offer is shown in the confirm step').toBe(true);
    expect(await comboConfirm.textContent()).toMatch(
      /The offer changed to \d+\.\d\d EUR\. Cash out \d+\.\d\d EUR now\?/,
    );
    await comboConfirm.getByRole('button', { name: 'Cancel' }).click();
    await comboOffer.waitFor();

    // The combo's matches are played and settled: under all, the card turns settled by push.
    await chooseFilter(page, 'Bets to show', 'All');
    await comboCard.waitFor();
    for (const match of [comboA, comboB]) {
      await feed({ type: 'start', matchId: match.id });
      await feed({ type: 'finish', matchId: match.id });
      await feed({ type: 'settle', matchId: match.id });
    }
    await page.waitForFunction(
      (ref) => {
        const status = document.querySelector(`li[data-bet-ref="${ref}"]`)?.getAttribute('data-bet-status');
        return status !== null && status !== 'waiting_results';
      },
      combo.ref,
      { timeout: PUSH_WAIT_MS },
    );
    const result = await comboCard.getAttribute('data-bet-result');
    expect([
      'win_entire',
      'lose_entire',
      'refund_entire',
      'refund_half_win_other',
      'refund_half_lose_other',
    ]).toContain(result);
    expect(await comboCard.getByTestId('bet-status').textContent()).toBe('Settled');

    // The result filter puts it under its own result and not under the others.
    const filterOf: Record<string, string> = {
      win_entire: 'Won',
      refund_half_win_other: 'Won',
      lose_entire: 'Lost',
      refund_half_lose_other: 'Lost',
      refund_entire: 'Refunded',
    };
    const own = filterOf[result ?? ''] ?? 'Won';
    const other = own === 'Lost' ? 'Won' : 'Lost';
    const otherKey = other === 'Won' ? 'win' : 'lose';
    await chooseFilter(page, 'Bets to show', 'Settled');
    await chooseFilter(page, 'Result', own);
    await comboCard.waitFor();
    await chooseFilter(page, 'Result', other);
    // The other result's list (or its empty state) is on screen, without the combo.
    await page
      .locator(`ul[data-filter="settled:${otherKey}"]`)
      .or(page.getByRole('heading', { name: `No ${other.toLowerCase()} bets` }))
      .waitFor();
    expect(await comboCard.count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
