import { mkdirSync } from 'node:fs';
import type { DevMailboxResponse, MarketsResponse, MatchesResponse } from '@sportsbook/contract';
import { FRACTIONAL_LADDER } from '@sportsbook/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiGet, apiPost, stackUrls } from '../src/env.ts';
import { SCREENSHOT_DIR, saveScreenshot } from '../src/screenshot.ts';

const V2 = '/api/sportsbook/v2';
const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };
const WIDTHS = [NARROW, WIDE] as const;

async function api<T>(path: string, locale = 'en'): Promise<T> {
  const res = await fetch(new URL(`${V2}${path}`, stackUrls().apiUrl), {
    headers: { 'Accept-Language': locale },
  });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

/** A prematch soccer match offering double chance and the 3-way handicap. */
async function soccerMatch() {
  const { data } = await api<MatchesResponse>(
    '/matches?sport_key=soccer&type=match&match_status=prematch&bettable=true&limit=20',
  );
  for (const match of data) {
    const { data: markets } = await api<MarketsResponse>(`/matches/${match.id}/markets`);
    if (markets.some((m) => m.id === 10) && markets.some((m) => m.id === 14)) return match;
  }
  throw new Error('no prematch soccer match with double chance in the seed');
}

/** The visible text of every odds column header of the page, one array per header. */
async function columnHeaders(page: Page): Promise<string[][]> {
  // React reveals streamed content in batches after load: wait for the first header.
  await page.locator('[data-testid="odds-columns"]:visible').first().waitFor();
  return page.$$eval('[data-testid="odds-columns"]', (headers) =>
    headers
      .filter((h) => (h as HTMLElement).offsetParent !== null)
      .map((h) => Array.from(h.querySelectorAll('span > span')).map((s) => (s.textContent ?? '').trim())),
  );
}

describe('listings polish (issue 11)', () => {
  it('prints fractional odds on the bookmakers ladder (no 283/28)', async () => {
    const ladder = new Set(FRACTIONAL_LADDER.map((p) => `${p.numerator}/${p.denominator}`));
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: 'sb_odds', value: 'british', url: stackUrls().webUrl }]);
      const page = await context.newPage();
      await page.goto('/soccer', { waitUntil: 'load' });
      await page.locator('main button[data-outcome-id]:not([disabled])').first().waitFor();
      const shown = await page.$$eval('main button[data-outcome-id]:not([disabled])', (buttons) =>
        buttons.map((b) => (b.lastElementChild?.textContent ?? '').trim()),
      );
      expect(shown.length).toBeGreaterThan(5);
      expect(shown.filter((text) => !ladder.has(text))).toEqual([]);
      await saveScreenshot(page, `listings-fractional-${viewport.width}`, { fullPage: false });
    }
  });

  it('heads the odds of every listing with their columns (1 X 2, 1 2) in every locale', async () => {
    for (const viewport of WIDTHS) {
      const page = await browser.newPage({ viewport });
      await page.goto('/soccer', { waitUntil: 'load' });
      const soccer = await columnHeaders(page);
      expect(soccer.length).toBeGreaterThan(0);
      expect(soccer[0]).toEqual(['1', 'X', '2']);
      await saveScreenshot(page, `listings-columns-soccer-${viewport.width}`, { fullPage: false });
      await page.goto('/ar/soccer', { waitUntil: 'load' });
      expect((await columnHeaders(page))[0]).toEqual(['1', 'X', '2']);
      await saveScreenshot(page, `listings-columns-ar-${viewport.width}`, { fullPage: false });
    }
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto('/tennis', { waitUntil: 'load' });
    expect((await columnHeaders(page))[0]).toEqual(['1', '2']);
    await page.goto('/live', { waitUntil: 'load' });
    await page.locator('main button[data-outcome-id]').first().waitFor();
    // Every list of live rows with odds has a header above its first row.
    const listsWithoutHeader = await page.$$eval(
      'main ul',
      (lists) =>
        lists.filter(
          (ul) =>
            ul.querySelector('button[data-outcome-id]') !== null &&
            ul.firstElementChild?.getAttribute('data-testid') !== 'odds-columns',
        ).length,
    );
    expect(listsWithoutHeader).toBe(0);
    for (const locale of ['de', 'ru']) {
      await page.goto(`/${locale}/soccer`, { waitUntil: 'load' });
      const labels = (await columnHeaders(page))[0] ?? [];
      expect(labels, locale).toHaveLength(3);
      expect(labels.every((label) => label !== '' && !label.startsWith('catalogue.'))).toBe(true);
    }
  }, 120_000);

  it('shows double chance as 1X 12 X2 where names would be cut alike, and names the handicap draw in German', async () => {
    const match = await soccerMatch();
    for (const viewport of WIDTHS) {
      const page = await browser.newPage({ viewport });
      await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
      const doubleChance = page.locator('details[data-market-key="10|"]');
      await doubleChance.scrollIntoViewIfNeeded();
      // What each button shows: its visible label text, and whether that text is cut off.
      const labels = await doubleChance.locator('button').evaluateAll((buttons) =>
        buttons.map((b) => {
          const label = b.firstElementChild as HTMLElement;
          const visible =
            Array.from(label.querySelectorAll('span')).find((s) => s.offsetParent !== null) ?? label;
          // A short label is drawn by CSS from data-short.
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the player reads
          const text = (visible.dataset.short ?? visible.innerText).trim();
          return { text, cut: label.scrollWidth > label.clientWidth + 1 };
        }),
      );
      expect(labels).toHaveLength(3);
      expect(new Set(labels.map((l) => l.text)).size, JSON.stringify(labels)).toBe(3);
      expect(labels.filter((l) => l.cut)).toEqual([]);
      if (viewport === NARROW) expect(labels.map((l) => l.text)).toEqual(['1X', '12', 'X2']);
      await doubleChance.screenshot({ path: screenshotPath(`match-double-chance-${viewport.width}`) });
    }
    const { data: german } = await api<MarketsResponse>(`/matches/${match.id}/markets`, 'de');
    const handicapDraws = german.filter((m) => m.id === 14).map((m) => m.outcomes[1]?.name ?? '');
    expect(handicapDraws.length).toBeGreaterThan(0);
    expect(handicapDraws.every((name) => name.startsWith('Unentschieden ('))).toBe(true);
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto(`/de/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/\bDraw \(/);
  });

  it('lists outrights by price, favourite first, with the same dates on the card and the page', async () => {
    const odds = (page: Page, scope: string) =>
      page.$$eval(`${scope} button[data-outcome-id]`, (buttons) =>
        buttons.map((b) => Number((b.lastElementChild?.textContent ?? '').trim())),
      );
    const ascending = (list: number[]) =>
      list.every((value, i) => i === 0 || value >= (list[i - 1] as number));
    for (const viewport of WIDTHS) {
      const page = await browser.newPage({ viewport });
      await page.goto('/soccer?tab=outrights', { waitUntil: 'load' });
      const card = page.locator('main li:has(button[data-outcome-id])').first();
      await card.waitFor();
      const cardOdds = await odds(page, 'main li:has(button[data-outcome-id]) >> nth=0 >>');
      expect(cardOdds.length).toBeGreaterThan(1);
      expect(ascending(cardOdds), cardOdds.join(' ')).toBe(true);
      const cardDates = (await card.locator('time').textContent())?.trim();
      await saveScreenshot(page, `outrights-card-${viewport.width}`, { fullPage: false });
      await card.locator('a').first().click();
      await page.waitForURL((url) => !url.search.includes('tab='));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect((await page.locator('main header time').first().textContent())?.trim()).toBe(cardDates);
      await page.locator('main details button[data-outcome-id]').first().waitFor();
      const pageOdds = await odds(page, 'main details >> nth=0 >>');
      expect(ascending(pageOdds), pageOdds.join(' ')).toBe(true);
      await saveScreenshot(page, `outrights-page-${viewport.width}`, { fullPage: false });
    }
  });

  it('shows /blocked and /locked alone: image, text and a home button, no menu, sign-up or bet slip', async () => {
    for (const viewport of WIDTHS) {
      for (const [path, name] of [
        ['/blocked?country=FR', 'blocked'],
        ['/locked', 'locked'],
        ['/ar/locked', 'locked-ar'],
      ] as const) {
        const page = await browser.newPage({ viewport });
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('main svg').count(), path).toBeGreaterThan(0);
        expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        expect(await page.locator('main a[href="/"], main a[href="/ar"]').count(), path).toBe(1);
        // Nothing of the shell: no navigation, no sign-in or sign-up, no bet slip, no tab bar.
        expect(await page.locator('nav, header, footer, aside').count(), path).toBe(0);
        // (Next's dev tools button only exists under `next dev`.)
        expect(await page.locator('button:not([data-nextjs-dev-tools-button])').count(), path).toBe(0);
        expect(await page.getByRole('link').count(), path).toBe(1);
        await saveScreenshot(page, `fallback-${name}-${viewport.width}`, { fullPage: false });
      }
    }
  });

  it('fails no request on signed-in pages, and signing out clears the "Saved" message', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    await signedInPlayer(context);
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => {
      // Navigations cancel the previous page's streams and prefetches: not failures of the page.
      if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) failed.push(`failed ${request.url()}`);
    });
    const match = await soccerMatch();
    for (const path of ['/', '/soccer', `/soccer/${match.slug}`, '/my-bets', '/responsible-gambling']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(failed).toEqual([]);

    // A limit saved, then sign-out: the page no longer says "Saved".
    const form = page.locator('form').filter({ has: page.locator('select[name="type"]') });
    await form.locator('select[name="type"]').selectOption('deposit');
    await form.locator('input[name="value"]').fill('50');
    await form.locator('select[name="period"]').selectOption('week');
    await form.locator('button[type="submit"]').click();
    const saved = page.getByText(/^Saved\./);
    await saved.waitFor();
    await page.getByTestId('account-button').click();
    await page.getByTestId('sign-out').click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await saved.count()).toBe(0);
    await saveScreenshot(page, 'signed-out-responsible-gambling-1440', { fullPage: false });
  });

  it('shows tennis live rows and the match header in sets, games and points with the server marked', async () => {
    const { data } = await api<MatchesResponse>(
      '/matches?type=match&match_status=live&sport_key=tennis&limit=5',
    );
    const match = data.find((m) => m.type === 'match' && m.statistics?.current_server != null);
    expect(match, 'a live tennis match in the seed').toBeDefined();
    if (!match) return;
    for (const viewport of WIDTHS) {
      const page = await browser.newPage({ viewport });
      await page.goto('/tennis', { waitUntil: 'load' });
      const row = page.locator(`li[data-match-id="${match.id}"]`);
      await row.locator('[data-score="home"]').waitFor();
      const parts = async (side: string) =>
        row
          .locator(`[data-score="${side}"] [data-part]`)
          .evaluateAll((spans) => spans.map((s) => s.getAttribute('data-part')));
      expect(await parts('home')).toEqual(['serve', 'sets', 'games', 'points']);
      expect(await parts('away')).toEqual(['serve', 'sets', 'games', 'points']);
      // Exactly one side serves, and says so to screen readers.
      expect(await row.locator('[data-part="serve"]:has(.visually-hidden)').count()).toBe(1);
      await row.screenshot({ path: screenshotPath(`tennis-live-row-${viewport.width}`) });
      await page.goto(`/tennis/${match.slug}`, { waitUntil: 'load' });
      const header = page.locator('main header').first();
      await expect(header.locator('[data-score="game"]').textContent()).resolves.toMatch(
        /\d+–\d+\s*(\d+|A)–(\d+|A)/,
      );
      await header.screenshot({ path: screenshotPath(`tennis-match-header-${viewport.width}`) });
    }
  });
});

function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return `${SCREENSHOT_DIR}/${name}.png`;
}

/** A confirmed player signed in in `context` through the API (cookie session). */
async function signedInPlayer(context: BrowserContext): Promise<void> {
  const email = `e2e-polish-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'correct-horse-9';
  await apiPost('/api/platform/users', { email, password, currency: 'EUR' });
  const { data } = await apiGet<DevMailboxResponse>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await apiGet(`/api/platform/users/confirmation?confirmation_token=${data[0]?.token}`);
  const response = await context.request.post('/api/platform/users/sign_in', { data: { email, password } });
  expect(response.status()).toBe(200);
}
