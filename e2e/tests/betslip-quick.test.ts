import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import {
  fitsInside,
  headerBalance,
  livePick,
  NARROW,
  oddsButton,
  openMatch,
  setOddsPolicy,
  signedInContext,
  slip,
  slipCount,
  WIDE,
} from './betslip-helpers.ts';

// Issue 11, Betting: with quick bet on, the Confirm button and its help text sit inside the slip
// panel (desktop) and are not cut off at 360 px; a quick bet goes through end to end at both widths.

const browser = useBrowser();

describe('quick bet (issue 11)', () => {
  for (const [name, viewport] of [
    ['1440', WIDE],
    ['360', NARROW],
  ] as const) {
    it(`fits in the slip and places a bet at ${name} px`, async () => {
      const pick = await livePick();
      const context = await signedInContext(() => browser.newContext({ viewport }));
      // Live odds move every few seconds: a quick bet takes the odds of the moment (another file
      // leaves the shared demo player on `none`, which refuses any change between click and check).
      await setOddsPolicy(context, 'any');
      const page = await context.newPage();
      await openMatch(page, pick);
      await page.getByTestId('header-balance').first().waitFor();
      if (viewport === NARROW) {
        await page.locator('[data-slip-toggle]').first().click();
        await page.locator('#bet-slip[data-open]').waitFor();
      }

      await slip(page).getByRole('switch', { name: 'Quick bet' }).check();
      await slip(page).getByLabel('Quick stake').fill('1');
      const confirm = slip(page).getByRole('button', { name: 'Confirm' });
      const hint = slip(page).getByText('With a confirmed stake, tapping live odds places a single at once.');
      // Nothing in the panel scrolls sideways (a wide row would push Confirm out of view).
      const sideways = await slip(page).evaluate(
        (panel) =>
          [panel, ...Array.from(panel.querySelectorAll('*'))].filter(
            (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
          ).length,
      );
      expect(sideways, 'elements of the slip that scroll sideways').toBe(0);
      await confirm.scrollIntoViewIfNeeded();
      const button = await fitsInside(confirm, slip(page));
      expect(button, 'Confirm inside the slip, text whole').toMatchObject({ inside: true, clipped: false });
      expect(await confirm.textContent()).toBe('Confirm');
      const help = await fitsInside(hint, slip(page));
      expect(help, 'help text inside the slip').toMatchObject({ inside: true, clipped: false });
      await saveScreenshot(page, `betslip-quick-${name}`, { fullPage: false });

      await confirm.click();
      await slip(page).getByRole('button', { name: 'Confirmed' }).waitFor();
      const before = await headerBalance(page);
      if (viewport === NARROW) {
        await slip(page).getByRole('button', { name: 'Close bet slip' }).click();
        await page.locator('#bet-slip[data-open]').waitFor({ state: 'detached' });
      }
      await oddsButton(page, pick).click();
      // The outcome of the placement is visible where the player is (the sheet opens on a phone).
      const placed = page.getByTestId('quick-success');
      const ended = slip(page)
        .getByRole('region', { name: 'Quick bet' })
        .locator('[role="status"] p')
        .filter({ hasNotText: 'Placing' })
        .first();
      await ended.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await placed.isVisible(), `quick bet refused: ${await ended.textContent()}`).toBe(true);
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before - 100);
      expect(await slipCount(page)).toBe(0);
      await saveScreenshot(page, `betslip-quick-${name}-placed`, { fullPage: false });
    });
  }
});
