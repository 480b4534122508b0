import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// A modal's code and texts load when it first opens. When they cannot be fetched (a dropped
// connection, a deployment that removed the old chunks), the player gets a small dialog saying so,
// with a reload and a close button, and the page stays: not the global error screen.

const browser = useBrowser();

describe('a modal whose code cannot load', () => {
  it('says so in a dialog that closes back to the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let offline = false;
    await page.route(
      (url) => url.pathname.startsWith('/_next/static/chunks/') || url.pathname.startsWith('/messages/'),
      (route) => (offline ? route.abort('internetdisconnected') : route.fallback()),
    );
    await page.goto('/', { waitUntil: 'networkidle' });
    offline = true;
    // The forgot-password modal is never preloaded: its code is fetched now, and fails.
    await page.evaluate(() => {
      window.location.hash = 'password-new';
    });
    const failed = page.locator('dialog[open][data-modal="load_failed"]');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.getByRole('heading').textContent()).toBe('This window could not open');
    expect(await failed.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'modal-load-failed', { fullPage: false });
    await failed.getByRole('button', { name: 'Close' }).click();
    await failed.waitFor({ state: 'detached' });
    // The page is still the page (its header and main content), not the error screen.
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await page.locator('main#main [data-match-id]').count()).toBeGreaterThan(0);
  });
});
