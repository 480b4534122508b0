import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { stackUrls } from './env.ts';

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** Any other Playwright context option (storageState, timezoneId, …). */
  context?: BrowserContextOptions;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * One Chromium for the whole run: the e2e project runs its files in one worker without isolation
 * (vitest.config.ts), so this module and its browser outlive each file, and launching a browser per
 * file (2-3 s each on two busy cores) is paid once. Each test still gets fresh contexts, which share
 * no cookies, storage or cache. Launched again if it went away; Playwright ends it with the process.
 */
let shared: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  const current = shared;
  if (current) {
    return current.then(
      (browser) => (browser.isConnected() ? browser : relaunch()),
      () => relaunch(),
    );
  }
  return relaunch();
}
function relaunch(): Promise<Browser> {
  shared = launchBrowser();
  return shared;
}

/**
 * Registers hooks for the run's browser and a fresh context per test. Call at the top of a test
 * file; in each test `const page = await browser.newPage({ viewport: viewports.mobile })`.
 * Relative URLs in `page.goto('/')` resolve against the web app under test.
 */
export function useBrowser(defaults: PageOptions = {}) {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
  });
  async function newContext(options: PageOptions = {}): Promise<BrowserContext> {
    if (!browser)
      throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
    const o = { ...defaults, ...options };
    const context = await browser.newContext({
      baseURL: stackUrls().webUrl,
      viewport: o.viewport ?? viewports.desktop,
      colorScheme: o.colorScheme ?? 'light',
      locale: o.locale ?? 'en-GB',
      // Lets the axe helper inject its script even under a strict Content-Security-Policy.
      bypassCSP: true,
      ...defaults.context,
      ...options.context,
    });
    contexts.push(context);
    return context;
  }

  return {
    newContext,
    async newPage(options: PageOptions = {}): Promise<Page> {
      return (await newContext(options)).newPage();
    },
  };
}
