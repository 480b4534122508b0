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
/**
 * How long a test waits, from the POST of a feed event, for the change on screen, in ms. Generous on
 * purpose: a test proves the update arrives by push without reload; how fast it arrives is measured
 * by `bench/live-render.mjs`, never asserted here (a shared, loaded machine makes seconds mean little).
 */
const UPDATE_BUDGET_MS = 10_000;

type FeedEvent =
  | { type: 'goal'; matchId: number; team: 'home' | 'away' }
  | { type: 'odds'; matchId: number; marketId?: number; factor?: number }
  | { type: 'resume' | 'suspend' | 'start' | 'finish'; matchId: number }
  | { type: 'close' | 'reopen'; matchId: number; marketId?: number };

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
 * `changed(arg)` returns something truthy in the page, with `arg` made from the POST's answer.
 * Returns what `changed` returned then: the page as it was at that moment (the simulator's next
 * price tick can undo a move made through the dev feed a moment later).
 */
async function postAndSee<T>(
  page: Page,
  event: FeedEvent,
  changed: (arg: string[]) => T,
  argFrom: (answer: Event) => string[],
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + UPDATE_BUDGET_MS;
  const answer = await feed(event);
  const seen = await page.waitForFunction(changed, argFrom(answer), {
    timeout: Math.max(1, deadline - Date.now()),
    polling: 'raf',
  });
  return (await seen.jsonValue()) as Exclude<T, false>;
}

/** Accessible names of the odds buttons whose names start with `prefix` (runs in the browser). */
function labelsWithPrefix(prefix: string): string[] {
  return Array.from(document.querySelectorAll('button[aria-label]'))
    .map((b) => b.getAttribute('aria-label') ?? '')
    .filter((label) => label.startsWith(prefix));
}

/**
 * Once the odds buttons starting with `prefix` show odds (not suspended) other than `before`, the
 * flash (`data-flash`, "none" without) of each button whose odds moved; false until then (runs in
 * the browser, where helpers of this file are not defined).
 */
function oddsMoved([prefix, ...before]: string[]): string[] | false {
  const shown = Array.from(document.querySelectorAll('button[aria-label]'))
    .map((b) => ({
      label: b.getAttribute('aria-label') ?? '',
      flash: b.getAttribute('data-flash') ?? 'none',
    }))
    .filter(({ label }) => label.startsWith(prefix ?? ''));
  const moved = shown.filter(({ label }) => !before.includes(label));
  if (moved.length === 0 || shown.some(({ label }) => label.endsWith(', suspended'))) return false;
  return moved.map(({ flash }) => flash);
}

/** A score element's text differs from `before` (runs in the browser). */
function scoreChanged([selector, before]: string[]): boolean {
  const now = document.querySelector(selector ?? '')?.textContent ?? '';
  return now !== '' && now !== before;
}

/** Reopens a match's markets and waits until its main market's odds buttons show open odds. */
async function reopen(page: Page, match: Match): Promise<string> {
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
  return prefix;
}

/**
 * Reopens the markets, moves the odds by feed and waits until the page shows other, open odds. The
 * simulator makes bet stops of its own (a simulated goal or period end suspends the markets for 5 to 20 s), which
 * can land between the move and the check: then the markets are reopened and the odds moved again,
 * at most three times. Returns the flashes of the buttons whose odds moved, as they were when the
 * move showed.
 */
async function reopenAndMoveOdds(page: Page, match: Match): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const prefix = await reopen(page, match);
    const before = await page.evaluate(labelsWithPrefix, prefix);
    try {
      return await postAndSee(page, { type: 'odds', matchId: match.id, factor: 1.3 }, oddsMoved, () => [
        prefix,
        ...before,
      ]);
    } catch (error) {
      const shown = await page.evaluate(labelsWithPrefix, prefix);
      const stopped = shown.some((label) => label.endsWith(', suspended'));
      if (stopped && attempt < 3) continue;
      throw new Error(
        `${(error as Error).message}\nbefore: ${before.join(' | ')}\nshown: ${shown.join(' | ')}`,
      );
    }
  }
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
  // Odds that moved flash (up or down) for a moment: read when the move showed, since the
  // simulator's next price tick can put the model's odds back soon after.
  const flashes = await reopenAndMoveOdds(page, match);
  expect(flashes.length).toBeGreaterThan(0);
  for (const flash of flashes) expect(flash).toMatch(/^(up|down)$/);
  expect(navigations).toEqual([]);
}

