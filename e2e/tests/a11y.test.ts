import type { MatchesResponse, TournamentsResponse } from '@sportsbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser, viewports } from '../src/browser.ts';
import { apiGet, stackUrls } from '../src/env.ts';
import { waitForHydratedOdds } from './betslip-helpers.ts';

const browser = useBrowser();

/** Every catalogue and fallback route of the foundation issue, resolved against the seeded data. */
let routes: { name: string; path: string; status: number }[] = [];

beforeAll(async () => {
  const [tournaments, matches, live] = await Promise.all([
    apiGet<TournamentsResponse>('/api/sportsbook/v2/tournaments?sport_key=soccer&is_top=true&limit=1'),
    apiGet<MatchesResponse>('/api/sportsbook/v2/matches?sport_key=soccer&match_status=prematch&limit=1'),
    apiGet<MatchesResponse>('/api/sportsbook/v2/matches?match_status=live&limit=1'),
  ]);
  const league = tournaments.data[0];
  const match = matches.data[0];
  const liveMatch = live.data[0];
  if (!league || !match || !liveMatch) throw new Error('seed has no soccer league, prematch or live match');
  routes = [
    { name: 'home', path: '/', status: 200 },
    { name: 'sport', path: '/soccer', status: 200 },
    { name: 'sport outrights tab', path: '/soccer?tab=outrights', status: 200 },
    { name: 'category', path: `/soccer/${league.category.slug}`, status: 200 },
    { name: 'league', path: `/soccer/${league.slug}`, status: 200 },
    { name: 'match', path: `/soccer/${match.slug}`, status: 200 },
    { name: 'bet builder', path: `/soccer/${match.slug}?group=betbuilder`, status: 200 },
    { name: 'live match', path: `/${liveMatch.sport.key}/${liveMatch.slug}`, status: 200 },
    { name: 'live', path: '/live', status: 200 },
    { name: 'cybersport', path: '/cybersport', status: 200 },
    { name: 'schedule', path: '/schedule', status: 200 },
    { name: 'results', path: '/results', status: 200 },
    { name: 'my bets (signed out)', path: '/my-bets', status: 200 },
    { name: 'favourites (signed out)', path: '/favorites', status: 200 },
    { name: 'sport favourites tab', path: '/soccer?tab=favorites', status: 200 },
    { name: 'not found', path: '/404', status: 404 },
    { name: 'unknown match', path: '/soccer/no-such-match-anywhere', status: 404 },
    { name: 'error', path: '/500', status: 200 },
    { name: 'blocked', path: '/blocked?country=FR', status: 200 },
    { name: 'locked', path: '/locked', status: 200 },
  ];
});

describe('accessibility of every page', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    it(`has no serious or critical axe findings on any page (${colorScheme} theme)`, async () => {
      const context = await browser.newContext({ viewport: viewports.desktop });
      await context.addCookies([{ name: 'sb_theme', value: colorScheme, url: stackUrls().webUrl }]);
      for (const route of routes) {
        const page = await context.newPage();
        const response = await page.goto(route.path, { waitUntil: 'load' });
        expect(response?.status(), route.name).toBe(route.status);
        // React reveals streamed Suspense content in batches after load; wait for the page heading.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.locator('html').getAttribute('data-theme'), route.name).toBe(colorScheme);
        expect(await page.getByRole('main').count(), `${route.name}: one main landmark`).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).count(), `${route.name}: one h1`).toBe(1);
        await expectNoSeriousA11yViolations(page);
        await page.close();
      }
      // Twenty pages with axe each: far more than one test's default on a loaded two-core machine.
    }, 240_000);
  }

  it('is operable by keyboard: skip link, then odds buttons with a visible focus ring', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto('/soccer', { waitUntil: 'load' });
    // Checked on the interactive page: in one whole run under load, Tab pressed while the page was
    // still hydrating once left focus on the body (noted in the session notes to look into).
    await waitForHydratedOdds(page);

    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(skip.href).toBe('#main');
    await page.keyboard.press('Enter');

    // Tab forward until an odds button has focus; each focused control must show an outline or ring.
    let oddsName: string | null = null;
    for (let i = 0; i < 60 && !oddsName; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visible =
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none';
        return {
          tag: el.tagName,
          name: el.getAttribute('aria-label'),
          inMain: !!el.closest('main'),
          visible,
        };
      });
      expect(focused, 'focus never lands on nothing').not.toBeNull();
      if (!focused) break;
      expect(focused.visible, `visible focus on ${focused.tag} ${focused.name ?? ''}`).toBe(true);
      if (focused.tag === 'BUTTON' && focused.inMain && focused.name && /\d/.test(focused.name)) {
        oddsName = focused.name;
      }
    }
    // "Team A vs Team B, 1X2, Team A, 2.50": match, market, outcome and odds.
    expect(oddsName).toMatch(/^.+ vs .+, .+, .+, \d+\.\d{2}$/);
  });
});
