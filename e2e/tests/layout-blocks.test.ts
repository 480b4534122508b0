import { LAYOUT_BLOCK_TYPES, type LayoutResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { newPlayer, signInContext } from '../src/cashier.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Layout blocks (SPEC §2): the home page and the shell's slots are drawn from the documents of the
// content API; an operator's PUT changes the site within the web server's 3 s reuse, no rebuild.

const browser = useBrowser();
const KEY = 'Bearer dev-content-key';
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

async function layout(page: string, query = ''): Promise<LayoutResponse> {
  const res = await fetch(new URL(`/api/content/layouts/${page}${query}`, stackUrls().apiUrl));
  return (await res.json()) as LayoutResponse;
}

/** Replaces a page's document (from its current version); returns the answer. */
async function putLayout(page: string, blocks: unknown[], opts: { draft?: boolean; variant?: string } = {}) {
  const current = opts.draft ? 0 : (await layout(page)).version;
  const res = await fetch(new URL(`/api/content/layouts/${page}`, stackUrls().apiUrl), {
    method: 'PUT',
    headers: { authorization: KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      base_version: current,
      draft: opts.draft ?? false,
      document: { schema_version: 1, variant: opts.variant ?? 'default', blocks },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LayoutResponse;
}

/** Reloads until `probe` holds: the web server re-reads a document at most every 3 s. */
async function reloadUntil(page: Page, path: string, probe: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.goto(path, { waitUntil: 'load' });
        return probe();
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(true);
}

const defaults = { home: [] as unknown[], tabs: [] as unknown[] };
/** The shipped documents of the slots a test edited, put back after it. */
const shippedSlots = new Map<string, unknown[]>();

afterAll(async () => {
  // Later test files see the shipped layout again, even when a test above failed.
  if (defaults.home.length > 0) await putLayout('home', defaults.home);
  if (defaults.tabs.length > 0) await putLayout('tab-bar-mobile', defaults.tabs);
  for (const [slot, blocks] of shippedSlots) await putLayout(slot, blocks);
});

/** Appends blocks to a slot's document, keeping its shipped blocks (put back in afterAll). */
async function extendSlot(slot: string, extra: unknown[]): Promise<void> {
  const shipped = (await layout(slot)).document.blocks;
  shippedSlots.set(slot, shipped);
  await putLayout(slot, [...shipped, ...extra]);
}

const XSS =
  '<p>Double odds <img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">terms</a></p>';

/** The horizontal centre of main, doubled (x + width), to compare with a centred column's. */
async function mainCentre(page: Page): Promise<number> {
  const box = await page.locator('main').boundingBox();
  return (box?.x ?? 0) * 2 + (box?.width ?? 0);
}

/** How a block's list is laid out: its display and flex-wrap. */
async function listDisplay(page: Page, id: string): Promise<{ display: string; wrap: string }> {
  return page
    .locator(`main [data-block-id="${id}"] ul`)
    .first()
    .evaluate((list) => {
      const style = getComputedStyle(list);
      return { display: style.display, wrap: style.flexWrap };
    });
}

/** One block of every type, with the settings each needs. */
function everyBlock(): unknown[] {
  const settings: Record<string, unknown> = {
    text: { html: '<p>Text block</p>' },
    label: { text: 'Label block', level: 2 },
    image: { src: '/favicon.svg', alt: 'Image block', href: '/live' },
    banner: { title: 'Banner block', html: '<p>Banner body</p>', href: '/promotions' },
    button: { label: 'Button block', href: '/live' },
    modal: { trigger: 'Modal block', title: 'Modal title', html: '<p>Modal body</p>' },
    iframe: { src: 'https://example.com/', title: 'Iframe block', height: 120 },
    menu_item: { label: 'Menu item block', href: '/schedule', icon: 'calendar' },
    sub_menu: {
      links: [
        { label: 'About', href: '/about' },
        { label: 'Rules', href: '/general-rules' },
      ],
    },
    live_events: { limit: 3 },
    prematch_events: { limit: 3 },
    top_events: { limit: 3 },
    result_events: { limit: 3 },
    schedule: { limit: 3 },
    outrights: { limit: 2 },
    leagues: { limit: 4 },
    top_leagues: { limit: 4 },
  };
  return LAYOUT_BLOCK_TYPES.map((type) => ({
    id: type.replaceAll('_', '-'),
    type,
    ...(type === 'bonuses' ? { display: 'tile', content_kind: 'promo' } : {}),
    ...(type === 'sport_list' ? { display: 'slider' } : {}),
    settings: settings[type] ?? {},
  }));
}

/** Blocks that show only under conditions a visitor on the demo may not meet (signed in, a flag, data). */
const CONDITIONAL = new Set([
  'notifications',
  'jackpot_banner',
  'jackpot_card',
  'jackpot_leaderboard',
  'bonuses',
  'prediction',
]);

describe('layout blocks', () => {
  it('an edited home document changes the home page, and its HTML runs no script', async () => {
    const shipped = await layout('home');
    defaults.home = shipped.document.blocks;
    const page = await browser.newPage({ viewport: WIDE });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sports betting' }).count()).toBe(1);
    await saveScreenshot(page, 'layout-home-default-1440', { fullPage: false });

    await putLayout(
      'home',
      [
        {
          id: 'hero',
          type: 'label',
          settings: { text: 'Cup weekend', subtitle: 'Boosted odds on every final', level: 1 },
        },
        {
          id: 'promo',
          type: 'banner',
          content_kind: 'promo',
          settings: { title: 'Free bet', html: XSS, href: '/promotions' },
        },
        { id: 'leagues', type: 'top_leagues', display: 'tile', settings: { limit: 6 } },
        { id: 'sports', type: 'sport_list', display: 'slider', settings: {} },
        {
          id: 'links',
          type: 'sub_menu',
          display: 'tile',
          settings: {
            links: [
              { label: 'Live', href: '/live' },
              { label: 'Schedule', href: '/schedule' },
              { label: 'Results', href: '/results' },
            ],
          },
        },
        { id: 'live', type: 'live_events', settings: { limit: 5 } },
        {
          id: 'soon',
          type: 'prematch_events',
          title: 'Starting soon',
          display: 'slider',
          settings: { limit: 4 },
        },
        { id: 'top', type: 'top_events', title: 'Top tiles', display: 'tile', settings: { limit: 4 } },
      ],
      { variant: 'narrow' },
    );
    await reloadUntil(
      page,
      '/',
      async () => (await page.getByRole('heading', { level: 1, name: 'Cup weekend' }).count()) === 1,
    );
    expect(await page.getByRole('heading', { name: 'Upcoming top matches' }).count()).toBe(0);
    expect(await page.locator('[data-block-type="banner"]').textContent()).toContain('Double odds');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main script, main img[onerror], main a[href^="javascript"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // Narrow: one centred column of at most 720 px.
    const column = await page.locator('main [data-variant="narrow"]').boundingBox();
    expect(column?.width).toBeLessThanOrEqual(720);
    expect(Math.abs((column?.x ?? 0) * 2 + (column?.width ?? 0) - (await mainCentre(page)))).toBeLessThan(4);
    // Slider: one scrolling row; tile: a wrapping grid.
    expect(await listDisplay(page, 'sports')).toEqual({ display: 'flex', wrap: 'nowrap' });
    expect((await listDisplay(page, 'links')).display).toBe('grid');
    // Matches as cards, each with its own labels over its odds: side by side in a slider, in a grid as tiles.
    const cards = async (id: string) =>
      page.locator(`[data-block-id="${id}"] li`).evaluateAll((items) =>
        items.map((li) => {
          const box = li.getBoundingClientRect();
          return {
            x: Math.round(box.x),
            y: Math.round(box.y),
            labels: (li.querySelector('[data-card-labels]')?.textContent ?? '') !== '',
          };
        }),
      );
    const slider = await cards('soon');
    expect(slider.length).toBeGreaterThanOrEqual(2);
    expect(new Set(slider.map((c) => c.y)).size).toBe(1);
    expect(slider.every((c) => c.labels)).toBe(true);
    const tiles = await cards('top');
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    expect(tiles[1]?.y).toBe(tiles[0]?.y);
    expect(await page.locator('[data-block-id="soon"] [data-testid="odds-columns"]').count()).toBe(0);
    await page.locator('[data-block-id="top"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'layout-event-cards-1440', { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'layout-home-edited-1440', { fullPage: false });
    await page.setViewportSize(NARROW);
    await saveScreenshot(page, 'layout-home-edited-360', { fullPage: false });
  });

  it('a draft shows only under its preview token', async () => {
    const draft = await putLayout(
      'home',
      [{ id: 'next', type: 'label', settings: { text: 'Next week draft', level: 1 } }],
      {
        draft: true,
      },
    );
    const page = await browser.newPage({ viewport: WIDE });
    await page.goto(`/?preview=${draft.preview_token}`, { waitUntil: 'load' });
    expect(await page.getByRole('heading', { level: 1, name: 'Next week draft' }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Preview' }).count()).toBe(1);
    await page.goto('/', { waitUntil: 'load' });
    expect(await page.getByRole('heading', { name: 'Next week draft' }).count()).toBe(0);
  });

  for (const [name, viewport] of [
    ['360', NARROW],
    ['1440', WIDE],
  ] as const) {
    it(`a block of each type renders at ${name} px`, async () => {
      if (name === '360') await putLayout('home', everyBlock());
      const page = await browser.newPage({ viewport });
      await reloadUntil(
        page,
        '/',
        async () => (await page.locator('[data-block-type="chat_toggle"]').count()) === 1,
      );
      for (const type of LAYOUT_BLOCK_TYPES) {
        const block = page.locator(`main [data-block-type="${type}"]`);
        expect(await block.count(), type).toBe(1);
        if (!CONDITIONAL.has(type)) expect(await block.isVisible(), `${type} visible`).toBe(true);
      }
      expect(await page.getByRole('heading', { name: 'Label block' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `layout-every-block-${name}`);
    });
  }

  it('for a signed-in player the blocks shown only under conditions show too', async () => {
    // The document of every block type is still the home page (the 360 px test put it).
    const context = await browser.newContext({ viewport: WIDE });
    await signInContext(context, await newPlayer('layout-blocks'));
    const page = await context.newPage();
    await reloadUntil(
      page,
      '/',
      async () => (await page.locator('main [data-block-type="chat_toggle"]').count()) === 1,
    );
    for (const type of CONDITIONAL) {
      const block = page.locator(`main [data-block-type="${type}"]`);
      await expect
        .poll(async () => (await block.isVisible()) && ((await block.textContent()) ?? '').trim() !== '', {
          message: type,
        })
        .toBe(true);
    }
    await saveScreenshot(page, 'layout-every-block-signed-in-1440');
  });

  it('a custom page stored as a block document shows at /pages/<slug>, with its metadata; a draft only under preview', async () => {
    await putLayout('summer-cup', [
      {
        id: 'hero',
        type: 'label',
        settings: {
          text: { en: 'Summer cup', de: 'Sommerpokal' },
          subtitle: 'Every final boosted',
          level: 1,
        },
      },
      { id: 'promo', type: 'banner', content_kind: 'promo', settings: { title: 'Free bet', html: XSS } },
      {
        id: 'final',
        type: 'banner',
        content_kind: 'event',
        settings: { title: 'The final', href: '/live' },
      },
      {
        id: 'league',
        type: 'banner',
        content_kind: 'league',
        settings: { title: 'Premier League', href: '/soccer' },
      },
      { id: 'live', type: 'live_events', settings: { limit: 3 } },
    ]);
    const page = await browser.newPage({ viewport: WIDE });
    const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
    await reloadUntil(page, '/pages/summer-cup', async () => (await h1('Summer cup').count()) === 1);
    expect(await page.title()).toBe('Summer cup · Sportsbook');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Every final boosted',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/pages\/summer-cup$/);
    expect(await page.locator('main [data-block-type="live_events"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main script, main img[onerror]').count()).toBe(0);
    // Each content kind (promo, event, league) has its own border colour.
    const borders = await Promise.all(
      ['promo', 'final', 'league'].map((id) =>
        page
          .locator(`main [data-block-id="${id}"] > *`)
          .first()
          .evaluate((el) => getComputedStyle(el).borderTopColor),
      ),
    );
    expect(new Set(borders).size).toBe(3);
    await saveScreenshot(page, 'layout-custom-page-1440', { fullPage: false });
    await page.goto('/de/pages/summer-cup', { waitUntil: 'load' });
    expect(await h1('Sommerpokal').count()).toBe(1);

    // A draft of a page never published: 404 for visitors, drawn under its preview token.
    const draft = await putLayout(
      'autumn-cup',
      [{ id: 'hero', type: 'label', settings: { text: 'Autumn cup draft', level: 1 } }],
      { draft: true },
    );
    expect((await page.goto('/pages/autumn-cup', { waitUntil: 'load' }))?.status()).toBe(404);
    const previewed = await page.goto(`/pages/autumn-cup?preview=${draft.preview_token}`, {
      waitUntil: 'load',
    });
    expect(previewed?.status()).toBe(200);
    expect(await h1('Autumn cup draft').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // The shell's slots and the home page are not pages of their own.
    for (const slug of ['header', 'tab-bar-mobile', 'home']) {
      expect((await page.goto(`/pages/${slug}`, { waitUntil: 'load' }))?.status(), slug).toBe(404);
    }
  });

  it('the header, both sidebars and the mobile side menu follow their slot documents', async () => {
    await extendSlot('header', [
      { id: 'rules', type: 'button', settings: { label: 'House rules', href: '/general-rules' } },
    ]);
    await extendSlot('left-sidebar-desktop', [
      {
        id: 'cup',
        type: 'menu_item',
        settings: { label: 'Cup specials', href: '/promotions', icon: 'gift' },
      },
    ]);
    await extendSlot('right-sidebar-desktop', [
      { id: 'promo', type: 'banner', settings: { title: 'Weekend boost', href: '/promotions' } },
      { id: 'clock', type: 'clock', settings: {} },
    ]);
    await extendSlot('side-menu-mobile', [
      { id: 'help', type: 'sub_menu', settings: { links: [{ label: 'Help me', href: '/help-center' }] } },
    ]);
    const page = await browser.newPage({ viewport: WIDE });
    const right = page.getByRole('complementary', { name: 'More' });
    // Every slot is read on its own (each at most every 3 s): wait until all four show the edit.
    await reloadUntil(
      page,
      '/live',
      async () =>
        (await right.count()) === 1 &&
        (await page.getByRole('link', { name: 'House rules' }).count()) === 1 &&
        (await page.getByRole('link', { name: 'Cup specials' }).count()) === 1 &&
        (await page.locator('a', { hasText: 'Help me' }).count()) === 1,
    );
    expect(await page.locator('header').getByRole('link', { name: 'House rules' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Cup specials' }).isVisible()).toBe(true);
    expect(await right.getByText('Weekend boost').isVisible()).toBe(true);
    expect(await right.locator('[data-block-type="clock"]').count()).toBe(1);
    // The right sidebar's blocks sit under the bet slip in the right column, and stay in view with it.
    const slipBox = await page.locator('#bet-slip').boundingBox();
    const rightBox = await right.boundingBox();
    expect(rightBox && slipBox && Math.abs(rightBox.x - slipBox.x) < 2).toBe(true);
    expect(rightBox && slipBox && Math.abs(rightBox.width - slipBox.width) < 2).toBe(true);
    expect(rightBox && slipBox && rightBox.y >= slipBox.y + slipBox.height).toBe(true);
    await saveScreenshot(page, 'layout-slots-1440', { fullPage: false });
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    expect(await right.getByText('Weekend boost').isVisible()).toBe(true);
    const scrolled = await right.boundingBox();
    expect(scrolled && scrolled.y >= 0 && scrolled.y + scrolled.height <= WIDE.height).toBe(true);
    await saveScreenshot(page, 'layout-right-sidebar-1440', { fullPage: false });

    // On a phone the right sidebar is not shown; the side menu carries its blocks in the drawer.
    await page.setViewportSize(NARROW);
    expect(await right.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Help me' }).waitFor();
    await saveScreenshot(page, 'layout-side-menu-360', { fullPage: false });

    // Put back: later test files see the shipped shell.
    for (const [slot, blocks] of shippedSlots) await putLayout(slot, blocks);
    shippedSlots.clear();
    await page.setViewportSize(WIDE);
    await reloadUntil(
      page,
      '/live',
      async () =>
        (await right.count()) === 0 &&
        (await page.locator('a', { hasText: /House rules|Cup specials|Help me/ }).count()) === 0,
    );
  });

  it('the mobile tab bar follows its slot document', async () => {
    defaults.tabs = (await layout('tab-bar-mobile')).document.blocks;
    await putLayout('tab-bar-mobile', [
      ...defaults.tabs,
      {
        id: 'results',
        type: 'menu_item',
        settings: { label: { t: 'shell.nav.results' }, href: '/results', icon: 'trophy' },
      },
    ]);
    const page = await browser.newPage({ viewport: NARROW });
    await reloadUntil(
      page,
      '/',
      async () => (await page.locator('[data-fixed="bottom"] a[href$="/results"]').count()) === 1,
    );
    const tabs = page.locator('[data-fixed="bottom"] li');
    expect(await tabs.count()).toBe(5);
    // One row: every tab starts at the same height.
    const tops = await tabs.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await saveScreenshot(page, 'layout-tab-bar-360', { fullPage: false });
  });

  it('with the shipped home document put back, the home page is the shipped one again', async () => {
    await putLayout('home', defaults.home);
    const page = await browser.newPage({ viewport: WIDE });
    await reloadUntil(
      page,
      '/',
      async () => (await page.getByRole('heading', { level: 1, name: 'Sports betting' }).count()) === 1,
    );
    expect(await page.getByRole('heading', { level: 2, name: 'Upcoming top matches' }).count()).toBe(1);
  });
});
