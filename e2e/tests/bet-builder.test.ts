import type { CustomOddsResponse, Market, MatchesResponse } from '@sportsbook/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser, viewports } from '../src/browser.ts';
import { apiGet, apiPost, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// The bet builder end to end (SPEC §2 #betBuilder and the betbuilder tab, §4 custom bets, custom-bet
// modal, §7 custom/markets and custom/odds): real API pricing from the match model, real Chromium.

const browser = useBrowser();
const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };

interface BuilderMatch {
  sport: string;
  slug: string;
  /** 1X2 home, Total goals 2.5 over, Draw no bet away (contradicts a home win). */
  home: Market;
  over: Market;
  dnb: Market;
  btts: Market;
}

/** A prematch soccer match whose builder offers 1X2, total goals 2.5, draw no bet and both teams to score. */
async function builderMatch(): Promise<BuilderMatch> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&bettable=true&sport_key=soccer&limit=60',
  );
  for (const event of data) {
    if (event.type !== 'match') continue;
    const { data: markets } = await apiGet<{ data: Market[] }>(
      `/api/sportsbook/v3/bets/custom/markets/${event.id}`,
    );
    const find = (id: number, specifier = '') =>
      markets.find((m) => m.id === id && m.specifier === specifier && m.outcomes.every((o) => o.active));
    const [home, over, dnb, btts] = [find(1), find(18, 'total=2.5'), find(11), find(29)];
    if (home && over && dnb && btts)
      return { sport: event.sport.key, slug: event.slug, home, over, dnb, btts };
  }
  throw new Error('no prematch soccer match with the bet-builder markets this test picks');
}

/**
 * A live soccer match whose builder prices a home win with an over. `fromEnd` looks from the end of the
 * list: live.test.ts drives the first live soccer matches at the same time (goals), and a goal of its
 * own on top of a test's goal could decide the line and close its market.
 */
async function liveBuilderMatch({ fromEnd = false } = {}): Promise<{
  id: number;
  sport: string;
  slug: string;
  winner: Market;
  total: Market;
}> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=live&bettable=true&sport_key=soccer&limit=20',
  );
  for (const event of fromEnd ? [...data].reverse() : data) {
    if (event.type !== 'match') continue;
    const { data: markets } = await apiGet<{ data: Market[] }>(
      `/api/sportsbook/v3/bets/custom/markets/${event.id}`,
    );
    const winner = markets.find((m) => m.id === 1);
    // A line one more goal cannot decide, so its market stays open after the test's goal.
    const goals = (event.statistics?.total_score?.home ?? 0) + (event.statistics?.total_score?.away ?? 0);
    const open = markets.filter((m) => m.id === 18 && Number(m.specifier.split('=')[1]) > goals + 1);
    for (const total of open) {
      if (!winner) break;
      const price = await apiPost<CustomOddsResponse>('/api/sportsbook/v3/bets/custom/odds', {
        match_id: event.id,
        selections: [
          { match_id: event.id, market_id: 1, specifier: '', outcome_id: 'home' },
          { match_id: event.id, market_id: 18, specifier: total.specifier, outcome_id: 'over' },
        ],
      });
      if (price.odds !== null)
        return { id: event.id, sport: event.sport.key, slug: event.slug, winner, total };
    }
  }
  throw new Error('no live soccer match whose builder prices home with an over');
}

const builder = (page: Page) => page.locator('#betBuilder');
const slip = (page: Page) => page.locator('#bet-slip');

function pickButton(page: Page, market: Market, outcomeId: string): Locator {
  return builder(page).locator(
    `button[data-market-key="${market.id}|${market.specifier}"][data-outcome-id="${outcomeId}"]`,
  );
}

async function toggle(page: Page, market: Market, outcomeId: string, pressed: boolean): Promise<void> {
  await pickButton(page, market, outcomeId).click();
  await expect
    .poll(() => pickButton(page, market, outcomeId).getAttribute('aria-pressed'))
    .toBe(String(pressed));
}

/** The price the builder shows once it has one ("2.87"). */
async function builderPrice(page: Page): Promise<string> {
  const odds = builder(page).getByTestId('bet-builder-odds');
  await odds.waitFor({ timeout: 10_000 });
  await expect.poll(() => odds.getAttribute('aria-busy')).toBeNull();
  return (await odds.textContent()) ?? '';
}

/** The odds the builder button shows for an outcome, as a number (decimal format). */
async function singleOdds(page: Page, market: Market, outcomeId: string): Promise<number> {
  const text = await pickButton(page, market, outcomeId).locator('[dir="ltr"]').textContent();
  return Number(text);
}

