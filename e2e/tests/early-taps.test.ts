import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { bettableMatch } from '../src/cashier.ts';

// A tap on odds made as soon as a page shows, before the page's code has hydrated it, must reach the
// slip (issue 13): React drops a click on a part it cannot hydrate at once, so nothing the page draws
// at load may wait on a fetch while hydrating (a lazy message namespace held a match page's whole
// hydration: every tap in that time was lost, and the fresh test run lost one under load).

const browser = useBrowser();

describe('early taps', () => {
  it('keeps an odds tap made on a match page as soon as it loads, on a slow phone (CPU 8x slower)', async () => {
    const match = await bettableMatch();
    const market = match.main_market;
    const outcome = market?.outcomes[0];
    if (!market || !outcome) throw new Error(`match ${match.id} has no main market`);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(`/en/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const odds = page.locator(
      `main button[data-match-id="${match.id}"][data-market-key="${market.id}|${market.specifier}"][data-outcome-id="${outcome.id}"]`,
    );
    await odds.first().click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.locator('#bet-slip [data-selection-id]').first().waitFor({ timeout: 15_000 });
    expect(await odds.first().getAttribute('aria-pressed')).toBe('true');
  });
});
