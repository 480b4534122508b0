import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1440, height: 900 };

/** Every image-proxy response the page gets: its URL and content type. */
function proxyResponses(page: Page) {
  const seen: { url: string; type: string }[] = [];
  page.on('response', (res: Response) => {
    if (res.url().includes('/api/images/proxy?'))
      seen.push({ url: res.url(), type: res.headers()['content-type'] ?? '' });
  });
  return seen;
}

/** The first crests and flags of the listing, once loaded: their source and natural size. */
async function loadedImages(page: Page, selector: string, count: number) {
  const images = page.locator(selector);
  await images.first().waitFor();
  await images.nth(count - 1).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ([sel, n]) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(sel as string))
        .slice(0, n as number)
        .every((img) => img.complete && img.naturalWidth > 0),
    [selector, count] as const,
  );
  return images.evaluateAll(
    (imgs, n) =>
      (imgs as HTMLImageElement[]).slice(0, n).map((img) => ({
        src: img.currentSrc,
        naturalWidth: img.naturalWidth,
        width: img.width,
        height: img.height,
      })),
    count,
  );
}

describe('images through the image proxy, icons from one sprite (issue 15)', () => {
  it('load crests and flags as avif or webp from the proxy, 2x on a high-density screen', async () => {
    for (const [viewport, scale] of [
      [WIDE, 1],
      [NARROW, 2],
    ] as const) {
      const page = await browser.newPage({ viewport, context: { deviceScaleFactor: scale } });
      const responses = proxyResponses(page);
      await page.goto('/soccer', { waitUntil: 'load' });
      const crests = await loadedImages(page, 'main li[data-match-id] img[data-crest]', 4);
      for (const crest of crests) {
        expect(crest.src).toMatch(
          new RegExp(`/api/images/proxy\\?src=%2Fapi%2Fimages%2Fcrests%2F\\d+\\.svg&w=20&dpr=${scale}$`),
        );
        // naturalWidth is in CSS pixels (the 2x image's 40 pixels over its density): no layout shift.
        expect([crest.width, crest.height, crest.naturalWidth]).toEqual([20, 20, 20]);
      }
      const flags = await loadedImages(page, 'main img[data-flag]', 1);
      expect(flags[0]?.src).toMatch(
        new RegExp(`/api/images/proxy\\?src=%2Fapi%2Fimages%2Fflags%2F[a-z-]+\\.svg&w=16&dpr=${scale}$`),
      );
      expect([flags[0]?.width, flags[0]?.height, flags[0]?.naturalWidth]).toEqual([16, 12, 16]);
      expect(responses.length).toBeGreaterThan(0);
      for (const res of responses) expect(res.type).toMatch(/^image\/(avif|webp)$/);
      await saveScreenshot(page, `images-listing-${viewport.width}`, { fullPage: false });
      // Every league by country: a flag beside each country heading that has one.
      await page.goto('/soccer?tab=all', { waitUntil: 'load' });
      const headingFlags = await loadedImages(page, '#sport-leagues ~ div h3 img[data-flag]', 3);
      expect(headingFlags.every((f) => f.width === 16 && f.height === 12)).toBe(true);
      await saveScreenshot(page, `images-leagues-${viewport.width}`, { fullPage: false });
    }
  });

  it('draws every icon from /api/frontend/icons.svg at its content hash, cached for good', async () => {
    const page = await browser.newPage({ viewport: WIDE });
    const fetched: { url: string; status: number }[] = [];
    page.on('response', (res: Response) => {
      if (/\/icons\.svg/.test(res.url()))
        fetched.push({ url: new URL(res.url()).pathname, status: res.status() });
    });
    const spriteLoaded = page.waitForResponse((res) => res.url().includes('/icons.svg'));
    await page.goto('/', { waitUntil: 'load' });
    await spriteLoaded;
    const hrefs = await page
      .locator('svg use')
      .evaluateAll((uses) => uses.map((u) => u.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const sprites = new Set(hrefs.map((href) => href.split('#')[0]));
    expect([...sprites]).toHaveLength(1);
    const sprite = [...sprites][0] as string;
    expect(sprite).toMatch(/^\/api\/frontend\/icons\.svg\?v=[\w-]{12}$/);
    const res = await fetch(new URL(sprite, stackUrls().webUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('<symbol id="home"');
    const stale = await fetch(new URL('/api/frontend/icons.svg?v=old', stackUrls().webUrl));
    expect([stale.status, stale.headers.get('cache-control')]).toEqual([200, 'public, max-age=300']);
    expect((await fetch(new URL('/icons.svg', stackUrls().webUrl))).status).toBe(200);
    // The page itself fetched the sprite once, from the new path only.
    expect(fetched).toEqual([{ url: '/api/frontend/icons.svg', status: 200 }]);
  });
});
