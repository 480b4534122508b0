import type {
  BonusesResponse,
  BonusResponse,
  CampaignsResponse,
  MatchesResponse,
} from '@sportsbook/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { apiGet, apiPost, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Issue 12, /promotions beyond the promo code (SPEC §2 /promotions, §3 Hunting/tournament/lootbox and
// Leaderboard row, §9 lootbox images): visitors see the live public campaigns, server-rendered; a loot
// box opened by the player's qualifying bets (placed through the API) is opened in the page and shows
// its place image and prize; a tournament leaderboard moves when another player's bets land, without a
// reload; the header badge counts the player's bonuses and follows bonus_issued.

const browser = useBrowser();
const V2 = '/api/sportsbook/v2';

interface Selection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

/** Main-market outcomes of prematch soccer matches with odds of at least 1.50 (the campaigns' min_odds). */
async function selections(): Promise<Selection[]> {
  const { data } = await apiGet<MatchesResponse>(
    `${V2}/matches?type=match&match_status=prematch&sport_key=soccer&bettable=true&limit=100`,
  );
  const out: Selection[] = [];
  for (const event of data) {
    const market = event.type === 'match' ? event.main_market : null;
    if (market?.status !== 1) continue;
    const outcome = market.outcomes.find((o) => o.active && o.odds >= 1500);
    if (outcome)
      out.push({
        match_id: event.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: String(outcome.id),
        odds: outcome.odds,
      });
  }
  if (out.length < 3) throw new Error('fewer than 3 selections at 1.50+');
  return out.slice(-3);
}

async function csrf(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sb_csrf');
  if (!cookie) throw new Error('not signed in');
  return { 'x-csrf-token': cookie.value };
}

interface Player {
  email: string;
  context: BrowserContext;
}

/** A new confirmed player with 100.00 EUR, signed in in a new context of this width and theme. */
async function player(tag: string, width = 1440, theme: 'dark' | 'light' = 'dark'): Promise<Player> {
  const email = await newPlayer(tag);
  await apiPost('/api/dev/wallet/credit', { email, currency: 'EUR', amount: 10_000 });
  const context = await browser.newContext({
    viewport: { width, height: width < 700 ? 780 : 900 },
    colorScheme: theme,
    context: { reducedMotion: 'reduce' },
  });
  await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
  await signInContext(context, email);
  return { email, context };
}

/** Issues a campaign to the player (the operator's dev call) and activates it as the player. */
async function issueActive(p: Player, campaign: string): Promise<number> {
  const { data } = await apiPost<BonusResponse>('/api/dev/bonuses/issue', { email: p.email, campaign });
  const res = await p.context.request.post(`${V2}/bonuses/${data.id}/activate`, {
    headers: await csrf(p.context),
  });
  expect(res.status(), await res.text()).toBe(200);
  return data.id;
}

