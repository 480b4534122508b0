import type { Event, MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { apiGet } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();

/** A prematch match from the listing: its home team is what the user types. */
async function pickMatch(): Promise<Event & { type: 'match' }> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&limit=20',
  );
  const match = data.find((event): event is Event & { type: 'match' } => event.type === 'match');
  if (!match) throw new Error('no prematch match in the seed');
  return match;
}

/** Counts the search requests the page sends. */
function countSearchRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/search')) count += 1;
  });
  return () => count;
}

describe('header search', () => {
  it('asks for 3 characters before searching, then finds a team and opens its match', async () => {
    const match = await pickMatch();
    const team = match.competitors.home.name;
    const page = await browser.newPage();
    const searches = countSearchRequests(page);
    await page.goto('/', { waitUntil: 'load' });

    const input = page.getByRole('combobox', { name: 'Search' });
    await input.click();
    await input.pressSequentially(team.slice(0, 2));
    await page.getByText('Type at least 3 characters', { exact: true }).first().waitFor();
    await page.waitForTimeout(600);
    expect(searches()).toBe(0);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('status').filter({ hasText: 'Type at least 3 characters' }).count()).toBe(1);

    await input.fill(team);
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    const target = options.filter({ hasText: team }).filter({ hasText: match.competitors.away.name });
    await target.first().waitFor();
    expect(searches()).toBeGreaterThan(0);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const total = await options.count();
    expect(await page.getByRole('status').textContent()).toMatch(new RegExp(`^${total} results?$`));

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'search-desktop-results', { fullPage: false });

    // ArrowDown moves the highlight (aria-activedescendant) to the match; Enter opens it.
    const ids = await options.evaluateAll((nodes) => nodes.map((node) => node.id));
    const targetId = await target.first().getAttribute('id');
    const steps = ids.indexOf(targetId ?? '') + 1;
    expect(steps).toBeGreaterThan(0);
    for (let i = 0; i < steps; i += 1) await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(targetId);
    expect(await target.first().getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === `/${match.sport.key}/${match.slug}`);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the popup with Escape and caps the query at 50 characters', async () => {
    const match = await pickMatch();
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'load' });
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill(match.competitors.home.name);
    await page.getByRole('listbox', { name: 'Search results' }).waitFor();
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox', { name: 'Search results' }).isVisible()).toBe(false);
    expect(await input.getAttribute('maxlength')).toBe('50');
  });
});

describe('mobile search overlay', () => {
  it('opens from the Search tab as a dialog and closes with Escape, focus back on the tab', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/', { waitUntil: 'load' });
    const tab = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Search' });
    await tab.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-overlay');

    const match = await pickMatch();
    await dialog.getByRole('combobox').fill(match.competitors.home.name);
    await dialog.getByRole('listbox').getByRole('option').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'search-mobile-overlay', { fullPage: false });

    // First Escape closes the results popup, the second the dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await tab.evaluate((node) => node === document.activeElement)).toBe(true);

    await tab.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
