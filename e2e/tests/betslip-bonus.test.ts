import type {
  Bet,
  BetsResponse,
  BonusesResponse,
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
  headerBalance,
  NARROW,
  oddsButton,
  openMatch,
  type Pick,
  plain,
  signedInContext,
  slip,
  WIDE,
} from './betslip-helpers.ts';

// Issue 12, bonuses in the slip (SPEC §4 bonus selection, §5 bonus odds): a new player redeems
// WELCOME10, picks the free bet in the slip, places it without cash, sees it in My Bets and paid
// without its stake once settled through the dev feed; a three-selection combo gets BOOST3's boost,
// chosen by default, with its boosted odds in the slip, on the receipt and on the placed bet.

const browser = useBrowser();
const PASSWORD = 'correct-horse-9';
const WAIT_MS = 20_000;
const THEMES = ['light', 'dark'] as const;

/** Main-market picks of `count` prematch soccer matches whose first outcome has odds of at least `minOdds`. */
async function picks(count: number, minOdds: number, skip = 0): Promise<Pick[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&bettable=true&limit=100',
  );
  const out: Pick[] = [];
  for (const event of data.slice().reverse()) {
    if (event.type !== 'match') continue;
    const market = event.main_market;
    const outcome = market?.outcomes[0];
    if (market?.status !== 1 || !outcome?.active || outcome.odds < minOdds) continue;
    out.push({ match: event, market, outcomeId: String(outcome.id) });
  }
  if (out.length < count + skip) throw new Error(`fewer than ${count + skip} picks at ${minOdds}+`);
  return out.slice(skip, skip + count);
}

async function csrf(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sb_csrf');
  if (!cookie) throw new Error('not signed in');
  return { 'x-csrf-token': cookie.value };
}

/** Redeems a promo code as the context's player; 409 (redeemed before) is fine for the shared demo player. */
async function redeem(context: BrowserContext, code: string, allowUsed = false): Promise<void> {
  const response = await context.request.post('/api/sportsbook/v2/bonuses/promo-code', {
    headers: await csrf(context),
    data: { code },
  });
  const ok = response.status() === 201 || (allowUsed && response.status() === 409);
  expect(ok, `${response.status()} ${await response.text()}`).toBe(true);
}

