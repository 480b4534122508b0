import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { addSelection, bettableMatch } from '../src/cashier.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// The keyboard alone (issue 11 "Keyboard and right to left"): the skip link and shortcut to the
// stake field, the phone slip sheet keeping focus while open, focus on the new page's heading after
// a client-side navigation.

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

/** What has focus: tag, the stake-field marker, inside the slip, its text or label. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      stake: el?.hasAttribute('data-stake-input') ?? false,
      inSlip: !!el?.closest('#bet-slip'),
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      href: el?.getAttribute('href') ?? null,
    };
  });
}

describe('keyboard (issue 11)', () => {
  it('reaches the stake field from the skip link (second tab stop) and from Alt+Shift+B', async () => {
    const match = await bettableMatch();
    const page = await browser.newPage({ viewport: WIDE });
    await addSelection(page, match);
    await page.reload({ waitUntil: 'load' });
    await page.locator('#bet-slip [data-stake-input]').first().waitFor();

    await page.keyboard.press('Tab');
    expect((await focused(page)).href).toBe('#main');
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip).toMatchObject({ text: 'Skip to bet slip', href: '#bet-slip' });
    const link = page.locator(':focus');
    expect(await link.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+B');
    expect(await link.getAttribute('title')).toContain('Alt+Shift+B');
    // Visible while focused: inside the viewport, not clipped away.
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.height > 10 && box.width > 40).toBe(true);
    await saveScreenshot(page, 'keyboard-skip-to-slip-1440', { fullPage: false });

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ stake: true, inSlip: true, tag: 'INPUT' });

    // The shortcut from anywhere outside a text field.
    await page.locator('main h1').click();
    expect((await focused(page)).stake).toBe(false);
    await page.keyboard.press('Alt+Shift+B');
    await expect.poll(() => focused(page)).toMatchObject({ stake: true, inSlip: true });
  });

  it('keeps focus inside the phone slip sheet while it is open; Escape returns it to the opener', async () => {
    const match = await bettableMatch();
    const page = await browser.newPage({ viewport: NARROW });
    await addSelection(page, match);
    const sheet = page.locator('#bet-slip');
    // The first selection opened the sheet: focus went into it.
    await expect.poll(() => focused(page)).toMatchObject({ inSlip: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);

    const toggle = page.locator('[data-slip-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await expect.poll(() => focused(page)).toMatchObject({ inSlip: true });
    expect(await sheet.getAttribute('role')).toBe('dialog');
    expect(await sheet.getAttribute('aria-modal')).toBe('true');

    const seen = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inSlip, `Tab ${i + 1} left the sheet for ${now.tag} "${now.text}"`).toBe(true);
      seen.add(`${now.tag} ${now.text}`);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inSlip).toBe(true);
    }
    // Tab went round the sheet's controls, not stuck on one.
    expect(seen.size).toBeGreaterThan(3);
    await saveScreenshot(page, 'keyboard-sheet-360', { fullPage: false });

    // A modal opened from the sheet (a visitor's Place bet asks to sign in) keeps its own focus.
    await sheet.locator('[data-stake-input]').first().fill('1');
    await sheet.getByRole('button', { name: 'Place bet' }).click();
    const signIn = page.locator('dialog[open][data-modal="sign_in"]');
    await signIn.waitFor();
    const inSignIn = () =>
      page.evaluate(() => !!document.activeElement?.closest('dialog[open][data-modal="sign_in"]'));
    await expect.poll(inSignIn).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inSignIn()).toBe(true);
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ inSlip: true });

    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-slip-toggle') ?? false))
      .toBe(true);
  });

  it('moves focus to the new page heading after a client-side navigation', async () => {
    const page = await browser.newPage({ viewport: WIDE });
    await page.goto('/', { waitUntil: 'load' });
    // A match link of the listing, followed with Enter (client-side navigation, no reload).
    const link = page.locator('main li[data-match-id] a[href]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''), { timeout: 10_000 })
      .toBe('H1');
    const heading = await page.evaluate(() => ({
      inMain: !!document.activeElement?.closest('main'),
      // A client-side navigation keeps the window's state; a full load would have dropped it.
      sameDocument: (window as unknown as { __noReload?: boolean }).__noReload === true,
    }));
    expect(heading).toEqual({ inMain: true, sameDocument: true });
  });
});
