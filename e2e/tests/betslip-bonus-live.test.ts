import type {
  Bet,
  BetsResponse,
  BonusesResponse,
  BonusResponse,
  DevMailboxResponse,
  MatchesResponse,
} from '@sportsbook/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiGet, apiPost, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import {
  expectCount,
  NARROW,
  oddsButton,
  openMatch,
  type Pick,
  slip,
  slipCount,
  WIDE,
  waitForHydratedOdds,
} from './betslip-helpers.ts';

// Issue 12, bonuses reaching the open slip: a bonus issued while the slip is open is offered at once
// (the bonus_issued push refetches the offers, no reload); a hunting bonus shows the points the bet
// would earn ("+10 points"), none once its event was farmed; a loot box is offered to a bet that counts
// toward it and placed with it.

const browser = useBrowser();
const PASSWORD = 'correct-horse-9';
const WAIT_MS = 20_000;
/** Shorter than the offers' 30 s staleness: an offer seen within it came from the push. */
const PUSH_MS = 10_000;
const THEMES = ['light', 'dark'] as const;

/** Main-market soccer picks whose first outcome has odds of at least 1.50 (the seeded hunt's and box's minimum). */
async function soccerPicks(count: number, skip: number): Promise<Pick[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&bettable=true&limit=100',
  );
  const out: Pick[] = [];
  for (const event of data) {
    if (event.type !== 'match') continue;
    const market = event.main_market;
    const outcome = market?.outcomes[0];
    if (market?.status !== 1 || !outcome?.active || outcome.odds < 1600) continue;
    out.push({ match: event, market, outcomeId: String(outcome.id) });
  }
  if (out.length < count + skip) throw new Error(`fewer than ${count + skip} soccer picks at 1.60+`);
  return out.slice(skip, skip + count);
}

async function csrf(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sb_csrf');
  if (!cookie) throw new Error('not signed in');
  return { 'x-csrf-token': cookie.value };
}

