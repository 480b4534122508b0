import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
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
 * Registers hooks for one browser per test file and a fresh context per test. Call at the top of a
 * test file; in each test `const page = await browser.newPage({ viewport: viewports.mobile })`.
 * Relative URLs in `page.goto('/')` resolve against the web app under test.
 */
export function useBrowser(defaults: PageOptions = {}) {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
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
