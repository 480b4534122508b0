import type { MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const V2 = '/api/sportsbook/v2';
const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(new URL(`${V2}${path}`, stackUrls().apiUrl));
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

async function soccerMatch() {
  const { data } = await api<MatchesResponse>(
    '/matches?sport_key=soccer&type=match&match_status=prematch&bettable=true&limit=1',
  );
  const match = data[0];
  if (!match) throw new Error('no prematch soccer match in the seed');
  return match;
}

/** The market-group row: its scroll state and where the current tab sits inside it. */
function groupRow(page: Page) {
  return page.evaluate(() => {
    const wrap = document.querySelector('[data-tab-scroller]') as HTMLElement;
    const nav = wrap.querySelector('nav') as HTMLElement;
    const row = nav.getBoundingClientRect();
    const current = nav.querySelector('[aria-current="page"]')?.getBoundingClientRect();
    return {
      overflows: nav.scrollWidth > nav.clientWidth + 1,
      fadeEnd: wrap.hasAttribute('data-more-end'),
      fadeStart: wrap.hasAttribute('data-more-start'),
      mask: getComputedStyle(nav).maskImage,
      currentInView: !!current && current.left >= row.left - 1 && current.right <= row.right + 1,
      rowLeft: row.left,
      rowRight: row.right,
    };
  });
}

describe('market-group tabs (issue 11)', () => {
  it('scroll with a fade and labelled arrows at 360 px, keep the current tab in view, mirror in RTL', async () => {
    const match = await soccerMatch();
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const nav = page.getByRole('navigation', { name: 'Market groups' });
    await nav.waitFor();
    const next = page.getByRole('button', { name: 'More market groups' });
    const prev = page.getByRole('button', { name: 'Previous market groups' });
    await next.waitFor();
    let row = await groupRow(page);
    expect(row).toMatchObject({ overflows: true, fadeEnd: true, fadeStart: false });
    expect(row.mask).toContain('gradient');
    expect(await prev.isVisible()).toBe(false);
    await saveScreenshot(page, 'tabs-polish-groups-360', { fullPage: false });

    // Keyboard: the arrow is a button in the tab order; Enter scrolls the row on.
    await next.focus();
    await page.keyboard.press('Enter');
    await prev.waitFor();
    row = await groupRow(page);
    expect(row.fadeStart).toBe(true);

    // The last group, opened by its address, is scrolled into view on load.
    const links = nav.getByRole('link');
    const lastHref = (await links.last().getAttribute('href')) ?? '';
    await page.goto(lastHref, { waitUntil: 'load' });
    await prev.waitFor();
    row = await groupRow(page);
    expect(row.currentInView).toBe(true);
    expect(await next.isVisible()).toBe(false);
    await saveScreenshot(page, 'tabs-polish-groups-360-last', { fullPage: false });

    // ... and after a change back to the first group by a click.
    await prev.click();
    await prev.click();
    await links.first().click();
    await page.waitForFunction(() => {
      const a = document.querySelector('[data-tab-scroller] nav [aria-current="page"]');
      return a === document.querySelector('[data-tab-scroller] nav a');
    });
    row = await groupRow(page);
    expect(row.currentInView).toBe(true);

    // Arabic: the labels are translated and "more" sits at the row's left end.
    await page.goto(`/ar/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const moreAr = page.getByRole('button', { name: 'مزيد من مجموعات الأسواق' });
    await moreAr.waitFor();
    const box = await moreAr.boundingBox();
    expect(box && box.x + box.width / 2).toBeLessThan(NARROW.width / 2);
    await moreAr.click();
    await page.getByRole('button', { name: 'مجموعات الأسواق السابقة' }).waitFor();
    await saveScreenshot(page, 'tabs-polish-groups-360-ar', { fullPage: false });
    await page.close();
  });

  it('show no arrows at 1440 px when every group fits', async () => {
    const match = await soccerMatch();
    const page = await browser.newPage({ viewport: WIDE });
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await page.getByRole('navigation', { name: 'Market groups' }).waitFor();
    const row = await groupRow(page);
    if (!row.overflows) {
      expect(await page.locator('[data-tab-scroller] button:visible').count()).toBe(0);
      expect(row.mask).toBe('none');
    }
    expect(row.currentInView).toBe(true);
    await saveScreenshot(page, 'tabs-polish-groups-1440', { fullPage: false });
    await page.close();
  });
});

/** Whether the header's items sit on one row and nothing sticks out of the page sideways. */
function headerFit(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement;
    const row = header.firstElementChild as HTMLElement;
    // The search field has its own full-width row on phones by design; the rest must share one.
    const items = Array.from(row.children).filter(
      (el) =>
        (el as HTMLElement).offsetParent !== null && !el.querySelector('#site-search, [role="combobox"]'),
    );
    // Items are centred in the row: one row means one centre line.
    const tops = items.map((el) => {
      const r = el.getBoundingClientRect();
      return Math.round((r.top + r.bottom) / 2);
    });
    const tallest = Math.max(...items.map((el) => el.getBoundingClientRect().height));
    const bottoms = items.map((el) => el.getBoundingClientRect().bottom);
    const span = Math.max(...bottoms) - Math.min(...items.map((el) => el.getBoundingClientRect().top));
    return {
      rows: new Set(tops).size,
      oneRowHeight: span <= tallest + 1,
      pageOverflow: document.documentElement.scrollWidth > window.innerWidth,
      headerOverflow: row.scrollWidth > row.clientWidth + 1,
    };
  });
}

/** Separators ("·") drawn before an item that starts its own line: stray ones. */
function straySeparators(page: Page) {
  return page.evaluate(() => {
    const stray: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main h1 ~ p *, main h1 ~ p'))) {
      const before = getComputedStyle(el, '::before').content;
      if (!before.includes('·')) continue;
      const prev = el.previousElementSibling;
      if (
        !prev ||
        Math.round(prev.getBoundingClientRect().top) !== Math.round(el.getBoundingClientRect().top)
      ) {
        stray.push(el.textContent ?? '');
      }
    }
    return stray;
  });
}

describe('phone shell (issue 11)', () => {
  it('names the slip tab "Bet slip" with its count; the header fits one row at 360 px in de and es', async () => {
    const match = await soccerMatch();
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await tabBar.getByRole('button', { name: 'Bet slip' }).waitFor();
    await page.locator('main button[data-outcome-id]:not([disabled])').first().click();
    await tabBar.getByRole('button', { name: /^Bet slip\s*1 selection$/ }).waitFor();
    await saveScreenshot(page, 'tabs-polish-tabbar-360', { fullPage: false });

    for (const locale of ['de', 'es']) {
      await page.goto(`/${locale}/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
      await page.locator('main h1').waitFor();
      expect(await headerFit(page), locale).toEqual({
        rows: 1,
        oneRowHeight: true,
        pageOverflow: false,
        headerOverflow: false,
      });
      expect(await straySeparators(page), locale).toEqual([]);
      // Every tab bar label fits its tab.
      const clipped = await page.$$eval('nav[aria-label] li > *', (tabs) =>
        tabs.filter((tab) => tab.scrollWidth > tab.clientWidth + 1).map((tab) => tab.textContent),
      );
      expect(clipped, locale).toEqual([]);
      await saveScreenshot(page, `tabs-polish-header-360-${locale}`, { fullPage: false });
    }
    await page.setViewportSize(WIDE);
    await page.goto(`/de/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await page.locator('main h1').waitFor();
    expect(await straySeparators(page)).toEqual([]);
    await saveScreenshot(page, 'tabs-polish-header-1440-de', { fullPage: false });
    await page.close();
  });

  it('prefetches the pages of the tab bar once the bar is in view, with no tap, and follows a tab in place', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    const live = bar.locator('a[href="/live"]');
    await expect.poll(() => prefetched.has('/live'), { timeout: 10_000 }).toBe(true);
    // A client navigation: the page is not loaded again, so a value set on the window survives.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await live.click();
    await page.waitForURL(/\/live$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  });
});