/** A new confirmed player signed in in a new context; `cash` subunits of EUR credited. */
async function newPlayer(cash = 0): Promise<{ context: BrowserContext; email: string }> {
  const email = `e2e-live-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  if (cash > 0) await apiPost('/api/dev/wallet/credit', { email, currency: 'EUR', amount: cash });
  const context = await browser.newContext({ viewport: WIDE });
  const response = await context.request.post('/api/platform/users/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { context, email };
}

/** The operator issues a campaign (dev endpoint) and the player activates it. */
async function issueActive(context: BrowserContext, email: string, campaign: string): Promise<number> {
  const { data } = await apiPost<BonusResponse>('/api/dev/bonuses/issue', { email, campaign });
  const response = await context.request.post(`/api/sportsbook/v2/bonuses/${data.id}/activate`, {
    headers: await csrf(context),
  });
  expect(response.status(), await response.text()).toBe(200);
  return data.id;
}

async function addPick(page: Page, pick: Pick, count: number): Promise<void> {
  await openMatch(page, pick);
  await page.getByTestId('header-balance').first().waitFor();
  await oddsButton(page, pick).click();
  await expectCount(page, count);
}

const bonusSelect = (page: Page) => slip(page).getByRole('combobox', { name: 'Bonus' });

/** Screenshots of the slip at 1440 and 360 px in both themes; ends at 1440 px. */
async function shots(page: Page, context: BrowserContext, name: string): Promise<void> {
  for (const [width, viewport] of [
    ['1440', WIDE],
    ['360', NARROW],
  ] as const) {
    await page.setViewportSize(viewport);
    if (viewport === NARROW && (await page.locator('#bet-slip[data-open]').count()) === 0) {
      await page.locator('[data-slip-toggle]').first().click();
    }
    for (const theme of THEMES) {
      await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await bonusSelect(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await saveScreenshot(page, `${name}-${width}-${theme}`, { fullPage: false });
    }
  }
  await page.setViewportSize(WIDE);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

async function placedBets(context: BrowserContext): Promise<Bet[]> {
  const response = await context.request.get('/api/sportsbook/v3/bets?status=all&limit=20');
  return ((await response.json()) as BetsResponse).data;
}

describe('bonuses reaching the open slip (issue 12)', () => {
  it('offers a free bet redeemed elsewhere while the slip is open, without a reload', async () => {
    const [pick] = await soccerPicks(1, 10);
    if (!pick) throw new Error('no pick');
    const { context } = await newPlayer();
    const page = await context.newPage();
    await addPick(page, pick, 1);
    await page.waitForSelector('[data-push-subscribed*="$private:"]', {
      state: 'attached',
      timeout: WAIT_MS,
    });
    // The sign-up free bet waits for activation: nothing to offer yet.
    expect(await bonusSelect(page).count()).toBe(0);
    // Another tab redeems WELCOME10 through the API.
    const redeemed = await context.request.post('/api/sportsbook/v2/bonuses/promo-code', {
      headers: await csrf(context),
      data: { code: 'WELCOME10' },
    });
    expect(redeemed.status()).toBe(201);
    const { data: freebet } = (await redeemed.json()) as BonusResponse;
    await bonusSelect(page)
      .locator(`option[value="${freebet.id}"]`)
      .waitFor({ state: 'attached', timeout: PUSH_MS });
    expect(await bonusSelect(page).locator(`option[value="${freebet.id}"]`).textContent()).toBe(
      'Free bet · 10.00 EUR',
    );
    await context.close();
  });

  it('shows the points a hunting bet earns, and none once the event was farmed', async () => {
    const [pick] = await soccerPicks(1, 11);
    if (!pick) throw new Error('no pick');
    const { context, email } = await newPlayer(10_000);
    await issueActive(context, email, 'soccer-hunt');
    const page = await context.newPage();
    await addPick(page, pick, 1);
    // Chosen by default, with what the bet earns.
    await expect
      .poll(() => bonusSelect(page).getAttribute('data-bonus-type'), { timeout: WAIT_MS })
      .toBe('hunting');
    const points = slip(page).getByTestId('bet-bonus-points');
    expect(await points.textContent()).toBe('+10 points');
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill('1');
    await shots(page, context, 'betslip-bonus-points');

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await slip(page).getByTestId('slip-success').waitFor({ timeout: WAIT_MS });
    const { data: hunts } = (await (
      await context.request.get('/api/sportsbook/v2/bonuses/huntings')
    ).json()) as BonusesResponse;
    expect(hunts[0]?.issued.farming_stats).toMatchObject({ points: 10, farmed_event_ids: [pick.match.id] });

    // The same match again: the hunt farms once per event, so the slip promises nothing.
    await page.reload({ waitUntil: 'load' });
    await waitForHydratedOdds(page);
    // Known race (to fix in the app): right after a reload the slip restores the placed ticket and
    // then empties it, and a tap landing in between is lost with it (this test's flakiness in whole
    // runs). Tap again while the slip stays empty, as a player would.
    await expect
      .poll(
        async () => {
          if ((await slipCount(page)) === 0) await oddsButton(page, pick).click();
          return slipCount(page);
        },
        { timeout: WAIT_MS, interval: 2_000 },
      )
      .toBe(1);
    await slip(page).getByText('This bet earns no points').waitFor({ timeout: WAIT_MS });
    expect(await points.count()).toBe(0);
    await context.close();
  });

  it('offers a loot box to a bet that counts toward it and places the bet with it', async () => {
    const [pick] = await soccerPicks(1, 12);
    if (!pick) throw new Error('no pick');
    const { context, email } = await newPlayer(10_000);
    const boxId = await issueActive(context, email, 'lucky-box');
    const page = await context.newPage();
    await addPick(page, pick, 1);
    const option = bonusSelect(page).locator(`option[value="${boxId}"]`);
    await option.waitFor({ state: 'attached', timeout: WAIT_MS });
    expect(await option.textContent()).toBe('Loot box');
    await bonusSelect(page).selectOption(String(boxId));
    await slip(page).getByText('This bet counts toward opening your loot box').waitFor();
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill('1');
    await shots(page, context, 'betslip-bonus-lootbox');

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await slip(page).getByTestId('slip-success').waitFor({ timeout: WAIT_MS });
    const [bet] = await placedBets(context);
    expect(bet?.bonus).toMatchObject({ id: boxId, type: 'lootbox' });
    expect(bet?.stake.value).toBe(100);
    const { data: boxes } = (await (
      await context.request.get('/api/sportsbook/v2/bonuses/lootboxes')
    ).json()) as BonusesResponse;
    expect(boxes.find((b) => b.id === boxId)?.issued.farming_stats?.bets_count).toBe(1);
    await context.close();
  });
});