/** Places `count` 1.00 EUR single bets as the player, through the API. */
async function placeBets(p: Player, count: number): Promise<void> {
  const picks = await selections();
  for (let i = 0; i < count; i++) {
    const res = await p.context.request.post('/api/sportsbook/v3/bets', {
      headers: { ...(await csrf(p.context)), 'idempotency-key': crypto.randomUUID() },
      data: {
        bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [picks[i % picks.length]] }],
        meta: { device_id: 'e2e-promotions', quick: false, type: 'regular' },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const lootboxCard = (page: Page) => page.locator('main [data-bonus-type="lootbox"]');

describe('promotions: campaigns, loot box, tournament, badge', () => {
  it('a visitor sees the live public campaigns, rendered by the server (no JavaScript)', {
    timeout: 120_000,
  }, async () => {
    const { data } = await apiGet<CampaignsResponse>(`${V2}/bonuses/campaigns?limit=50`);
    expect(data.length).toBeGreaterThan(0);
    const context = await browser.newContext({ context: { javaScriptEnabled: false } });
    const page = await context.newPage();
    await page.goto('/promotions', { waitUntil: 'load' });
    const cards = page.locator('[data-campaign-type]');
    expect(await cards.count()).toBe(data.length);
    await cards.filter({ hasText: 'WELCOME10' }).first().waitFor();
    await context.close();

    for (const width of [360, 1440]) {
      for (const theme of ['dark', 'light'] as const) {
        const visitor = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme });
        await visitor.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
        const view = await visitor.newPage();
        await view.goto('/promotions', { waitUntil: 'load' });
        await view
          .getByRole('heading', { name: 'Sign in to see your bonuses' })
          .waitFor({ timeout: WAIT_MS });
        if (width === 360 && theme === 'dark') await expectNoSeriousA11yViolations(view);
        await saveScreenshot(view, `promotions-campaigns-${width}-${theme}`);
        await visitor.close();
      }
    }
  });

  it('a loot box filled by qualifying bets opens in the page and reveals its place image and prize', {
    timeout: 240_000,
  }, async () => {
    for (const [width, theme] of [
      [1440, 'dark'],
      [1440, 'light'],
      [360, 'dark'],
      [360, 'light'],
    ] as const) {
      const p = await player(`box-${width}-${theme}`, width, theme);
      const id = await issueActive(p, 'lucky-box');
      const page = await p.context.newPage();
      await page.goto('/promotions', { waitUntil: 'load' });
      const card = lootboxCard(page);
      await card.locator('[data-lootbox="closed"]').waitFor({ timeout: WAIT_MS });
      expect(await card.textContent()).toContain('Bets placed: 0 of 3');

      await placeBets(p, 3);
      await page.reload({ waitUntil: 'load' });
      await card.getByRole('button', { name: 'Open the box' }).click();
      const image = card.locator('img[data-lootbox-image^="place"]');
      await image.waitFor({ timeout: WAIT_MS });
      const { data } = await p.context.request
        .get(`${V2}/bonuses/${id}`)
        .then((r) => r.json() as Promise<BonusResponse>);
      const box = data.lootbox;
      expect(box?.opened).toBe(true);
      expect(await image.getAttribute('data-lootbox-image')).toBe(box?.image);
      expect(await image.getAttribute('src')).toBe(`/lootbox/${box?.image}.svg`);
      const prize = await card.locator('[data-lootbox-result]').textContent();
      expect(prize).toBe(
        box?.win
          ? `Place ${box.place}: you won a ${((box.amount ?? 0) / 100).toFixed(2)} EUR free bet!`
          : `Place ${box?.place}: no prize this time.`,
      );
      // The image is served (SPEC §9 file of that place and result).
      expect((await page.request.get(`/lootbox/${box?.image}.svg`)).status()).toBe(200);
      if (width === 1440 && theme === 'dark') {
        await expectNoSeriousA11yViolations(page);
        // Opened stays opened after a reload.
        await page.reload({ waitUntil: 'load' });
        await card.locator('[data-lootbox="revealed"]').waitFor({ timeout: WAIT_MS });
      }
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `promotions-lootbox-${width}-${theme}`, { fullPage: false });
      if (width === 360 && theme === 'dark') {
        await page.goto('/ar/promotions', { waitUntil: 'load' });
        await lootboxCard(page).locator('[data-lootbox="revealed"]').waitFor({ timeout: WAIT_MS });
        await saveScreenshot(page, 'promotions-ar-360-dark');
      }
      await p.context.close();
    }
  });

  it('the tournament leaderboard moves when another player bets, without a reload', {
    timeout: 120_000,
  }, async () => {
    const a = await player('tour-a', 1440, 'dark');
    const b = await player('tour-b');
    await issueActive(a, 'weekly-tournament');
    await issueActive(b, 'weekly-tournament');
    await placeBets(a, 1);
    const page = await a.context.newPage();
    await page.goto('/promotions', { waitUntil: 'load' });
    const board = page.locator('main [data-bonus-type="tournament"] [data-section="leaderboard"]');
    const mine = board.locator('tr[data-current]');
    await mine.waitFor({ timeout: WAIT_MS });
    const before = Number(await mine.locator('td').first().textContent());
    const pool = await board.locator('[data-pool-amount]').textContent();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    // B farms 30 points (A has 10): B passes A, whose row moves down one place; the pool grows.
    await placeBets(b, 3);
    await board
      .locator('tr[data-current] td', { hasText: new RegExp(`^${before + 1}$`) })
      .waitFor({ timeout: WAIT_MS });
    expect(await board.locator('[data-pool-amount]').textContent()).not.toBe(pool);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await board.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'promotions-leaderboard-1440-dark', { fullPage: false });
    for (const [width, theme] of [
      [360, 'light'],
      [360, 'dark'],
      [1440, 'light'],
    ] as const) {
      await page.setViewportSize({ width, height: width < 700 ? 780 : 900 });
      await page.emulateMedia({ colorScheme: theme });
      await a.context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
      await page.reload({ waitUntil: 'load' });
      await board.locator('tr[data-current]').waitFor({ timeout: WAIT_MS });
      await board.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `promotions-leaderboard-${width}-${theme}`, { fullPage: false });
    }
    await a.context.close();
    await b.context.close();
  });

  it('the header badge counts the player’s bonuses and follows a newly issued one', async () => {
    const p = await player('badge', 360, 'light');
    const page = await p.context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    const list = await p.context.request
      .get(`${V2}/bonuses?limit=100`)
      .then((r) => r.json() as Promise<BonusesResponse>);
    expect(list.data.map((b) => b.user_bonus_status)).toEqual(['available']);
    const header = page.locator('header').first();
    await header.getByRole('link', { name: '1 bonus', exact: true }).waitFor({ timeout: WAIT_MS });

    // A promo code redeemed elsewhere (the API): bonus_issued reaches the page, the badge counts 2.
    const res = await p.context.request.post(`${V2}/bonuses/promo-code`, {
      headers: await csrf(p.context),
      data: { code: 'WELCOME10' },
    });
    expect(res.status()).toBe(201);
    await header.getByRole('link', { name: '2 bonuses', exact: true }).waitFor({ timeout: WAIT_MS });
    await saveScreenshot(page, 'promotions-badge-360-light', { fullPage: false });
    await header.getByRole('link', { name: '2 bonuses', exact: true }).click();
    await page.waitForURL(/\/promotions$/, { timeout: WAIT_MS });
    await p.context.close();
  });
});
