import type { DevErrorReportsResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser, viewports } from '../src/browser.ts';
import { apiGet, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// The e2e stack points the web app's ERROR_REPORTING_URL at the API's local collector.
const COLLECTOR = '/api/dev/error-reports';

const browser = useBrowser();

async function reports(): Promise<DevErrorReportsResponse['data']> {
  return (await apiGet<DevErrorReportsResponse>(COLLECTOR)).data;
}

async function waitForReport(value: string): Promise<void> {
  await expect
    .poll(async () => (await reports()).some((r) => r.value === value), { timeout: 15_000 })
    .toBe(true);
}

/** Throws `message` from a timer in the page: an uncaught error, as a bug in a handler would be. */
async function throwInPage(page: Page, message: string, times = 1): Promise<void> {
  await page.evaluate(
    ([text, n]) => {
      const fail = () => {
        throw new Error(text);
      };
      for (let i = 0; i < n; i++) setTimeout(fail, 0);
    },
    [message, times] as const,
  );
}

/**
 * A page of the site once the reporter listens: an init script notes when the page adds its
 * unhandledrejection listener (the reporter's gate does, after hydration). Counts the page's POSTs
 * to the collector.
 */
async function openReportingPage(): Promise<{ page: Page; posts: () => number }> {
  const page = await browser.newPage({ viewport: viewports.desktop });
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (type === 'unhandledrejection') document.documentElement.dataset.e2eReporting = 'on';
      add(type, listener, options);
    }) as typeof window.addEventListener;
  });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === COLLECTOR) posts += 1;
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.e2eReporting === 'on', undefined, {
    timeout: 30_000,
  });
  return { page, posts: () => posts };
}

describe('error reporting to the local collector', () => {
  beforeEach(async () => {
    const res = await fetch(new URL(COLLECTOR, stackUrls().apiUrl), { method: 'DELETE' });
    expect(res.status).toBe(204);
  });

  it('an error thrown in a page reaches the collector once, as an envelope event of environment production', async () => {
    const { page, posts } = await openReportingPage();
    // Thrown twice from the same place: one report.
    await throwInPage(page, 'e2e: thrown in the page', 2);
    await waitForReport('e2e: thrown in the page');
    // A second, different error is the fence: everything sent before it has arrived with it.
    await throwInPage(page, 'e2e: fence');
    await waitForReport('e2e: fence');

    const list = await reports();
    expect(list.map((r) => r.value)).toEqual(['e2e: fence', 'e2e: thrown in the page']);
    // Playwright's request event may reach the test after the collector has the report.
    await expect.poll(posts, { timeout: 5_000 }).toBe(2);
    const report = list[1];
    expect(report).toMatchObject({ type: 'Error', environment: 'production', dsn: COLLECTOR });
    expect(report?.url).toBe(page.url());
    expect(report?.event).toMatchObject({
      platform: 'javascript',
      level: 'error',
      tags: { locale: 'en' },
    });
    expect(report?.event.exception.values[0]?.mechanism).toEqual({ type: 'onerror', handled: false });
    expect(report?.event.exception.values[0]?.stacktrace?.frames.length).toBeGreaterThan(0);
  });

  it('a chunk that fails to load is not reported', async () => {
    const { page, posts } = await openReportingPage();
    // A first report loads the reporter's own (lazy) sender, so the blocked chunk cannot be it.
    await throwInPage(page, 'e2e: before the chunk failure');
    await waitForReport('e2e: before the chunk failure');

    // The next script chunk the page asks for (the sign-in modal's) fails to load, every time.
    let blocked = '';
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      if (blocked === '') blocked = route.request().url();
      if (route.request().url() === blocked) {
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.evaluate(() => {
      window.location.hash = '#sign-in';
    });
    // The modal host catches its ChunkLoadError: the player sees that the window could not open.
    await page.locator('dialog[open][data-modal="load_failed"]').waitFor({ timeout: 15_000 });
    expect(blocked).not.toBe('');
    await saveScreenshot(page, 'error-reporting-chunk-failure');

    await throwInPage(page, 'e2e: after the chunk failure');
    await waitForReport('e2e: after the chunk failure');
    expect((await reports()).map((r) => r.value)).toEqual([
      'e2e: after the chunk failure',
      'e2e: before the chunk failure',
    ]);
    await expect.poll(posts, { timeout: 5_000 }).toBe(2);
  });
});
