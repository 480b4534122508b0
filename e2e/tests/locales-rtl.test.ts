import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiGet } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Hebrew, Persian and Urdu (issue 11): each page is right to left, translated, and shows no raw
// message key; the switcher names each language in itself; Urdu text gets a Nastaliq face.

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../apps/web/messages');

/** Every namespace's catalogue of `locale` merged (the files the web app ships). */
function messages(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const namespace of readdirSync(MESSAGES_DIR)) {
    Object.assign(
      merged,
      JSON.parse(readFileSync(path.join(MESSAGES_DIR, namespace, `${locale}.json`), 'utf8')),
    );
  }
  return merged;
}

const ENGLISH_KEYS = Object.keys(messages('en'));
/** Text that looks like an untranslated message key ("catalogue.home.title", "sb.ticket.stake"). */
const KEY_LIKE =
  /\b(?:shell|catalogue|auth|account|bets|sb|betBuilder|cashier|rg|odds|ui|error|warning)\.[\w.-]+/g;

/** Message keys shown as text in `selector` (raw keys, or anything shaped like one). */
async function rawKeys(page: Page, selector = 'body'): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts (scripts carry the catalogue)
  const text = await page.locator(selector).innerText();
  const shown = ENGLISH_KEYS.filter((key) => text.includes(key));
  return [...new Set([...shown, ...(text.match(KEY_LIKE) ?? [])])];
}

/** Console messages about missing translations (none are expected). */
function watchMissingMessages(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/missing|untranslated|MISSING_MESSAGE/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const CASES = [
  { locale: 'he', selfName: 'עברית', viewport: NARROW, width: 360 },
  { locale: 'fa', selfName: 'فارسی', viewport: NARROW, width: 360 },
  { locale: 'ur', selfName: 'اردو', viewport: WIDE, width: 1440 },
] as const;

describe('right-to-left locales (issue 11)', () => {
  for (const { locale, selfName, viewport, width } of CASES) {
    it(`${locale}: home page and bet slip are right to left and fully translated at ${width} px`, async () => {
      const t = messages(locale);
      const page = await browser.newPage({ viewport });
      const missing = watchMissingMessages(page);
      await page.goto(`/${locale}`, { waitUntil: 'load' });

      const html = await page.evaluate(() => ({
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        direction: getComputedStyle(document.body).direction,
      }));
      expect(html).toEqual({ dir: 'rtl', lang: locale, direction: 'rtl' });
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe(t['catalogue.home.title']);
      expect(t['catalogue.home.title']).not.toBe(messages('en')['catalogue.home.title']);

      // The language switcher lists every RTL language by its own name.
      const options = await page.$$eval('select option[lang]', (els) =>
        Object.fromEntries(els.map((el) => [el.getAttribute('value'), el.textContent])),
      );
      expect(options).toMatchObject({ he: 'עברית', fa: 'فارسی', ur: 'اردو' });
      expect(options[locale]).toBe(selfName);

      if (locale === 'ur') {
        const nastaliq = await page.evaluate(async () => {
          await document.fonts.ready;
          const family = getComputedStyle(document.body).fontFamily;
          await document.fonts.load('16px "Sportsbook Nastaliq"', 'اردو');
          return { family, loaded: document.fonts.check('16px "Sportsbook Nastaliq"', 'اردو') };
        });
        expect(nastaliq.family).toMatch(/^"?Sportsbook Nastaliq/);
        expect(nastaliq.loaded).toBe(true);
      }

      expect(await rawKeys(page)).toEqual([]);
      await saveScreenshot(page, `locales-rtl-home-${locale}-${width}`, { fullPage: false });

      // One selection on the slip: the phone opens it from the tab bar (unless the sheet opened by
      // itself), the desktop shows it beside the listing.
      await page.locator('main button[data-outcome-id]:not([disabled])').first().click();
      const slip = page.locator('#bet-slip');
      const single = slip.getByRole('heading', { name: t['sb.ticket.single'] });
      if (width === 360) {
        const tabBar = page.getByRole('navigation', { name: t['shell.nav.mobile'] });
        const oneSelection = (t['sb.ticket.selections.one'] ?? '').replace('{count}', '1');
        const slipTab = tabBar.getByRole('button', { name: `${t['shell.nav.betSlip']} ${oneSelection}` });
        await slipTab.waitFor();
        const clipped = await page.$$eval('nav[aria-label] li > *', (tabs) =>
          tabs.filter((tab) => tab.scrollWidth > tab.clientWidth + 1).map((tab) => tab.textContent),
        );
        expect(clipped).toEqual([]);
        // The sheet may stay open from an earlier page; its filled slip then loads inside it.
        const sheetOpen = await slip.evaluate((el) => el.hasAttribute('data-open'));
        if (!sheetOpen && !(await single.isVisible())) await slipTab.click();
      }
      await single.waitFor();
      await slip
        .getByText(t['sb.ticket.potentialWin'] ?? '')
        .first()
        .waitFor();
      expect(await rawKeys(page, '#bet-slip')).toEqual([]);
      await saveScreenshot(page, `locales-rtl-slip-${locale}-${width}`, { fullPage: false });
      expect(missing).toEqual([]);
      await page.close();
    });
  }

  it('match page: market groups and markets carry the server names of each language', async () => {
    const { data } = await apiGet<MatchesResponse>(
      '/api/sportsbook/v2/matches?sport_key=soccer&type=match&match_status=prematch&bettable=true&limit=1',
    );
    const match = data[0];
    if (!match) throw new Error('no prematch soccer match in the seed');
    const main = { he: 'ראשי', fa: 'اصلی', ur: 'مین' } as const;
    for (const { locale, viewport, width } of CASES) {
      const page = await browser.newPage({ viewport });
      await page.goto(`/${locale}/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
      const groups = page.getByRole('navigation', { name: messages(locale)['catalogue.markets.groups'] });
      await groups.getByRole('link', { name: main[locale] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await rawKeys(page)).toEqual([]);
      await saveScreenshot(page, `locales-rtl-match-${locale}-${width}`, { fullPage: false });
      await page.close();
    }
  });
});
