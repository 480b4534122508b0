import type { Event, Market, MarketsResponse, MatchesResponse, SportsResponse } from '@sportsbook/contract';
import { formatOdds, type Odds, type OddsType } from '@sportsbook/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const V2 = '/api/sportsbook/v2';
const browser = useBrowser();

async function api<T>(path: string, locale = 'en'): Promise<T> {
  const res = await fetch(new URL(`${V2}${path}`, stackUrls().apiUrl), {
    headers: { 'Accept-Language': locale },
  });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

/** The accessible name every odds button carries: "Arsenal v Chelsea, 1X2, Arsenal, 2.50". */
function oddsLabel(event: Event, market: Market, outcomeIndex: number, type: OddsType): string {
  const outcome = market.outcomes[outcomeIndex];
  if (!outcome) throw new Error(`market ${market.name} has no outcome ${outcomeIndex}`);
  return `${event.name}, ${market.name}, ${outcome.name}, ${formatOdds(outcome.odds as Odds, type)}`;
}

/** A prematch match with an open market, in a league of the first sport that has one. */
async function pickMatch(): Promise<{ match: Event; market: Market }> {
  const { data } = await api<MatchesResponse>(
    '/matches?type=match&match_status=prematch&bettable=true&limit=50',
  );
  for (const match of data) {
    const markets = await api<MarketsResponse>(`/matches/${match.id}/markets`);
    const market = markets.data.find(
      (m) => m.status === 1 && m.outcomes.length > 1 && m.outcomes.every((o) => o.active),
    );
    if (market) return { match, market };
  }
  throw new Error('no prematch match with an open market in the seed');
}

/** Waits for the page's h1 and checks it is the only one. */
async function expectOneH1(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth, `page ${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

describe('browsing the catalogue', () => {
  it('goes home → sport → league → match by links, with odds as the API gives them', async () => {
    const { match, market } = await pickMatch();
    const sportPath = `/${match.sport.key}`;
    const leaguePath = `/${match.sport.key}/${match.tournament.slug}`;
    const matchPath = `/${match.sport.key}/${match.slug}`;
    const page = await browser.newPage();

    await page.goto('/', { waitUntil: 'load' });
    await expectOneH1(page);
    await expectNoSeriousA11yViolations(page);

    await page.locator(`nav a[href="${sportPath}"]:visible`).first().click();
    await page.waitForURL((url) => url.pathname === sportPath);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(match.sport.name);
    await expectNoSeriousA11yViolations(page);

    // The league heading links to the league; the sport's "all" tab lists every league.
    const leagueLink = page.locator(`main a[href="${leaguePath}"]:visible`).first();
    if ((await leagueLink.count()) === 0) await page.goto(`${sportPath}?tab=all`);
    await page.locator(`main a[href="${leaguePath}"]:visible`).first().click();
    await page.waitForURL((url) => url.pathname === leaguePath);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(match.tournament.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page);

    await page.locator(`main a[href="${matchPath}"]:visible`).first().click();
    await page.waitForURL((url) => url.pathname === matchPath);
    await expectOneH1(page);
    await expectNoSeriousA11yViolations(page);

    // Every outcome of the market shows the API's odds in the european format.
    for (const index of market.outcomes.keys()) {
      await expect(
        page
          .getByRole('button', { name: oddsLabel(match, market, index, 'european'), exact: true })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
    }
    await saveScreenshot(page, 'browse-match-desktop');

    // Switching to american re-renders the odds in place.
    await page.locator('[data-testid="odds-format"]:visible').first().selectOption('american');
    for (const index of market.outcomes.keys()) {
      await page
        .getByRole('button', { name: oddsLabel(match, market, index, 'american'), exact: true })
        .first()
        .waitFor({ state: 'visible', timeout: 5_000 });
    }
    const american = formatOdds(market.outcomes[0]?.odds as Odds, 'american');
    expect(american).toMatch(/^[+-]\d+$/);
  });

  it('shows catalogue names in German after switching the locale', async () => {
    const [en, de] = await Promise.all([
      api<SportsResponse>('/sports', 'en'),
      api<SportsResponse>('/sports', 'de'),
    ]);
    const german = de.data.find((sport) => sport.name !== en.data.find((s) => s.id === sport.id)?.name);
    expect(german, 'the seed has a sport whose German name differs').toBeDefined();
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.getByLabel('Language').locator('visible=true').first().selectOption('de');
    await page.waitForURL((url) => url.pathname === '/de');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(page.locator(`nav a[href="/de/${german?.key}"]`).first().textContent()).resolves.toContain(
      german?.name,
    );
    await expectNoSeriousA11yViolations(page);
  });

  it('serves match names and odds in the HTML of a sport page (no JavaScript)', async () => {
    const { match } = await pickMatch();
    const { data } = await api<MatchesResponse>(
      `/matches?sport_key=${match.sport.key}&type=match&match_status=live,prematch&limit=50`,
    );
    const html = await (await fetch(new URL(`/${match.sport.key}`, stackUrls().webUrl))).text();
    const htmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    // A prematch match of the listing that the page shows, found by its row's link (the page's
    // default tab is the top matches; a live one may finish and leave the page between the two reads;
    // a team's name alone may be there from another of its matches).
    const listed = data.find(
      (event) =>
        event.type === 'match' &&
        event.status === 0 &&
        event.main_market?.outcomes.length &&
        html.includes(`href="/${event.sport.key}/${event.slug}"`),
    );
    expect(listed, 'the sport has a match with a main market').toBeDefined();
    if (listed?.type !== 'match' || !listed.main_market) return;
    expect(html).toContain(htmlEscape(listed.competitors.home.name));
    expect(html).toContain(htmlEscape(listed.competitors.away.name));
    for (const outcome of listed.main_market.outcomes) {
      expect(html).toContain(`>${formatOdds(outcome.odds as Odds, 'european')}<`);
    }
  });

  it('fits a 360 px screen on the home and match pages', async () => {
    const { match } = await pickMatch();
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    for (const path of ['/', `/${match.sport.key}/${match.slug}`]) {
      await page.goto(path, { waitUntil: 'load' });
      await noHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `browse-${path === '/' ? 'home' : 'match'}-360`);
    }
  });

  it('shows listing and match pages whole without JavaScript, not a loading placeholder', async () => {
    const { match } = await pickMatch();
    const page = await browser.newPage({ context: { javaScriptEnabled: false } });
    for (const path of ['/live', `/${match.sport.key}`, '/schedule', `/${match.sport.key}/${match.slug}`]) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 }).isVisible(), path).resolves.toBe(true);
      await expect(page.getByText('Loading…').count(), path).resolves.toBe(0);
    }
    // The match page's markets are there to read, odds and all.
    await expect(page.locator('main button[data-outcome-id]:visible').count()).resolves.toBeGreaterThan(0);
  });

  it('shows a bar along the top while a followed link waits for its page', async () => {
    const { match } = await pickMatch();
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The next page's answer is held back a second (a slow network), as the bar is there for.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === `/${match.sport.key}`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.locator(`nav a[href="/${match.sport.key}"]:visible`).first().click();
    await page.locator('html[data-navigating]').waitFor({ state: 'attached' });
    expect(await page.locator('main#main').getAttribute('aria-busy')).toBe('true');
    release();
    await page.waitForURL((url) => url.pathname === `/${match.sport.key}`);
    await page.locator('html[data-navigating]').waitFor({ state: 'detached' });
    expect(await page.locator('main#main').getAttribute('aria-busy')).toBeNull();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(match.sport.name);
  });
});
