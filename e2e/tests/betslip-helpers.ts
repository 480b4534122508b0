import type { Market, MarketsResponse, Match, MatchesResponse } from '@sportsbook/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiGet } from '../src/env.ts';

// Shared by the betslip-*.test.ts files (issue 11): picking odds, the slip and signing in.

export const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };
export const NARROW = { width: 360, height: 780 };
export const WIDE = { width: 1440, height: 900 };

export interface Pick {
  match: Match;
  market: Market;
  outcomeId: string;
}

/** The main-market pick of `count` bettable prematch matches (no esports: they cannot form a system). */
export async function prematchPicks(count: number): Promise<Pick[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&bettable=true&limit=60',
  );
  const out: Pick[] = [];
  for (const event of data) {
    if (event.type !== 'match' || event.provider === 'oddin') continue;
    const market = event.main_market;
    const outcome = market?.status === 1 ? market.outcomes.find((o) => o.active) : undefined;
    if (!market || !outcome) continue;
    out.push({ match: event, market, outcomeId: outcome.id });
    if (out.length === count) return out;
  }
  throw new Error(`fewer than ${count} bettable prematch matches`);
}

/** A live match with an open main market: its first active outcome (main market, as listings show it). */
export async function livePick(skip: ReadonlySet<number> = new Set()): Promise<Pick> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=live&bettable=true&limit=50',
  );
  for (const event of data) {
    if (event.type !== 'match' || skip.has(event.id) || event.main_market?.status !== 1) continue;
    const { data: markets } = await apiGet<MarketsResponse>(
      `/api/sportsbook/v2/matches/${event.id}/markets?limit=50`,
    );
    const market = markets.find((m) => m.id === event.main_market?.id && m.status === 1);
    const outcome = market?.outcomes.find((o) => o.active);
    if (market && outcome) return { match: event, market, outcomeId: outcome.id };
  }
  throw new Error('no live match with an open main market');
}

export function oddsButton(page: Page, pick: Pick): Locator {
  const key = `${pick.market.id}|${pick.market.specifier}`;
  return page
    .locator(
      `main button[data-match-id="${pick.match.id}"][data-market-key="${key}"][data-outcome-id="${pick.outcomeId}"]`,
    )
    .first();
}

export async function openMatch(page: Page, pick: Pick): Promise<void> {
  await page.goto(`/${pick.match.sport.key}/${pick.match.slug}`, { waitUntil: 'load' });
  await waitForHydratedOdds(page);
}

/**
 * Waits until the page's odds buttons are hydrated. A tap made earlier is replayed once they are
 * (early-clicks.ts, tested on its own in betslip.test.ts), but only on that page: a test that taps and
 * at once opens another page, faster than a player could, would lose it on a loaded machine.
 */
export async function waitForHydratedOdds(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = document.querySelector('main button[data-outcome-id]');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 30_000 },
  );
}

export const slip = (page: Page) => page.locator('#bet-slip');

export async function slipCount(page: Page): Promise<number> {
  const badge = slip(page).getByTestId('slip-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').textContent()) ?? '0');
}

export async function expectCount(page: Page, count: number): Promise<void> {
  await expect.poll(() => slipCount(page), { timeout: 10_000 }).toBe(count);
}

/** A context signed in as the demo player (cookies set through the API). */
export async function signedInContext(newContext: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const context = await newContext();
  const res = await context.request.post('/api/platform/users/sign_in', { data: DEMO });
  expect(res.status()).toBe(200);
  return context;
}

/** The balance the header shows, in subunits ("1,000.00 EUR" → 100000). */
/**
 * Saves the signed-in player's odds-change policy (POST /settings). The demo player is shared by test
 * files, and some of them set `any`; a test of the accept prompt sets the default `none` first.
 */
export async function setOddsPolicy(
  context: BrowserContext,
  policy: 'none' | 'higher' | 'any',
): Promise<void> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'sb_csrf');
  if (!csrf) throw new Error('not signed in');
  const response = await context.request.post('/api/sportsbook/v2/settings', {
    headers: { 'x-csrf-token': csrf.value },
    data: { auto_accept_odds_change: policy },
  });
  expect(response.status()).toBe(200);
}

export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').first().textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/** "1234.5" style text of subunits for a stake field ("12.34"). */
export function decimal(subunits: number): string {
  return `${Math.floor(subunits / 100)}.${String(subunits % 100).padStart(2, '0')}`;
}

/** Text without bidi isolation marks and with plain spaces. */
export function plain(text: string | null): string {
  return (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\u00a0/g, ' ');
}

/** Whether `inner` lies inside `outer` (1 px tolerance) and shows its whole text (no clipping). */
export async function fitsInside(inner: Locator, outer: Locator) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  const clipped = await inner.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  if (!a || !b) return { inside: false, clipped, a, b };
  const inside =
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y + a.height <= b.y + b.height + 1;
  return { inside, clipped, a, b };
}

/**
 * Places the slip's bet on a live selection whose price the feed may move again at any moment:
 * accepts the new odds and presses Place bet until the receipt shows. Each click waits briefly, for
 * a move between a check and its click disables the button again (the next round accepts it).
 */
export async function placeAcceptingMoves(page: Page): Promise<void> {
  const success = slip(page).getByTestId('slip-success');
  const accept = slip(page).getByRole('button', { name: 'Accept odds' });
  const place = slip(page).getByRole('button', { name: 'Place bet' });
  const back = slip(page).getByRole('button', { name: /Back/ });
  const brief = { timeout: 2_000 };
  for (let attempt = 0; attempt < 8 && !(await success.isVisible()); attempt++) {
    if (await accept.isVisible()) await accept.click(brief).catch(() => {});
    if (await place.isEnabled().catch(() => false)) await place.click(brief).catch(() => {});
    await success.waitFor({ timeout: 5_000 }).catch(() => {});
    if (await slip(page).getByTestId('slip-error').isVisible()) await back.click(brief).catch(() => {});
  }
  await success.waitFor({ timeout: 10_000 });
}
