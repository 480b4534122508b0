import type { Match, MatchesResponse } from '@sportsbook/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiGet } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/** A soccer team of an upcoming or live match whose name has accents ("São Bento FC"). */
async function accentedTeam(): Promise<{ name: string; match: Match }> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch,live&sport_key=soccer&limit=100',
  );
  for (const match of data) {
    if (match.type !== 'match') continue;
    for (const team of [match.competitors.home, match.competitors.away]) {
      if (plain(team.name) !== team.name && plain(team.name).length >= 8) return { name: team.name, match };
    }
  }
  throw new Error('no soccer team with accents in the seed');
}

/** The name without one letter of its longest word (the letter after the word's third). */
function withTypo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const i = words.indexOf(longest);
  words[i] = longest.slice(0, 3) + longest.slice(4);
  return words.join(' ');
}

async function searchFor(scope: Page | Locator, text: string, team: string) {
  const input = scope.getByRole('combobox').first();
  await input.fill(text);
  const listbox = scope.getByRole('listbox', { name: 'Search results' });
  await listbox.getByRole('option').filter({ hasText: team }).first().waitFor();
  return listbox;
}

describe('header search forgives accents and a typo (issue 14)', () => {
  it('finds a team typed without its accents, then with a letter missing', async () => {
    const { name } = await accentedTeam();
    const unaccented = plain(name);
    const typo = withTypo(unaccented);
    expect(unaccented).not.toBe(name);
    expect(typo).not.toBe(unaccented);

    for (const [viewport, width] of [
      [WIDE, 1440],
      [NARROW, 360],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto('/', { waitUntil: 'load' });
      let scope: Page | Locator = page;
      if (width === 360) {
        // Narrow: the Search tab opens the search as a dialog.
        await page
          .getByRole('navigation', { name: 'Quick navigation' })
          .getByRole('button', { name: 'Search' })
          .click();
        scope = page.getByRole('dialog', { name: 'Search' });
      }
      await searchFor(scope, unaccented.toLowerCase(), name);
      await searchFor(scope, typo, name);
      await saveScreenshot(page, `search-typo-${width}`, { fullPage: false });

      // The results page: the team's matches under their sport and league.
      await scope.getByRole('combobox').first().press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === typo);
      const matches = page.locator('section[data-group="search-matches"]');
      await matches.locator('[data-sport="soccer"] li[data-match-id]').first().waitFor();
      expect(await matches.locator('li[data-match-id]').first().textContent()).toContain(name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `search-typo-results-${width}`, { fullPage: width === 360 });
      await page.close();
    }
  });
});
