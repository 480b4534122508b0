import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

/** What each new locale must show: the home heading and the slip's stake label. */
const LOCALES = {
  fr: { heading: 'Paris sportifs', stake: 'Mise' },
  it: { heading: 'Scommesse sportive', stake: 'Importo' },
  pl: { heading: 'Zakłady sportowe', stake: 'Stawka' },
  ja: { heading: 'スポーツベッティング', stake: '賭け金' },
} as const;

/** A message key rendered as text or as an accessible name: the translator's "missing" output. */
const RAW_KEY =
  /\b(?:shell|catalogue|sb|bets|cashier|auth|account|rg|betBuilder|odds|ui|error|warning|global-error)\.[A-Za-z][\w-]*(?:\.[\w-]+)*/g;
/** English interface words that every new locale translates (team names never contain them). */
const ENGLISH =
  /\b(?:Sign in|Bet slip|Top leagues|Sports betting|My bets|Search|Stake|Potential win|Live now)\b/g;

/** Raw keys and English words in the visible text and the accessible names under `selector`. */
function leftovers(page: Page, selector: string) {
  return page.evaluate(
    ({ selector, raw, english }) => {
      const root = document.querySelector(selector) as HTMLElement;
      const names = Array.from(root.querySelectorAll('[aria-label], [title], [placeholder]')).map((el) =>
        ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
      );
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, not script or hidden text.
      const text = `${root.innerText}\n${names.join('\n')}`;
      return {
        keys: text.match(new RegExp(raw, 'g')) ?? [],
        english: text.match(new RegExp(english, 'g')) ?? [],
      };
    },
    { selector, raw: RAW_KEY.source, english: ENGLISH.source },
  );
}

/** Whether the header keeps one row, the page has no sideways scroll, and no tab bar label is clipped. */
function shellFit(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('header')?.firstElementChild as HTMLElement;
    const items = Array.from(row.children).filter(
      (el) =>
        (el as HTMLElement).offsetParent !== null && !el.querySelector('#site-search, [role="combobox"]'),
    );
    const centres = items.map((el) => {
      const r = el.getBoundingClientRect();
      return Math.round((r.top + r.bottom) / 2);
    });
    const clipped = Array.from(document.querySelectorAll('nav[aria-label] li > *'))
      .filter((tab) => tab.scrollWidth > tab.clientWidth + 1)
      .map((tab) => tab.textContent);
    return {
      headerRows: new Set(centres).size,
      headerOverflow: row.scrollWidth > row.clientWidth + 1,
      pageOverflow: document.documentElement.scrollWidth > window.innerWidth,
      clipped,
    };
  });
}

describe('French, Italian, Polish and Japanese (issue 11)', () => {
  it('the home page and the phone slip speak each language and fit at 360 px', async () => {
    for (const [locale, expected] of Object.entries(LOCALES)) {
      const page = await browser.newPage({ viewport: NARROW });
      await page.goto(`/${locale}`, { waitUntil: 'load' });
      const heading = page.locator('main h1');
      await heading.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), locale).toBe(locale);
      expect(await page.evaluate(() => document.documentElement.dir), locale).toBe('ltr');
      expect(await heading.textContent(), locale).toBe(expected.heading);
      expect(await leftovers(page, 'body'), locale).toEqual({ keys: [], english: [] });
      expect(await shellFit(page), locale).toEqual({
        headerRows: 1,
        headerOverflow: false,
        pageOverflow: false,
        clipped: [],
      });
      await saveScreenshot(page, `locales-ltr-home-360-${locale}`, { fullPage: false });

      // The first selection opens the slip sheet, in the page's language.
      await page.locator('main button[data-outcome-id]:not([disabled])').first().click();
      const sheet = page.locator('#bet-slip[data-open]');
      await sheet.waitFor();
      await sheet.locator('label', { hasText: expected.stake }).first().waitFor();
      expect(await leftovers(page, '#bet-slip'), locale).toEqual({ keys: [], english: [] });
      await saveScreenshot(page, `locales-ltr-slip-360-${locale}`, { fullPage: false });
      await page.close();
    }
  });

  it('the home page with a selection in the slip, at 1440 px', async () => {
    for (const [locale, expected] of Object.entries(LOCALES)) {
      const page = await browser.newPage({ viewport: WIDE });
      await page.goto(`/${locale}`, { waitUntil: 'load' });
      await page.locator('main h1').waitFor();
      await page.locator('main button[data-outcome-id]:not([disabled])').first().click();
      const slip = page.locator('#bet-slip');
      await slip.locator('label', { hasText: expected.stake }).first().waitFor();
      expect(await leftovers(page, 'body'), locale).toEqual({ keys: [], english: [] });
      await saveScreenshot(page, `locales-ltr-home-slip-1440-${locale}`, { fullPage: false });
      await page.close();
    }
  });
});
