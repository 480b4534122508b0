import type { Match, MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiGet, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

async function withTheme(page: Page, theme: 'dark' | 'light') {
  await page.context().addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
}

/** The crest images of the first rows in view: loaded, with their alt text and source. */
async function crestsInView(page: Page) {
  const crests = page.locator('main li[data-match-id] img[data-crest]');
  await crests.first().waitFor();
  // Crests load lazily: bring the first three rows into view.
  await crests.nth(5).scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('main li[data-match-id] img[data-crest]'))
      .slice(0, 6)
      .every((img) => img.complete),
  );
  return crests.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).slice(0, 6).map((img) => ({
      alt: img.alt,
      naturalWidth: img.naturalWidth,
      src: img.currentSrc,
      name: img.nextElementSibling?.textContent?.trim() ?? '',
    })),
  );
}

describe('team crests (issue 11)', () => {
  it('show a loaded crest with the team name as alt text for every team of a listing', async () => {
    for (const [viewport, theme] of [
      [WIDE, 'dark'],
      [WIDE, 'light'],
      [NARROW, 'dark'],
      [NARROW, 'light'],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await withTheme(page, theme);
      await page.goto('/soccer', { waitUntil: 'load' });
      const crests = await crestsInView(page);
      expect(crests.length).toBe(6);
      for (const crest of crests) {
        expect(crest.naturalWidth).toBeGreaterThan(0);
        expect(crest.alt).not.toBe('');
        expect(crest.alt).toBe(crest.name);
        expect(crest.src).toMatch(
          /\/api\/images\/proxy\?src=%2Fapi%2Fimages%2Fcrests%2F\d+\.svg&w=20&dpr=[12]$/,
        );
      }
      // Rows and the first crests in a screenshot: the crest must stand out in both themes.
      await saveScreenshot(page, `crests-listing-${viewport.width}-${theme}`, { fullPage: false });
    }
    const res = await fetch(new URL('/api/images/crests/1.svg?w=40', stackUrls().webUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('show crests in the match header and in Arabic', async () => {
    const { data } = await apiGet<MatchesResponse>(
      '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&limit=1',
    );
    const match = data[0] as Match;
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto(`/ar/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const header = page.locator('main header').first();
    const imgs = header.locator('h1 img');
    await imgs.first().waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('main header h1 img')).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await imgs.evaluateAll((nodes) => nodes.map((n) => (n as HTMLImageElement).alt))).toEqual([
      match.competitors.home.name,
      match.competitors.away.name,
    ]);
    await saveScreenshot(page, 'crests-match-header-360-ar', { fullPage: false });
    const list = await browser.newPage({ viewport: WIDE });
    await list.goto('/ar/soccer', { waitUntil: 'load' });
    expect((await crestsInView(list)).every((c) => c.naturalWidth > 0)).toBe(true);
    await saveScreenshot(list, 'crests-listing-1440-ar', { fullPage: false });
  });
});

describe('cricket in play (issue 11)', () => {
  it('shows runs/wickets with the overs faced in the live row and the match header', async () => {
    for (const [viewport, locale] of [
      [NARROW, 'en'],
      [WIDE, 'en'],
      [NARROW, 'ar'],
    ] as const) {
      const page = await browser.newPage({ viewport });
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const { match, row } = await liveCricketRow(page, prefix);
      const home = row.locator('[data-score="home"]');
      const text = (await home.textContent()) ?? '';
      if (locale === 'en') {
        expect(text).toMatch(/^\d+\/\d+\(\d+(\.[1-5])? ov\)\d+(\.[1-5])? overs$/);
      } else {
        expect(await home.locator('[data-part="overs"]').count()).toBe(1);
      }
      await row.screenshot({ path: await rowShot(page, `cricket-live-row-${viewport.width}-${locale}`) });
      await page.goto(`${prefix}/cricket/${match.slug}`, { waitUntil: 'load' });
      const overs = page.locator('main header [data-score="overs"]');
      await overs.waitFor();
      if (locale === 'en') expect(await overs.textContent()).toMatch(/\(\d+(\.[1-5])? ov\)/);
      await saveScreenshot(page, `cricket-match-header-${viewport.width}-${locale}`, { fullPage: false });
    }
  });
});

/**
 * A live cricket match with balls bowled and its row on the sport page (every league's matches: the
 * default tab lists top leagues only). Read afresh for each pass, since the simulator ends matches;
 * a row that does not show is a failure unless its match ended meanwhile (then another is taken, at
 * most three times).
 */
async function liveCricketRow(page: Page, prefix: string) {
  for (let attempt = 1; ; attempt++) {
    const match = await liveCricketMatch();
    expect(match, 'a live cricket match with balls bowled').toBeDefined();
    const found = match as Match;
    await page.goto(`${prefix}/cricket?tab=all`, { waitUntil: 'load' });
    const row = page.locator(`li[data-match-id="${found.id}"]`);
    try {
      await row.locator('[data-score="home"]').waitFor({ timeout: 10_000 });
      return { match: found, row };
    } catch (err) {
      const stillLive = (await liveCricketMatches()).some((m) => m.id === found.id);
      if (stillLive || attempt === 3) throw err;
    }
  }
}

async function liveCricketMatch(): Promise<Match | undefined> {
  return (await liveCricketMatches()).find((m) => (m.statistics?.balls?.home ?? 0) > 0);
}

async function liveCricketMatches(): Promise<Match[]> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=live&sport_key=cricket&limit=5',
  );
  return data.filter((m): m is Match => m.type === 'match');
}

async function rowShot(page: Page, name: string): Promise<string> {
  return (await saveScreenshot(page, `${name}-page`, { fullPage: false })).replace(/-page\.png$/, '.png');
}
