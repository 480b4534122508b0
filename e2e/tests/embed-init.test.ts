import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import { NARROW, WIDE } from './betslip-helpers.ts';

// /init-sportsbook (issue 15, SPEC §2, §5): the example host page (packages/embed/demo) frames
// `/init-sportsbook?path=<its own ?path=>` and hands over the casino's token on `initialized`; the
// frame waits for the session, then shows the path already signed in. Opened directly, the page
// redirects to the path.
const browser = useBrowser();
const WAIT_MS = 20_000;
const embedUrl = () => stackUrls().embedUrl;
const TOKEN_KEY = 'demo-casino.token';

/** The casino's back end signs the demo player in (as the demo's own form does) for a bearer token. */
async function casinoToken(): Promise<string> {
  const answer = await fetch(new URL('/host/sign-in', embedUrl()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@sportsbook.test', password: 'demo-password-1' }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!answer.ok || !body.token) throw new Error(`casino sign-in failed: ${answer.status}`);
  return body.token;
}

/**
 * The casino page already holds the player's token when it mounts the frame (its tab storage), and
 * the sportsbook's frame records, on every animation frame, its path and whether the header shows
 * the balance or a sign-in link (what the player sees on each paint).
 */
async function signedInCasino(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ([hostOrigin, key, value]) => {
      if (window.location.origin === hostOrigin) {
        window.sessionStorage.setItem(key, value);
        return;
      }
      if (window.self === window.top) return;
      const paints: string[] = [];
      (window as unknown as { __paints: string[] }).__paints = paints;
      const record = () => {
        const balance = document.querySelector('[data-testid="header-balance"]') !== null;
        const line = `${window.location.pathname} ${balance ? 'balance' : 'no-balance'} ${Math.round(performance.timeOrigin)}`;
        if (paints.at(-1) !== line) paints.push(line);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    },
    [new URL(embedUrl()).origin, TOKEN_KEY, token] as const,
  );
}

async function sportsbookFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe[title="Sportsbook"]').elementHandle({ timeout: WAIT_MS });
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('no sportsbook frame');
  return frame;
}

/** Holds the profile answer until released: the loading state stays on screen (a slow API, as the test sees it). */
async function holdProfile(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname.endsWith('/player'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

const loadingState = (frame: Frame) =>
  frame.getByRole('status').filter({ hasText: 'Loading the sportsbook' });

describe('/init-sportsbook starts an embedded session (issue 15)', () => {
  it('lands on the path already signed in: the balance shows on the first paint of /live', async () => {
    const context = await browser.newContext({ viewport: NARROW });
    await signedInCasino(context, await casinoToken());
    const release = await holdProfile(context);
    const page = await context.newPage();
    await page.goto(`${embedUrl()}/?path=/live`, { waitUntil: 'load' });
    const frame = await sportsbookFrame(page);
    await loadingState(frame).waitFor({ timeout: WAIT_MS });
    expect(new URL(frame.url()).pathname).toBe('/init-sportsbook');
    await saveScreenshot(page, 'embed-init-loading-360', { fullPage: false });
    release();

    await expect.poll(() => new URL(frame.url()).pathname, { timeout: WAIT_MS }).toBe('/live');
    await frame.getByTestId('header-balance').waitFor({ timeout: WAIT_MS });
    expect(await frame.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // Every paint of /live had the signed-in header: no signed-out flash, no reload needed.
    const paints = await frame.evaluate(() => (window as unknown as { __paints: string[] }).__paints);
    const live = paints.filter((line) => line.startsWith('/live '));
    expect(live.length).toBeGreaterThan(0);
    // One document from the loading state to /live (no reload), every paint of /live signed in.
    const init = paints.find((line) => line.startsWith('/init-sportsbook '));
    const documentOf = (line: string | undefined) => line?.split(' ')[2];
    expect(documentOf(live[0])).toBe(documentOf(init));
    expect(live.map((line) => line.split(' ')[1])).toEqual(['balance']);
    await expect.poll(() => page.locator('#page').textContent(), { timeout: WAIT_MS }).toBe('/live');
    await saveScreenshot(page, 'embed-init-live-360', { fullPage: false });
  });

  it('sends a path outside the site home', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    await signedInCasino(context, await casinoToken());
    const release = await holdProfile(context);
    const page = await context.newPage();
    await page.goto(`${embedUrl()}/?path=${encodeURIComponent('https://evil.example/')}`, {
      waitUntil: 'load',
    });
    const frame = await sportsbookFrame(page);
    await loadingState(frame).waitFor({ timeout: WAIT_MS });
    await saveScreenshot(page, 'embed-init-loading-1440', { fullPage: false });
    release();
    await expect.poll(() => frame.url(), { timeout: WAIT_MS }).toBe(`${new URL(stackUrls().webUrl).origin}/`);
    await frame.locator('main#main').waitFor({ timeout: WAIT_MS });
    await saveScreenshot(page, 'embed-init-home-1440', { fullPage: false });
  });

  it('opened directly (not framed), redirects to the path on the server', async () => {
    const web = stackUrls().webUrl;
    const page = await browser.newPage({ viewport: WIDE });
    const response = await page.goto(`${web}/de/init-sportsbook?path=/live`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/de/live');
    // The browser got a redirect for the document, not the loading page.
    expect(response?.request().redirectedFrom()?.url()).toContain('/de/init-sportsbook?path=');
    expect(await page.getByTestId('init-sportsbook').count()).toBe(0);
    await page.goto(`${web}/init-sportsbook?path=//evil.example/`, { waitUntil: 'load' });
    expect(page.url()).toBe(`${new URL(web).origin}/`);
  });
});
