import type {
  Bet,
  DevMailboxResponse,
  Match,
  MatchesResponse,
  PlaceBetsResponse,
} from '@sportsbook/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { apiGet, apiPost, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Issue 14, notification centre (SPEC §7 notifications, push unread_counters_changed): a new player's
// bet is settled through the dev feed; the header's badge rises by push without a reload, opening the
// centre lists the settlement (read on open) and the badge clears.

const browser = useBrowser();
const PASSWORD = 'e2e-notify-pass-1';
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 360, height: 780 };
/** How long the page may take to show a pushed change (generous: the gate runs on two cores). */
const PUSH_WAIT_MS = 15_000;

/** A prematch soccer match whose main market takes bets now (the newest: other tests settle the first). */
async function bettableMatch(): Promise<Match> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&limit=100',
  );
  const match = data
    .filter(
      (event): event is Match =>
        event.type === 'match' &&
        event.bettable &&
        event.main_market?.status === 1 &&
        event.main_market.outcomes.every((o) => o.active),
    )
    .at(-1);
  if (!match) throw new Error('no bettable prematch match');
  return match;
}

/** A new confirmed player with 100.00 EUR, signed in in a new context (theme cookie set). */
async function newPlayer(viewport: typeof WIDE, theme: 'light' | 'dark'): Promise<BrowserContext> {
  const email = `e2e-notify-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await apiPost('/api/platform/users', { email, password: PASSWORD, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  await apiPost('/api/dev/wallet/credit', { email, currency: 'EUR', amount: 10_000 });
  const context = await browser.newContext({ viewport, colorScheme: theme });
  await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
  const response = await context.request.post('/api/platform/users/sign_in', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return context;
}

async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'sb_csrf');
  if (!csrf) throw new Error('no sb_csrf cookie: not signed in');
  return { 'x-csrf-token': csrf.value };
}

/** Places a 1.00 EUR single on the match's first outcome as the context's player. */
async function placeBet(context: BrowserContext, match: Match): Promise<Bet> {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error('no main market');
  const headers = await csrfHeader(context);
  await context.request.post('/api/sportsbook/v2/settings', {
    headers,
    data: { auto_accept_odds_change: 'any' },
  });
  const response = await context.request.post('/api/sportsbook/v3/bets', {
    headers: { ...headers, 'idempotency-key': `e2e-notify-${Date.now()}-${Math.random()}` },
    data: {
      bets: [
        {
          stake: { value: 100, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: String(outcome.id),
              odds: outcome.odds,
            },
          ],
        },
      ],
      meta: { device_id: 'e2e', quick: false, type: 'regular' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [bet] = ((await response.json()) as PlaceBetsResponse).data;
  if (!bet) throw new Error('no bet placed');
  return bet;
}

async function unreadOf(context: BrowserContext): Promise<number> {
  const response = await context.request.get('/api/sportsbook/v2/notifications/counters');
  return ((await response.json()) as { unread: number }).unread;
}

/** The badge's number (0 when no badge shows). */
async function badge(page: Page): Promise<number> {
  const element = page.getByTestId('notifications-badge');
  if ((await element.count()) === 0) return 0;
  return Number((await element.textContent()) ?? '0');
}

async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.getByTestId('notifications-button').waitFor({ timeout: PUSH_WAIT_MS });
  await page.waitForSelector('[data-push-subscribed*="$private:"]', {
    state: 'attached',
    timeout: PUSH_WAIT_MS,
  });
}

describe('notification centre (issue 14)', () => {
  it('a settled bet raises the badge by push; opening the centre lists it and clears the badge', async () => {
    const context = await newPlayer(WIDE, 'dark');
    const page = await context.newPage();
    await openHome(page);
    const before = await unreadOf(context);
    await expect.poll(() => badge(page), { timeout: PUSH_WAIT_MS }).toBe(before);

    const match = await bettableMatch();
    const bet = await placeBet(context, match);
    await apiPost('/api/dev/feed/events', { type: 'settle', matchId: match.id });
    // No reload: the badge follows unread_counters_changed.
    await expect.poll(() => badge(page), { timeout: PUSH_WAIT_MS }).toBe(before + 1);
    const button = page.getByTestId('notifications-button');
    expect(await button.getAttribute('aria-label')).toBe(`Notifications, ${before + 1} unread`);

    await button.click();
    const item = page.getByTestId('notification-item').filter({ hasText: `#${bet.id}` });
    await item.waitFor({ timeout: PUSH_WAIT_MS });
    expect(await item.getAttribute('data-type')).toBe('bet_settled');
    expect(await item.locator('a').getAttribute('href')).toContain(`/my-bets?bet=${bet.id}`);
    await expect.poll(() => badge(page), { timeout: PUSH_WAIT_MS }).toBe(0);
    expect(await unreadOf(context)).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await saveScreenshot(page, 'notifications-1440-dark', { fullPage: false });
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'notifications-button',
    );

    // The item leads to the bet in My Bets, which is scrolled to and focused.
    await button.click();
    await item.locator('a').click();
    await page.waitForURL(/\/my-bets\?bet=/, { timeout: PUSH_WAIT_MS });
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-bet-id') === String(id),
      bet.id,
      { timeout: PUSH_WAIT_MS },
    );
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await saveScreenshot(page, 'notifications-linked-bet-1440-dark', { fullPage: false });
  });

  it('at 360 px in Arabic (RTL, light) the centre fits the screen and reads in the new language', async () => {
    const context = await newPlayer(NARROW, 'light');
    const match = await bettableMatch();
    await placeBet(context, match);
    await apiPost('/api/dev/feed/events', { type: 'settle', matchId: match.id });
    const page = await context.newPage();
    await openHome(page, '/ar');
    await expect.poll(() => badge(page), { timeout: PUSH_WAIT_MS }).toBeGreaterThan(0);
    await saveScreenshot(page, 'notifications-360-ar-light-closed', { fullPage: false });
    await page.getByTestId('notifications-button').click();
    const item = page.getByTestId('notification-item').filter({ hasText: 'الرهان' }).first();
    await item.waitFor({ timeout: PUSH_WAIT_MS });
    await saveScreenshot(page, 'notifications-360-ar-light', { fullPage: false });
    const box = await page.getByTestId('notifications-list').boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= NARROW.width).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(NARROW.width);
  });
});