/** A new confirmed player (balance 0 EUR) signed in in a new context with this viewport and theme. */
async function newPlayerContext(viewport: typeof WIDE, theme: string): Promise<BrowserContext> {
  const email = `e2e-bonus-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
  const response = await context.request.post('/api/platform/users/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return context;
}

async function placedBets(context: BrowserContext): Promise<Bet[]> {
  const response = await context.request.get('/api/sportsbook/v3/bets?status=all&limit=20');
  return ((await response.json()) as BetsResponse).data;
}

async function addPick(page: Page, pick: Pick, count: number): Promise<void> {
  await openMatch(page, pick);
  await page.getByTestId('header-balance').first().waitFor();
  await oddsButton(page, pick).click();
  await expectCount(page, count);
}

/** On a phone the slip is a sheet a navigation closes: opens it. */
async function openSlip(page: Page): Promise<void> {
  if (
    page.viewportSize()?.width === NARROW.width &&
    (await page.locator('#bet-slip[data-open]').count()) === 0
  ) {
    await page.locator('[data-slip-toggle]').first().click();
  }
}

const bonusSelect = (page: Page) => slip(page).getByRole('combobox', { name: 'Bonus' });

describe('free bet in the slip (issue 12)', () => {
  it('places WELCOME10 without cash, shows it in My Bets and pays the win without the stake', async () => {
    const [pick] = await picks(1, 1500, 0);
    if (!pick) throw new Error('no pick');
    const context = await newPlayerContext(WIDE, 'light');
    await redeem(context, 'WELCOME10');
    const { data: freebets } = (await (
      await context.request.get('/api/sportsbook/v2/bonuses/freebets?isAvailable=true')
    ).json()) as BonusesResponse;
    const freebet = freebets.find((b) => b.type === 'freebet');
    if (!freebet) throw new Error('WELCOME10 issued no free bet');

    const page = await context.newPage();
    await addPick(page, pick, 1);
    expect(await headerBalance(page)).toBe(0);
    await bonusSelect(page).waitFor({ timeout: WAIT_MS });
    await bonusSelect(page).selectOption(String(freebet.id));
    const stake = slip(page).getByRole('textbox', { name: /^Stake/ });
    await expect.poll(() => stake.inputValue()).toBe('10.00');
    expect(await stake.isDisabled()).toBe(true);
    await slip(page).getByText('Staked by your free bet, not from your balance').waitFor();
    for (const [name, viewport] of [
      ['1440', WIDE],
      ['360', NARROW],
    ] as const) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await openSlip(page);
        await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        await saveScreenshot(page, `betslip-bonus-freebet-${name}-${theme}`, { fullPage: false });
      }
    }
    await page.setViewportSize(WIDE);

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const receipt = slip(page).getByTestId('slip-success');
    await receipt.waitFor({ timeout: WAIT_MS });
    expect(await receipt.getByTestId('receipt-bonus').textContent()).toBe('Free bet');
    // The cash balance is unchanged: the free bet paid the stake.
    expect(await headerBalance(page)).toBe(0);
    const [bet] = await placedBets(context);
    expect(bet?.bonus).toMatchObject({ id: freebet.id, type: 'freebet' });
    expect(bet?.stake.value).toBe(1000);
    if (!bet) throw new Error('no bet');

    await page.goto('/my-bets', { waitUntil: 'load' });
    const card = page.locator(`li[data-bet-ref="${bet.ref}"]`);
    await card.waitFor({ timeout: WAIT_MS });
    expect(plain(await card.getByTestId('bet-bonus').textContent())).toBe('Free bet');
    // Its potential win is what a win pays: the return less the free bet's stake.
    const expectedWin = ((bet.potential_win - 1000) / 100).toFixed(2);
    expect(plain(await card.getByTestId('bet-potential-win').textContent())).toBe(`${expectedWin} EUR`);

    // Played out: the home side scores three times, so the home pick wins; the win pays without the stake.
    await apiPost('/api/dev/feed/events', { type: 'start', matchId: pick.match.id });
    for (let goal = 0; goal < 3; goal++) {
      await apiPost('/api/dev/feed/events', { type: 'goal', matchId: pick.match.id, team: 'home' });
    }
    await apiPost('/api/dev/feed/events', { type: 'finish', matchId: pick.match.id });
    await apiPost('/api/dev/feed/events', { type: 'settle', matchId: pick.match.id });
    let settled: Bet | undefined;
    await expect
      .poll(
        async () => {
          settled = (await placedBets(context)).find((b) => b.id === bet.id);
          return settled?.win_amount !== null && settled?.win_amount !== undefined;
        },
        { timeout: WAIT_MS },
      )
      .toBe(true);
    expect(settled?.result).toBe('win_entire');
    // 10.00 at the bet's odds returns `odds` subunits; the free bet's 10.00 stake is not paid back.
    const winnings = bet.odds - 1000;
    expect(settled?.win_amount).toBe(winnings);
    await expect.poll(() => headerBalance(page), { timeout: WAIT_MS }).toBe(winnings);
  });
});

describe('combo boost in the slip (issue 12)', () => {
  for (const [name, viewport] of [
    ['1440', WIDE],
    ['360', NARROW],
  ] as const) {
    it(`chooses BOOST3 by default for a treble and shows its boosted odds (${name} px)`, async () => {
      const three = await picks(3, 1300, name === '1440' ? 2 : 6);
      const context = await signedInContext(() => browser.newContext({ viewport }));
      await redeem(context, 'BOOST3', true);
      const page = await context.newPage();
      for (const [index, pick] of three.entries()) await addPick(page, pick, index + 1);
      await openSlip(page);
      const comboRadio = slip(page).getByRole('radio', { name: 'Combo' });
      if (await comboRadio.isVisible()) await comboRadio.check();
      await slip(page).locator('[data-bet-type="combo"]').waitFor();
      await expect
        .poll(() => bonusSelect(page).getAttribute('data-bonus-type'), { timeout: WAIT_MS })
        .toBe('comboboost');
      await slip(page).getByText('Boosted odds ×1.05').waitFor();
      const total = Number(await slip(page).getByTestId('bet-total-odds').textContent());
      const boosted = Number(await slip(page).getByTestId('bet-boosted-odds').textContent());
      expect(boosted).toBeGreaterThan(total);
      expect(Math.abs(boosted - total * 1.05)).toBeLessThan(0.02);
      await slip(page)
        .getByRole('textbox', { name: /^Stake/ })
        .fill('1');
      for (const theme of THEMES) {
        // The theme cookie and a reload: the slip comes back from the session with its boost.
        await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
        await page.reload({ waitUntil: 'load' });
        await expectCount(page, 3);
        await openSlip(page);
        await expect
          .poll(() => bonusSelect(page).getAttribute('data-bonus-type'), { timeout: WAIT_MS })
          .toBe('comboboost');
        await bonusSelect(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await saveScreenshot(page, `betslip-bonus-boost-${name}-${theme}`, { fullPage: false });
      }

      await slip(page).getByRole('button', { name: 'Place bet' }).click();
      const receipt = slip(page).getByTestId('slip-success');
      await receipt.waitFor({ timeout: WAIT_MS });
      expect(await receipt.getByTestId('receipt-bonus').textContent()).toBe('Boost ×1.05');
      const [bet] = await placedBets(context);
      expect(bet?.bonus).toMatchObject({ type: 'comboboost', odds: 1050 });
      expect(bet?.selections.length).toBe(3);
      if (!bet) throw new Error('no bet');
      await page.goto('/my-bets', { waitUntil: 'load' });
      const card = page.locator(`li[data-bet-ref="${bet.ref}"]`);
      await card.waitFor({ timeout: WAIT_MS });
      expect(plain(await card.getByTestId('bet-bonus').textContent())).toBe('Combo boost ×1.05');
    });
  }
});
