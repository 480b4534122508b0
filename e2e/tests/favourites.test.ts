import type { FavouritesResponse, Match, MatchesResponse } from '@sportsbook/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, viewports } from '../src/browser.ts';
import {
  alertNamed,
  bettableMatch,
  dialog,
  newPlayer,
  PASSWORD,
  signInContext,
  WAIT_MS,
} from '../src/cashier.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { waitForHydrated } from '../src/hydration.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Favourites (issue 14, SPEC §4 Favorites): the star on the match page and in listings, /favorites,
// an optimistic toggle that is undone when the server refuses, and a visitor's star kept through sign-in.
const browser = useBrowser();
const V2 = '/api/sportsbook/v2';
const FEED_EVENTS = '/api/dev/feed/events';

async function csrf(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sb_csrf');
  if (!cookie) throw new Error('not signed in');
  return { 'x-csrf-token': cookie.value };
}

async function starredMatches(context: BrowserContext): Promise<number[]> {
  const response = await context.request.get(`${V2}/favourites/matches`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as FavouritesResponse).ids;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchStar = (page: Page, match: Match) =>
  page
    .getByRole('button', { name: new RegExp(`^(Add|Remove) ${escaped(match.name)} (to|from) favourites$`) })
    .first();

/** The star once it knows whether it is set (a signed-in player's stars are read first). */
async function readyStar(page: Page, match: Match) {
  const star = matchStar(page, match);
  await star.waitFor();
  await expect.poll(() => star.getAttribute('aria-busy'), { timeout: WAIT_MS }).toBeNull();
  return star;
}

async function openMatch(page: Page, match: Match): Promise<void> {
  await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
  await page.locator('main h1').waitFor();
  // The star works once the page is interactive: React has hydrated the page's odds buttons.
  await waitForHydrated(page.locator('main button[data-outcome-id]').first());
}

describe('favourites (issue 14)', () => {
  it('a star on the match page lands on /favorites, survives a reload and can be taken back there', async () => {
    const match = await bettableMatch(3);
    const context = await browser.newContext({ viewport: viewports.desktop });
    await signInContext(context, await newPlayer('fav-star'));
    const page = await context.newPage();
    await openMatch(page, match);
    const star = await readyStar(page, match);
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => starredMatches(context), { timeout: WAIT_MS }).toEqual([match.id]);

    await page.goto('/favorites', { waitUntil: 'load' });
    const list = page.getByTestId('favourite-matches');
    await list.waitFor({ timeout: WAIT_MS });
    await expect.poll(() => matchStar(page, match).getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'favourites-1440', { fullPage: false });
    await page.reload({ waitUntil: 'load' });
    await list.getByText(match.competitors.home.name).first().waitFor({ timeout: WAIT_MS });
    // The sport page's favourites tab lists it too.
    await page.goto(`/${match.sport.key}?tab=favorites`, { waitUntil: 'load' });
    const tab = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Favourites' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await list.getByText(match.competitors.home.name).first().waitFor({ timeout: WAIT_MS });
    await page.goto('/favorites', { waitUntil: 'load' });
    expect(await (await readyStar(page, match)).getAttribute('aria-pressed')).toBe('true');

    await matchStar(page, match).click();
    await expect.poll(() => starredMatches(context), { timeout: WAIT_MS }).toEqual([]);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'No favourites yet' }).waitFor({ timeout: WAIT_MS });
  });

  it('a refused star (the 200 kept already) is undone with an error alert', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await signInContext(context, await newPlayer('fav-full'));
    const { data } = await apiGet<MatchesResponse>(`${V2}/matches?type=match&limit=300`);
    const target = await bettableMatch(4);
    const others = data.filter((m) => m.id !== target.id).slice(0, 200);
    expect(others.length).toBe(200);
    const headers = await csrf(context);
    for (const other of others) {
      const response = await context.request.post(`${V2}/favourites/matches/${other.id}`, { headers });
      expect(response.status()).toBe(200);
    }
    const page = await context.newPage();
    await openMatch(page, target as Match);
    const star = await readyStar(page, target);
    await star.click();
    await alertNamed(page, 'favourite-error').waitFor({ timeout: WAIT_MS });
    expect(await alertNamed(page, 'favourite-error').textContent()).toContain('up to 200 favourites');
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: WAIT_MS }).toBe('false');
    expect(await starredMatches(context)).not.toContain(target.id);
  });

  it('a visitor’s star asks for sign-in and is set once signed in (360 px)', async () => {
    const match = await bettableMatch(5);
    const email = await newPlayer('fav-visitor');
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await openMatch(page, match);
    await waitForHydrated(matchStar(page, match), WAIT_MS);
    await matchStar(page, match).click();
    const signIn = dialog(page, 'sign_in');
    await signIn.waitFor({ timeout: WAIT_MS });
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => matchStar(page, match).getAttribute('aria-pressed'), { timeout: WAIT_MS })
      .toBe('true');
    await expect.poll(() => starredMatches(context), { timeout: WAIT_MS }).toEqual([match.id]);
    await saveScreenshot(page, 'favourites-match-360', { fullPage: false });
  });
  it('a starred live match’s row on /favorites shows a goal by push, without reload', async () => {
    const { data } = await apiGet<MatchesResponse>(
      `${V2}/matches?type=match&match_status=live&sport_key=soccer,ice-hockey,handball&limit=100`,
    );
    const live = data.filter((m): m is Match => m.type === 'match' && m.bettable).slice(-5);
    expect(live.length, 'a live scoring match').toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: viewports.desktop });
    await signInContext(context, await newPlayer('fav-live'));
    const headers = await csrf(context);
    for (const match of live) {
      expect((await context.request.post(`${V2}/favourites/matches/${match.id}`, { headers })).status()).toBe(
        200,
      );
    }
    const page = await context.newPage();
    await page.goto('/favorites', { waitUntil: 'load' });
    await page.waitForSelector('[data-push-subscribed~="public:en"]', {
      state: 'attached',
      timeout: WAIT_MS,
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    // The first of them that takes a goal now (one at half time or stopped refuses it).
    let scored: { match: Match; before: string } | undefined;
    for (const match of live) {
      const score = page.locator(`li[data-match-id="${match.id}"] [data-score="home"]`);
      if ((await score.count()) === 0) continue;
      const before = (await score.first().textContent()) ?? '';
      const goal = await apiPost(FEED_EVENTS, { type: 'goal', matchId: match.id, team: 'home' }).then(
        () => true,
        () => false,
      );
      if (goal) {
        scored = { match, before };
        break;
      }
    }
    expect(scored, 'a starred live row that took a goal').toBeDefined();
    if (!scored) return;
    const { match, before } = scored;
    await expect
      .poll(() => page.locator(`li[data-match-id="${match.id}"] [data-score="home"]`).first().textContent(), {
        timeout: WAIT_MS,
      })
      .not.toBe(before);
    expect(navigations).toEqual([]);
  });
});