async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').first().textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

async function signInThroughModal(page: Page): Promise<void> {
  const modal = page.locator('dialog[open][data-modal="sign_in"]');
  await modal.waitFor();
  await modal.getByLabel('E-mail').fill(DEMO.email);
  await modal.getByLabel('Password').fill(DEMO.password);
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await modal.waitFor({ state: 'detached' });
  await page.getByTestId('header-balance').first().waitFor();
}

describe('bet builder', () => {
  it('prices picks together, refuses a contradiction, and places a bet builder bet from the slip', async () => {
    const match = await builderMatch();
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'sb_theme', value: 'light', url: stackUrls().webUrl }]);

    // The bet-builder anchor opens the builder's tab.
    await page.goto(`/${match.sport}/${match.slug}#betBuilder`, { waitUntil: 'load' });
    await builder(page).getByRole('heading', { name: 'Bet builder' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(new URL(page.url()).searchParams.get('group')).toBe('betbuilder');
    expect(
      await page
        .getByRole('navigation', { name: 'Market groups' })
        .getByRole('link', { name: 'Bet builder' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // One pick is not enough for a price.
    await toggle(page, match.home, 'home', true);
    await builder(page)
      .getByText('Pick at least 2 outcomes from different markets to get a price.')
      .waitFor();
    expect(await builder(page).getByRole('button', { name: 'Add to bet slip' }).isDisabled()).toBe(true);

    // Home win and over 2.5 go together more often than their product says.
    await toggle(page, match.over, 'over', true);
    const price = Number(await builderPrice(page));
    const product =
      (await singleOdds(page, match.home, 'home')) * (await singleOdds(page, match.over, 'over'));
    expect(price).toBeGreaterThan(1);
    expect(Math.abs(price - product)).toBeGreaterThan(0.05);
    await expectNoSeriousA11yViolations(page, { include: '#betBuilder' });

    // Another outcome of a market replaces the first: at most one per market.
    await toggle(page, match.home, 'draw', true);
    expect(await pickButton(page, match.home, 'home').getAttribute('aria-pressed')).toBe('false');
    await toggle(page, match.home, 'home', true);

    // A home win with the away side in draw no bet cannot win together.
    await toggle(page, match.dnb, 'away', true);
    const unavailable = builder(page).getByTestId('bet-builder-unavailable');
    await unavailable.getByText('Not available').waitFor({ timeout: 10_000 });
    await unavailable.getByText('These picks cannot all win together, so they cannot be combined.').waitFor();
    expect(await builder(page).getByRole('button', { name: 'Add to bet slip' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'bet-builder-contradiction', { fullPage: false });
    await toggle(page, match.dnb, 'away', false);
    const shown = await builderPrice(page);

    // Into the slip as one bet builder bet with its custom odds.
    await builder(page).getByRole('button', { name: 'Add to bet slip' }).click();
    await builder(page).getByText('Added to your bet slip.').waitFor();
    const bet = slip(page).locator('[data-bet-type="custom_bet"]');
    await bet.getByRole('heading', { name: 'Bet builder' }).waitFor();
    expect(await bet.locator('[data-selection-id]').count()).toBe(2);
    await expect.poll(() => bet.getByTestId('bet-total-odds').textContent()).toBe(shown);
    await bet.getByRole('textbox', { name: /^Stake/ }).fill('2');
    await expect.poll(() => slip(page).getByTestId('slip-total-stake').textContent()).toBe('2.00 EUR');
    await expectNoSeriousA11yViolations(page, { include: '#bet-slip' });
    await saveScreenshot(page, 'bet-builder-slip', { fullPage: false });

    // Nothing is lost on reload: the bet builder bet comes back with its stake.
    await page.reload({ waitUntil: 'load' });
    await bet.getByRole('heading', { name: 'Bet builder' }).waitFor({ timeout: 15_000 });
    expect(await bet.locator('[data-selection-id]').count()).toBe(2);
    await expect.poll(() => slip(page).getByTestId('slip-total-stake').textContent()).toBe('2.00 EUR');

    // Signed out, Place asks to sign in; then the bet is placed and paid from the balance.
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await signInThroughModal(page);
    const before = await headerBalance(page);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByTestId('slip-success');
    await success.waitFor({ timeout: 15_000 });
    await success.getByText('Bet builder', { exact: false }).first().waitFor();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before - 200);
    await success.getByRole('button', { name: 'Done' }).click();

    // My bets (the slip's tab) lists it as a bet builder bet.
    await slip(page).getByRole('tab', { name: 'My bets' }).click();
    const placed = slip(page)
      .locator('[data-bet-id]')
      .filter({ has: page.getByRole('heading', { name: 'Bet builder' }) });
    await placed.first().waitFor({ timeout: 15_000 });
    expect(await placed.first().getByText('Over 2.5').count()).toBeGreaterThan(0);
    await slip(page).getByRole('tab', { name: 'Bet slip' }).click();

    // Two bet builder bets cannot share a slip: the custom-bet modal asks.
    await toggle(page, match.home, 'home', true);
    await toggle(page, match.over, 'over', true);
    await builderPrice(page);
    await builder(page).getByRole('button', { name: 'Add to bet slip' }).click();
    await bet.waitFor();
    await toggle(page, match.home, 'draw', true);
    await toggle(page, match.btts, 'yes', true);
    await builderPrice(page);
    await builder(page).getByRole('button', { name: 'Add to bet slip' }).click();
    const modal = page.locator('dialog[open][data-modal="custom_bet"]');
    await modal.getByRole('heading', { name: 'Replace your bet builder bet?' }).waitFor();
    // Colours are checked once the dialog's opening animation has ended.
    await modal.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });
    await saveScreenshot(page, 'bet-builder-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Replace it' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect
      .poll(() => bet.locator('[data-selection-id]').allTextContents())
      .toEqual([expect.stringContaining('Draw'), expect.stringContaining('Yes')]);
    expect(await slip(page).locator('[data-bet-type="custom_bet"]').count()).toBe(1);
  });

  it('follows the match: a goal moves the builder price and the slip bet builder odds', {
    timeout: 90_000,
  }, async () => {
    const live = await liveBuilderMatch({ fromEnd: true });
    const page = await browser.newPage();
    await page.goto(`/${live.sport}/${live.slug}?group=betbuilder`, { waitUntil: 'load' });
    await builder(page).getByRole('heading', { name: 'Bet builder' }).waitFor({ timeout: 15_000 });
    await page.waitForSelector(`[data-push-subscribed~="public:en:match:${live.id}"]`, {
      state: 'attached',
      timeout: 15_000,
    });
    await toggle(page, live.winner, 'home', true);
    await toggle(page, live.total, 'over', true);
    const before = await builderPrice(page);
    await builder(page).getByRole('button', { name: 'Add to bet slip' }).click();
    const slipOdds = slip(page).locator('[data-bet-type="custom_bet"]').getByTestId('bet-total-odds');
    await expect.poll(() => slipOdds.textContent()).toBe(before);
    await toggle(page, live.winner, 'home', true);
    await toggle(page, live.total, 'over', true);
    await builderPrice(page);

    // The away side scores: a home win is less likely, so both prices move (no reload, no new pick)
    // once the bet stop after the goal (up to 20 s) is over.
    await apiPost('/api/dev/feed/events', { type: 'goal', matchId: live.id, team: 'away' });
    const shownPrice = async () => {
      const odds = builder(page).getByTestId('bet-builder-odds');
      return (await odds.count()) === 0 ? before : ((await odds.textContent()) ?? before);
    };
    await expect.poll(shownPrice, { timeout: 40_000 }).not.toBe(before);
    await expect.poll(() => slipOdds.textContent(), { timeout: 10_000 }).not.toBe(before);
  });

  it('keeps a pick tapped as soon as the page shows, on a slow phone (CPU 8x slower)', async () => {
    // The builder's code loads on its own: a tap that comes before it is held and replayed, not lost.
    const match = await builderMatch();
    const page = await browser.newPage({ viewport: viewports.mobile });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(`/en/${match.sport}/${match.slug}?group=betbuilder`, { waitUntil: 'load' });
    await toggle(page, match.home, 'home', true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await toggle(page, match.over, 'over', true);
    expect(await builderPrice(page)).toMatch(/^\d+\.\d{2}$/);
  });

  it('works on a phone in Arabic (RTL), dark theme', async () => {
    const match = await builderMatch();
    const page = await browser.newPage({ viewport: viewports.mobile, colorScheme: 'dark' });
    await page.goto(`/ar/${match.sport}/${match.slug}?group=betbuilder`, { waitUntil: 'load' });
    await builder(page).getByRole('heading', { name: 'منشئ الرهان' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await toggle(page, match.home, 'home', true);
    await toggle(page, match.over, 'over', true);
    await builderPrice(page);
    const add = builder(page).getByRole('button', { name: 'أضف إلى قسيمة الرهان' });
    // The price bar stays above the tab bar, so its button can be pressed.
    await add.click();
    await expect.poll(() => slip(page).locator('[data-bet-type="custom_bet"]').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'bet-builder-rtl-mobile', { fullPage: false });
  });
});
