import type { BonusesResponse, DevMailboxResponse, MatchesResponse } from '@sportsbook/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import { expectCount, NARROW, oddsButton, openMatch, type Pick, slip, WIDE } from './betslip-helpers.ts';

// Issue 12, accumulator-bonus progress (SPEC §3 amb, §6 accumulator progress-bar flag): a new player
// sees the seeded campaign's bar in the slip, is told a treble counts once staked, places qualifying
// combos and watches the bar move; the third issues the 5.00 EUR free bet and the bar moves on to the
// next range.

const browser = useBrowser();
const PASSWORD = 'correct-horse-9';
const WAIT_MS = 20_000;

/** Main-market picks of `count` prematch soccer matches whose first outcome has odds of at least 1.30. */
async function picks(count: number): Promise<Pick[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&bettable=true&limit=100',
  );
  const out: Pick[] = [];
  for (const event of data) {
    if (event.type !== 'match') continue;
    const market = event.main_market;
    const outcome = market?.outcomes[0];
    if (market?.status !== 1 || !outcome?.active || outcome.odds < 1400) continue;
    out.push({ match: event, market, outcomeId: String(outcome.id) });
  }
  if (out.length < count + 10) throw new Error(`fewer than ${count + 10} picks at 1.40+`);
  return out.slice(10, 10 + count);
}

/** A new confirmed player with 100.00 EUR, signed in in a new context. */
async function newPlayerContext(): Promise<BrowserContext> {
  const email = `e2e-amb-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  await apiPost('/api/dev/wallet/credit', { email, currency: 'EUR', amount: 10_000 });
  const context = await browser.newContext({ viewport: WIDE });
  const response = await context.request.post('/api/platform/users/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return context;
}

const bar = (page: Page) => slip(page).getByRole('progressbar', { name: 'Accumulator progress' });
const barText = (page: Page) => slip(page).getByTestId('amb-progress-text');

async function expectProgress(page: Page, now: number, max: number): Promise<void> {
  await expect.poll(() => bar(page).getAttribute('aria-valuenow'), { timeout: WAIT_MS }).toBe(String(now));
  expect(await bar(page).getAttribute('aria-valuemax')).toBe(String(max));
}

/** Places the slip's combo and brings its selections back for the next one. */
async function placeAndReuse(page: Page): Promise<void> {
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await slip(page).getByTestId('slip-success').waitFor({ timeout: WAIT_MS });
  await slip(page).getByRole('button', { name: 'Reuse selections' }).click();
  await slip(page).locator('[data-bet-type="combo"]').waitFor();
  const stake = slip(page).getByRole('textbox', { name: /^Stake/ });
  if ((await stake.inputValue()) === '') await stake.fill('1');
}

describe('accumulator progress bar in the slip (issue 12)', () => {
  it('a new player sees the bar, places qualifying combos, sees it move and the free bet issued', async () => {
    const three = await picks(3);
    const context = await newPlayerContext();
    const page = await context.newPage();
    for (const [index, pick] of three.entries()) {
      await openMatch(page, pick);
      await page.getByTestId('header-balance').first().waitFor();
      await oddsButton(page, pick).click();
      await expectCount(page, index + 1);
    }
    const comboRadio = slip(page).getByRole('radio', { name: 'Combo' });
    if (await comboRadio.isVisible()) await comboRadio.check();
    await slip(page).locator('[data-bet-type="combo"]').waitFor();

    // Not staked yet: the bar at 0 of 3 tells what counts.
    await expectProgress(page, 0, 3);
    await expect
      .poll(() => barText(page).textContent(), { timeout: WAIT_MS })
      .toBe(
        '0 of 3 qualifying bets — to count: a combo of 3+ selections at odds of 1.30+ each, stake 1.00 EUR+',
      );
    expect(await slip(page).getByTestId('amb-progress').textContent()).toContain('Free bets: 1 × 5.00 EUR');
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill('1');
    await expect.poll(() => barText(page).textContent()).toBe('0 of 3 qualifying bets — this bet counts');
    for (const [name, viewport] of [
      ['1440', WIDE],
      ['360', NARROW],
    ] as const) {
      await page.setViewportSize(viewport);
      if (name === '360' && (await page.locator('#bet-slip[data-open]').count()) === 0) {
        await page.locator('[data-slip-toggle]').first().click();
      }
      await slip(page)
        .getByTestId('amb-progress')
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await saveScreenshot(page, `betslip-amb-${name}`, { fullPage: false });
    }
    await page.setViewportSize(WIDE);

    await placeAndReuse(page);
    await expectProgress(page, 1, 3);
    await placeAndReuse(page);
    await expectProgress(page, 2, 3);
    await expect.poll(() => barText(page).textContent()).toBe('2 of 3 qualifying bets — this bet counts');
    await placeAndReuse(page);
    // The third qualifying bet reached the first range: its free bet is issued, the bar aims at 5.
    await expectProgress(page, 3, 5);
    expect(await slip(page).getByTestId('amb-progress').textContent()).toContain('Free bets: 2 × 5.00 EUR');
    const response = await context.request.get('/api/sportsbook/v2/bonuses/freebets?limit=10');
    const { data } = (await response.json()) as BonusesResponse;
    expect(
      data.filter((b) => b.name === 'Accumulator progress').map((b) => [b.type, b.issued.amount]),
    ).toEqual([['freebet', 500]]);
  });
});
