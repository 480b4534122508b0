import { describe, expect, it } from 'vitest';
import { useBrowser, viewports } from '../src/browser.ts';

const browser = useBrowser();
const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password-1' };

/** What the header shows in one animation frame: the sign-in dialog, the account button, the sign-in link, or none of them. */
function recordHeaderFrames() {
  const frames: string[] = [];
  (window as unknown as { __headerFrames: string[] }).__headerFrames = frames;
  const tick = () => {
    const state = document.querySelector('[data-modal="sign_in"]')
      ? 'dialog'
      : document.querySelector('[data-testid="account-button"]')
        ? 'account'
        : document.querySelector('header a[href*="sign_in"], header a[href*="sign-in"]')
          ? 'signed-out'
          : 'empty';
    if (frames.at(-1) !== state) frames.push(state);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

describe('sign-in and the header', () => {
  it('shows the account button in the first frame after the dialog closes (its code and texts load while the dialog is open)', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await context.addInitScript(recordHeaderFrames);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const modal = page.locator('[data-modal="sign_in"]');
    await modal.getByLabel('E-mail').fill(DEMO.email);
    await modal.getByLabel('Password').fill(DEMO.password);
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('header-balance').waitFor();
    const frames = await page.evaluate(
      () => (window as unknown as { __headerFrames: string[] }).__headerFrames,
    );
    // From the dialog straight to the account button: no frame with an empty header between them.
    expect(frames.slice(frames.lastIndexOf('dialog'))).toEqual(['dialog', 'account']);
    await context.close();
  });
});
