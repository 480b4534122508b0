import type { Match, MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { bettableMatch, newPlayer, signInContext } from '../src/cashier.ts';
import { apiGet } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Arabic pages (issue 11 "Keyboard and right to left"): numbers with a sign or unit keep it on their
// side, Latin team names lose their end to the ellipsis, the slip's Max button fits. Measured on the
// rendered text: where the glyphs of one string sit, and the bidi styles of the element around them.

const browser = useBrowser({ locale: 'ar' });
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

/**
 * Where the first character and the rest of the text of the first `selector` element whose text
 * matches `pattern` are drawn, and the direction and unicode-bidi of the element holding the text.
 */
function glyphs(page: Page, selector: string, pattern: RegExp) {
  return page.evaluate(
    ([sel, source]) => {
      const re = new RegExp(source);
      const host = Array.from(document.querySelectorAll<HTMLElement>(sel)).find((el) =>
        re.test(el.textContent?.trim() ?? ''),
      );
      if (!host) return null;
      const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
      let node: Text | null = null;
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        if (re.test(text.data.trim())) node = text;
      }
      if (!node) return null;
      const start = node.data.indexOf(node.data.trim());
      const end = start + node.data.trim().length;
      const rect = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        const r = range.getBoundingClientRect();
        return { left: r.left, right: r.right };
      };
      const parent = node.parentElement as HTMLElement;
      const style = getComputedStyle(parent);
      return {
        text: node.data.trim(),
        first: rect(start, start + 1),
        rest: rect(start + 1, end),
        last: rect(end - 1, end),
        head: rect(start, end - 1),
        direction: style.direction,
        unicodeBidi: style.unicodeBidi,
      };
    },
    [selector, pattern.source] as const,
  );
}

async function liveSoccerMatch(): Promise<Match | undefined> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=live&sport_key=soccer&limit=50',
  );
  return data.find((m): m is Match => m.type === 'match');
}

describe('Arabic bidi (issue 11)', () => {
  it('keeps "+19" and "80\'" in order and ellipsises a Latin team name at its end', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto('/ar/live', { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('main li[data-match-id]').first().waitFor();

    // "+19": the market count link of a row, the plus drawn left of the digits.
    const more = await glyphs(page, 'main li[data-match-id] a', /^\+\d+$/);
    expect(more, 'a "+N" market count').not.toBeNull();
    if (!more) return;
    expect(more.first.right).toBeLessThanOrEqual(more.rest.left + 0.5);
    expect({ direction: more.direction, unicodeBidi: more.unicodeBidi }).toEqual({
      direction: 'ltr',
      unicodeBidi: 'isolate',
    });

    // "80'": the live minute, its apostrophe right of the number.
    const minute = await glyphs(page, 'main [data-clock]', /^\d+'$/);
    expect(minute, 'a running minute').not.toBeNull();
    if (!minute) return;
    expect(minute.last.left).toBeGreaterThanOrEqual(minute.head.right - 0.5);
    expect(minute.direction).toBe('ltr');

    // A Latin team name too long for its row: cut at its end, its start still shown.
    const name = await page.evaluate(() => {
      const names = Array.from(
        document.querySelectorAll<HTMLElement>('main li[data-match-id] [data-team-name]'),
      );
      let el = names.find((n) => n.scrollWidth > n.clientWidth);
      if (!el && names[0]) {
        // No seeded name overflows here: give one a long Latin name, as a feed may.
        el = names[0];
        el.textContent = 'Borussia Mönchengladbach Amateure';
      }
      if (!el) return null;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.setStart(el.firstChild as Text, 0);
      range.setEnd(el.firstChild as Text, 1);
      const first = range.getBoundingClientRect();
      return {
        overflows: el.scrollWidth > el.clientWidth,
        textOverflow: style.textOverflow,
        direction: style.direction,
        unicodeBidi: style.unicodeBidi,
        startShown: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
      };
    });
    expect(name).toEqual({
      overflows: true,
      textOverflow: 'ellipsis',
      direction: 'ltr',
      unicodeBidi: 'isolate',
      startShown: true,
    });
    // A short Latin name still sits at the page's start (right), beside its crest.
    const short = await page.evaluate(() => {
      const names = Array.from(
        document.querySelectorAll<HTMLElement>('main li[data-match-id] [data-team-name]'),
      );
      const el = names.find((n) => n.scrollWidth <= n.clientWidth && n.firstChild);
      if (!el) return null;
      const range = document.createRange();
      range.selectNodeContents(el);
      return { gap: el.getBoundingClientRect().right - range.getBoundingClientRect().right };
    });
    expect(short?.gap ?? Number.NaN).toBeLessThan(1);
    await saveScreenshot(page, 'rtl-ar-live-360', { fullPage: false });
  });

  it('keeps the match page and listing readable at 360 and 1440 px (screenshots)', async () => {
    const match = (await liveSoccerMatch()) ?? (await bettableMatch());
    for (const [label, viewport] of [
      ['360', NARROW],
      ['1440', WIDE],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`/ar/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
      await page.locator('main h1').waitFor();
      // Odds keep their decimal point between the digits: an ltr isolate. A live match's markets
      // may all be locked by a bet stop for up to 20 s (a lock icon, no odds), so wait for odds.
      const oddsGlyphs = () => glyphs(page, 'main button[data-outcome-id] > span:last-child', /^\d+\.\d+$/);
      await expect.poll(async () => (await oddsGlyphs())?.direction, { timeout: 30_000 }).toBe('ltr');
      await saveScreenshot(page, `rtl-ar-match-${label}`, { fullPage: false });
      await page.goto('/ar/soccer', { waitUntil: 'load' });
      await page.locator('main li[data-match-id]').first().waitFor();
      await saveScreenshot(page, `rtl-ar-listing-${label}`, { fullPage: false });
    }
  });

  it("fits the slip's Max button at 360 px", async () => {
    const match = await bettableMatch();
    const email = await newPlayer('rtl');
    const context = await browser.newContext({ viewport: NARROW });
    await signInContext(context, email);
    const page = await context.newPage();
    const market = match.main_market;
    const outcome = market?.outcomes[0];
    if (!market || !outcome) throw new Error('no main market');
    await page.goto(`/ar/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    await page.getByTestId('header-balance').first().waitFor();
    await page
      .locator(
        `main button[data-match-id="${match.id}"][data-market-key="${market.id}|${market.specifier}"][data-outcome-id="${outcome.id}"]`,
      )
      .first()
      .click();
    const max = page.locator('#bet-slip [data-testid="stake-max"]');
    await max.waitFor();
    // Its text fits inside the padding, not only inside the border: scrollWidth and the width of
    // the drawn text against the content box.
    const fit = () =>
      max.evaluate((el) => {
        const style = getComputedStyle(el);
        const content =
          el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const range = document.createRange();
        range.selectNodeContents(el.firstChild as Node);
        return {
          text: el.textContent ?? '',
          scrollFits: el.scrollWidth <= el.clientWidth,
          textFits: range.getBoundingClientRect().width <= content + 0.5,
        };
      });
    expect(await fit()).toMatchObject({ scrollFits: true, textFits: true });
    expect((await fit()).text).toContain('الأقصى');
    await saveScreenshot(page, 'rtl-ar-slip-max-360', { fullPage: false });
    // The desktop column is narrower than a phone's sheet.
    await page.setViewportSize(WIDE);
    expect(await fit()).toMatchObject({ scrollFits: true, textFits: true });
    await saveScreenshot(page, 'rtl-ar-slip-max-1440', { fullPage: false });
  });
});
