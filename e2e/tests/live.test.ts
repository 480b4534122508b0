import type { Event, Match, MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { apiGet, apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Live updates by push (SPEC §4 "Live updates", "Offline"): the feed is driven through
// POST /api/dev/feed/events, and the page must show the change within one second, without reload.

const browser = useBrowser();
const FEED_EVENTS = '/api/dev/feed/events';
/** Budget from the POST of a feed event to the change on screen, in ms. */
const UPDATE_BUDGET_MS = 1000;

type FeedEvent =
  | { type: 'goal'; matchId: number; team: 'home' | 'away' }
  | { type: 'odds'; matchId: number; factor?: number }
  | { type: 'resume' | 'suspend' | 'start' | 'finish'; matchId: number };

function feed(event: FeedEvent): Promise<Event> {
  return apiPost<Event>(FEED_EVENTS, event);
}

/** Sports where a feed `goal` adds to the total score (a tennis point does not). */
const SCORING_SPORTS = ['soccer', 'ice-hockey', 'handball', 'basketball'];

/** Live matches (with an open main market unless told otherwise), soccer first, as the API lists them now. */
async function liveScoringMatches(openMarket: boolean): Promise<Match[]> {
  const { data } = await apiGet<MatchesResponse>(
    `/api/sportsbook/v2/matches?type=match&match_status=live&sport_key=${SCORING_SPORTS.join(',')}&limit=200`,
  );
  return data
    .filter(
      (event): event is Match =>
        event.type === 'match' && (!openMarket || (event.bettable && event.main_market?.status === 1)),
    )
    .sort((a, b) => SCORING_SPORTS.indexOf(a.sport.key) - SCORING_SPORTS.indexOf(b.sport.key));
}

/** Matches a test already drove: each test takes a fresh one, so earlier goals do not skew its markets. */
const used = new Set<number>();

/**
 * A live match that takes a goal now (not at half time), with its main market open again
 * afterwards: the goal, then `resume` (a goal suspends the markets for a while).
 */
async function matchForGoals({ openMarket = true } = {}): Promise<Match> {
  for (const match of await liveScoringMatches(openMarket)) {
    if (used.has(match.id)) continue;
    used.add(match.id);
    try {
      await feed({ type: 'goal', matchId: match.id, team: 'home' });
      await feed({ type: 'resume', matchId: match.id });
      return match;
    } catch {
      // Not applicable now (half time, stopped): try the next one.
    }
  }
  throw new Error('no live match takes a goal now');
}

/** Waits until the push client is subscribed to a channel (a data attribute of the alert area). */
async function waitForChannel(page: Page, channel: string): Promise<void> {
  await page.waitForSelector(`[data-push-subscribed~="${channel}"]`, { state: 'attached', timeout: 15_000 });
}

/** Text of an element, '' when missing. */
function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', selector);
}

/**
 * Posts a feed event and waits, for at most the update budget counted from before the POST, until
 * `changed(arg)` holds in the page, with `arg` made from the POST's answer. Returns the answer.
 */
async function postAndSee(
  page: Page,
  event: FeedEvent,
  changed: (arg: string[]) => boolean,
  argFrom: (answer: Event) => string[],
): Promise<Event> {
  const deadline = Date.now() + UPDATE_BUDGET_MS;
  const answer = await feed(event);
  await page.waitForFunction(changed, argFrom(answer), {
    timeout: Math.max(1, deadline - Date.now()),
    polling: 'raf',
  });
  return answer;
}

/** Accessible names of the odds buttons whose names start with `prefix` (runs in the browser). */
function labelsWithPrefix(prefix: string): string[] {
  return Array.from(document.querySelectorAll('button[aria-label]'))
    .map((b) => b.getAttribute('aria-label') ?? '')
    .filter((label) => label.startsWith(prefix));
}

/**
 * Whether the odds buttons starting with `prefix` show odds (not suspended) other than `before`
 * (runs in the browser, where helpers of this file are not defined).
 */
function oddsMoved([prefix, ...before]: string[]): boolean {
  const now = Array.from(document.querySelectorAll('button[aria-label]'))
    .map((b) => b.getAttribute('aria-label') ?? '')
    .filter((label) => label.startsWith(prefix ?? ''));
  return (
    now.length > 0 &&
    !now.some((label) => label.endsWith(', suspended')) &&
    now.some((label) => !before.includes(label))
  );
}

/** A score element's text differs from `before` (runs in the browser). */
function scoreChanged([selector, before]: string[]): boolean {
  const now = document.querySelector(selector ?? '')?.textContent ?? '';
  return now !== '' && now !== before;
}

/** Goal, then new odds: both must show within the budget, without a navigation. */
async function expectGoalAndOdds(page: Page, match: Match, scoreSelector: string): Promise<void> {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  const score = await textOf(page, scoreSelector);
  await postAndSee(page, { type: 'goal', matchId: match.id, team: 'away' }, scoreChanged, () => [
    scoreSelector,
    score,
  ]);
  // A goal suspends the markets for a while; reopen them, then move the odds. The feed may move
  // them on its own meanwhile too, so the check is "other odds than before", not exact values.
  const reopened = await feed({ type: 'resume', matchId: match.id });
  const marketName = reopened.main_market?.name;
  if (!marketName) throw new Error(`match ${match.id} has no main market after resume`);
  const prefix = `${match.name}, ${marketName}, `;
  await page
    .waitForFunction(
      (p) => {
        const now = Array.from(document.querySelectorAll('button[aria-label]'))
          .map((b) => b.getAttribute('aria-label') ?? '')
          .filter((label) => label.startsWith(p));
        return now.length > 0 && !now.some((label) => label.endsWith(', suspended'));
      },
      prefix,
      { timeout: 5_000 },
    )
    .catch(async (error: Error) => {
      const shown = await page.evaluate(labelsWithPrefix, prefix);
      throw new Error(`${error.message}\nodds of ${prefix}: ${shown.join(' | ') || 'none shown'}`);
    });
  const before = await page.evaluate(labelsWithPrefix, prefix);
  await postAndSee(page, { type: 'odds', matchId: match.id, factor: 1.3 }, oddsMoved, () => [
    prefix,
    ...before,
  ]).catch(async (error: Error) => {
    const shown = await page.evaluate(labelsWithPrefix, prefix);
    throw new Error(`${error.message}\nbefore: ${before.join(' | ')}\nshown: ${shown.join(' | ')}`);
  });
  // Odds that moved flash (up or down) for a moment.
  const flashes = await page.evaluate(
    ([p, ...old]) =>
      Array.from(document.querySelectorAll('button[aria-label]'))
        .filter((b) => (b.getAttribute('aria-label') ?? '').startsWith(p ?? ''))
        .filter((b) => !old.includes(b.getAttribute('aria-label') ?? ''))
        .map((b) => b.getAttribute('data-flash') ?? 'none'),
    [prefix, ...before],
  );
  expect(
    flashes.length,
    `moved odds among: ${(await page.evaluate(labelsWithPrefix, prefix)).join(' | ')}`,
  ).toBeGreaterThan(0);
  for (const flash of flashes) expect(flash).toMatch(/^(up|down)$/);
  expect(navigations).toEqual([]);
}

describe('live updates', () => {
  it('shows a goal and new odds on a live match page within a second, without reload', async () => {
    const match = await matchForGoals();
    const page = await browser.newPage();
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await waitForChannel(page, `public:en:match:${match.id}`);
    await expectGoalAndOdds(page, match, '[data-score="total"]');
    await saveScreenshot(page, 'live-match-goal', { fullPage: false });
  });

  it('shows a goal and new odds in the /live list within a second, and passes axe', async () => {
    const page = await browser.newPage();
    await page.goto('/live', { waitUntil: 'load' });
    await waitForChannel(page, 'public:en');
    // A row that shows open odds (a row rendered while its market was suspended shows none).
    const rendered = await page.evaluate(() =>
      Array.from(document.querySelectorAll('li[data-match-id]'))
        .filter((li) => li.querySelector('button[aria-label]:not([disabled])'))
        .map((li) => Number(li.getAttribute('data-match-id'))),
    );
    const match = (await liveScoringMatches(true)).find((m) => rendered.includes(m.id) && !used.has(m.id));
    if (!match) throw new Error('no live row with open odds on /live');
    used.add(match.id);
    const row = `li[data-match-id="${match.id}"]`;
    await page.locator(row).scrollIntoViewIfNeeded();
    await expectGoalAndOdds(page, match, `${row} [data-score="away"]`);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'live-list-goal', { fullPage: false });
  });

  it('appends a match that starts to /live and drops one that finishes', async () => {
    const page = await browser.newPage();
    await page.goto('/live', { waitUntil: 'load' });
    await waitForChannel(page, 'public:en');
    // The last prematch match to start: other tests pick early ones.
    const { data: prematch } = await apiGet<MatchesResponse>(
      '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&sort_by=start_time:desc&limit=1',
    );
    const starting = prematch[0];
    if (!starting) throw new Error('no prematch soccer match to start');
    expect(await page.locator(`li[data-match-id="${starting.id}"]`).count()).toBe(0);
    await feed({ type: 'start', matchId: starting.id });
    await page.locator(`li[data-match-id="${starting.id}"]`).waitFor({ timeout: 5_000 });

    await feed({ type: 'finish', matchId: starting.id });
    await page.locator(`li[data-match-id="${starting.id}"]`).waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('says when the connection is lost and catches up once it is back', async () => {
    const match = await matchForGoals({ openMarket: false });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await waitForChannel(page, `public:en:match:${match.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'No connection' });
    expect(await alert.count()).toBe(0);

    await context.setOffline(true);
    await alert.waitFor({ timeout: 5_000 });
    await saveScreenshot(page, 'live-offline', { fullPage: false });

    // Published while the page cannot hear it.
    const before = await textOf(page, '[data-score="total"]');
    const answer = await feed({ type: 'goal', matchId: match.id, team: 'home' });
    const score = answer.type === 'match' ? answer.statistics?.total_score : null;
    expect(score).toBeTruthy();
    expect(await textOf(page, '[data-score="total"]')).toBe(before);

    await context.setOffline(false);
    await alert.waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForFunction(
      (expected) => document.querySelector('[data-score="total"]')?.textContent?.endsWith(expected) ?? false,
      `${score?.home} : ${score?.away}`,
      { timeout: 15_000 },
    );
  });
});