describe('live updates', () => {
  it('shows a goal and new odds on a live match page by push, without reload', async () => {
    const match = await matchForGoals();
    const page = await browser.newPage();
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await waitForChannel(page, `public:en:match:${match.id}`);
    await expectGoalAndOdds(page, match, '[data-score="total"]');
    await saveScreenshot(page, 'live-match-goal', { fullPage: false });
  });

  it('shows a goal and new odds in the /live list by push, and passes axe', async () => {
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
    // Sports come in the order of their (live) priority, as the sport menu lists them.
    const { data: sports } = await apiGet<{
      data: { name: string; priority: number; priorities: { live?: number } }[];
    }>('/api/sportsbook/v2/sports');
    const rank = (name: string) => {
      const sport = sports.find((s) => s.name === name);
      return sport ? (sport.priorities.live ?? sport.priority) : Number.NaN;
    };
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.length).toBeGreaterThan(1);
    const ranks = headings.map(rank);
    expect(ranks, headings.join(', ')).toEqual([...ranks].sort((a, b) => b - a));
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

/** Prematch soccer matches with an open main market, latest start first (other tests take early ones). */
async function prematchSoccer(): Promise<Match[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&sort_by=start_time:desc&limit=40',
  );
  return data.filter(
    (event): event is Match =>
      event.type === 'match' && event.main_market?.status === 1 && !used.has(event.id),
  );
}

/** Enabled odds buttons inside `scope`. */
function enabledOdds(page: Page, scope: string) {
  return page.locator(`${scope} button[data-outcome-id]:not([disabled])`);
}

describe('markets that come and go (status 0 and back)', () => {
  it('gives a listing row its main market when it opens after the page loaded, and drops it again', async () => {
    const [match] = (await prematchSoccer()).slice(2);
    if (!match) throw new Error('no prematch soccer match');
    used.add(match.id);
    await feed({ type: 'close', matchId: match.id });
    const page = await browser.newPage();
    await page.goto(`/${match.sport.key}/${match.tournament.slug}`, { waitUntil: 'load' });
    await waitForChannel(page, 'public:en');
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const row = `li[data-match-id="${match.id}"]`;
    await page.locator(row).scrollIntoViewIfNeeded();
    // Rendered while closed: no odds at all.
    expect(await page.locator(`${row} button[data-outcome-id]`).count()).toBe(0);
    await page.locator(row).getByText('No odds').waitFor();

    const reopened = await feed({ type: 'reopen', matchId: match.id });
    const outcomes = reopened.main_market?.outcomes.length ?? 0;
    expect(outcomes).toBeGreaterThan(1);
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(`${sel} button[data-outcome-id]:not([disabled])`).length === n,
      [row, outcomes] as const,
      { timeout: UPDATE_BUDGET_MS, polling: 'raf' },
    );
    // The buttons drawn in the browser carry the right odds and names.
    const first = reopened.main_market?.outcomes[0];
    const label = await enabledOdds(page, row).first().getAttribute('aria-label');
    expect(label).toContain(`${match.name}, ${reopened.main_market?.name}, ${first?.name}`);
    await saveScreenshot(page, 'live-row-market-appears', { fullPage: false });

    await feed({ type: 'close', matchId: match.id });
    await page
      .locator(`${row} button[data-outcome-id]`)
      .first()
      .waitFor({ state: 'detached', timeout: 3_000 });
    await page.locator(row).getByText('No odds').waitFor();
    await feed({ type: 'reopen', matchId: match.id });
    await enabledOdds(page, row).first().waitFor({ timeout: 3_000 });
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  it('adds markets that open after a match page loaded, and drops and restores ones that close', async () => {
    const [match] = (await prematchSoccer()).slice(3);
    if (!match) throw new Error('no prematch soccer match');
    used.add(match.id);
    const page = await browser.newPage();
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await waitForChannel(page, `public:en:match:${match.id}`);
    // A market type other than the main one, with every line of it on the page.
    const keys = await page.evaluate(() =>
      Array.from(document.querySelectorAll('details[data-market-key]')).map(
        (d) => d.getAttribute('data-market-key') ?? '',
      ),
    );
    const type = keys.map((key) => Number(key.split('|')[0])).find((id) => id !== match.main_market?.id);
    if (type === undefined) throw new Error(`match ${match.id} shows no second market type`);
    const ofType = `details[data-market-key^="${type}|"]`;
    const lines = keys.filter((key) => key.startsWith(`${type}|`)).length;

    await feed({ type: 'close', matchId: match.id, marketId: type });
    await page.locator(ofType).first().waitFor({ state: 'detached', timeout: 3_000 });
    await feed({ type: 'reopen', matchId: match.id, marketId: type });
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(sel).length === n,
      [ofType, lines] as const,
      { timeout: 3_000, polling: 'raf' },
    );

    // Closed before the page loads: not rendered; it appears once it opens, with working odds.
    await feed({ type: 'close', matchId: match.id, marketId: type });
    await page.reload({ waitUntil: 'load' });
    await waitForChannel(page, `public:en:match:${match.id}`);
    expect(await page.locator(ofType).count()).toBe(0);
    await feed({ type: 'reopen', matchId: match.id, marketId: type });
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(sel).length === n,
      [ofType, lines] as const,
      { timeout: 3_000, polling: 'raf' },
    );
    expect(await enabledOdds(page, ofType).count()).toBeGreaterThan(0);
    // Later moves of a market drawn in the browser show too.
    const before = await enabledOdds(page, ofType).first().getAttribute('aria-label');
    await feed({ type: 'odds', matchId: match.id, marketId: type, factor: 1.25 });
    await page.waitForFunction(
      ([sel, old]) => {
        const now = document.querySelector(`${sel} button[data-outcome-id]`)?.getAttribute('aria-label');
        return now != null && now !== old;
      },
      [ofType, before ?? ''] as const,
      { timeout: 3_000, polling: 'raf' },
    );
    await expectNoSeriousA11yViolations(page);
  });

  it('reloads the page data when the hub lost what the page missed (recovered: false)', async () => {
    const match = await matchForGoals({ openMarket: false });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await waitForChannel(page, `public:en:match:${match.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'No connection' });
    await context.setOffline(true);
    await alert.waitFor({ timeout: 5_000 });

    const answer = await feed({ type: 'goal', matchId: match.id, team: 'away' });
    const score = answer.type === 'match' ? answer.statistics?.total_score : null;
    expect(score).toBeTruthy();
    // What the page missed is gone from the hub: it cannot recover it by push.
    await apiPost('/api/dev/push/forget-history', {});
    const refetches: string[] = [];
    page.on('request', (request) => {
      if (request.headers().rsc === '1') refetches.push(request.url());
    });
    await context.setOffline(false);
    await alert.waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForFunction(
      (expected) => document.querySelector('[data-score="total"]')?.textContent?.endsWith(expected) ?? false,
      `${score?.home} : ${score?.away}`,
      { timeout: 15_000 },
    );
    expect(refetches.length).toBeGreaterThan(0);
    await context.close();
  });
});
