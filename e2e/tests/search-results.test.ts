import type { Match, MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { apiGet, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

/** A live soccer match: its home team is what the player types (live results come first). */
async function liveMatch(): Promise<Match> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=live&sport_key=soccer&limit=20',
  );
  const match = data.find((event): event is Match => event.type === 'match');
  if (!match) throw new Error('no live soccer match in the seed');
  return match;
}

async function withTheme(page: Page, theme: 'dark' | 'light') {
  await page.context().addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
}

/** "Results for “q”" with the query bidi-isolated (U+2068 … U+2069) as the page prints it. */
function isolated(prefix: string, q: string): RegExp {
  const escaped = q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${prefix} “\u2068${escaped}\u2069”$`);
}

/** The result groups of the page, in order, by their data-group. */
function groupOrder(page: Page) {
  return page
    .locator('main section[data-group]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-group')));
}

describe('search results page (issue 11)', () => {
  it("opens on Enter and lists matches, leagues and teams with the team's match first", async () => {
    const match = await liveMatch();
    const team = match.competitors.home.name;
    const page = await browser.newPage({ viewport: WIDE });
    await withTheme(page, 'dark');
    await page.goto('/', { waitUntil: 'load' });
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill(team);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === team);
    await page.getByRole('heading', { level: 1, name: isolated('Results for', team) }).waitFor();

    const groups = await groupOrder(page);
    expect(groups[0]).toBe('search-matches');
    expect(groups).toContain('search-teams');
    expect(groups.indexOf('search-teams')).toBe(groups.length - 1);
    const matches = page.locator('section[data-group="search-matches"]');
    const firstRow = matches.locator('li[data-match-id]').first();
    expect(await firstRow.getAttribute('data-match-id')).toBe(String(match.id));
    const teams = page.locator('section[data-group="search-teams"]');
    const firstTeam = teams.getByRole('link').first();
    expect(await firstTeam.textContent()).toContain(team);
    expect(await firstTeam.getAttribute('href')).toBe(`/${match.sport.key}/${match.slug}`);
    expect(await firstTeam.locator('img').getAttribute('alt')).toBe(team);

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'search-results-1440-dark', { fullPage: false });
    await withTheme(page, 'light');
    await page.reload({ waitUntil: 'load' });
    await saveScreenshot(page, 'search-results-1440-light', { fullPage: false });

    // Keyboard only: the team's link is reachable with Tab and opens its match with Enter.
    await firstTeam.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/${match.sport.key}/${match.slug}`);
  });

  it('refines from its own form, says when nothing matches, and reads right to left in Arabic', async () => {
    const match = await liveMatch();
    const team = match.competitors.home.name;
    const page = await browser.newPage({ viewport: NARROW });
    await withTheme(page, 'light');
    await page.goto(`/search?q=${encodeURIComponent(team)}`, { waitUntil: 'load' });
    await page.locator('section[data-group="search-matches"] li[data-match-id]').first().waitFor();
    await saveScreenshot(page, 'search-results-360-light', { fullPage: true });
    await withTheme(page, 'dark');
    await page.reload({ waitUntil: 'load' });
    await saveScreenshot(page, 'search-results-360-dark', { fullPage: true });

    const refine = page.getByRole('searchbox', { name: 'Search' }).last();
    await refine.fill('zzqxw nothing');
    await refine.press('Enter');
    await page.getByRole('heading', { name: isolated('Nothing found for', 'zzqxw nothing') }).waitFor();
    expect(await page.locator('section[data-group]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'search-results-empty-360-dark', { fullPage: false });

    const ar = await browser.newPage({ viewport: NARROW });
    await ar.goto(`/ar/search?q=${encodeURIComponent(team)}`, { waitUntil: 'load' });
    await ar.locator('section[data-group="search-matches"] li[data-match-id]').first().waitFor();
    expect(await ar.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await ar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(ar, 'search-results-360-ar', { fullPage: true });
    const arWide = await browser.newPage({ viewport: WIDE });
    await arWide.goto(`/ar/search?q=${encodeURIComponent(team)}`, { waitUntil: 'load' });
    await saveScreenshot(arWide, 'search-results-1440-ar', { fullPage: false });
  });
});
