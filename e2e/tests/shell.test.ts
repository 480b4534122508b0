import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser, viewports } from '../src/browser.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();

describe('fallback pages', () => {
  it('answers an unknown path with a 404 page that links to the locale root', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/this-page/does/not/exist/at-all', { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByText("Oops, sorry. We can't find that page.").count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
    await expectNoSeriousA11yViolations(page);
  });

  it('serves /404 with status 404 inside the shell, in the page locale', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    const response = await page.goto('/de/404', { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
    expect(await page.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
    // The scene is the sprite's symbol (not markup in every page's payload), and it is drawn.
    const scene = page.locator('section[data-fallback="notFound"] svg');
    const href = (await scene.locator('use').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/frontend\/icons\.svg\?v=[\w-]{12}#scene-notFound$/);
    const sprite = await (await page.request.get(href.split('#')[0] as string)).text();
    expect(sprite).toContain('<symbol id="scene-notFound" viewBox="0 0 240 160">');
    expect(await scene.boundingBox()).toMatchObject({ width: 240, height: 160 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'shell-404-de-mobile');
  });

  it('names the blocking country in the page language', async () => {
    const page = await browser.newPage();
    await page.goto('/blocked?country=FR', { waitUntil: 'load' });
    expect(await page.getByText("Sorry, we're not available in France right now.").count()).toBe(1);
    await page.goto('/de/blocked?country=FR', { waitUntil: 'load' });
    expect(await page.getByText('Leider sind wir in Frankreich derzeit nicht verfügbar.').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows the locked and error pages with a home button', async () => {
    const page = await browser.newPage();
    await page.goto('/locked', { waitUntil: 'load' });
    expect(
      await page.getByText('Unauthorized. Sorry, but you are not authorized to view the page').count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/500', { waitUntil: 'load' });
    expect(
      await page.getByText('Oops! Sorry, something went wrong. Please come back in a while.').count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });
});

describe('locale routing', () => {
  it('renders a locale-prefixed page in that language', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/de/schedule', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('link', { name: 'Anmelden' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Spielplan');
  });

  it('redirects the explicit default-locale prefix to the unprefixed path', async () => {
    const page = await browser.newPage();
    await page.goto('/en/', { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/en/locked?x=1', { waitUntil: 'load' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/locked?x=1');
  });

  it('redirects an alias locale and strips tracking tags into cookies', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/br/locked?stag=aff-42&gclid=g1&keep=1', { waitUntil: 'load' });
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/pt-BR/locked?keep=1');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sb_affiliate')?.value).toBe('aff-42');
  });

  it('lays out ar right to left', async () => {
    const page = await browser.newPage();
    await page.goto('/ar/locked', { waitUntil: 'load' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'shell-locked-ar');
  });

  it('switches locale keeping the path and query', async () => {
    const page = await browser.newPage();
    await page.goto('/schedule?x=1', { waitUntil: 'load' });
    await Promise.all([
      page.waitForURL('**/de/schedule?x=1'),
      page.getByRole('combobox', { name: 'Language' }).first().selectOption('de'),
    ]);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('acts on a language chosen before the page hydrated', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The page's scripts wait until the choice is made: the select has no handler yet.
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (route.request().resourceType() === 'script') await held;
      await route.continue();
    });
    const loaded = page.goto('/schedule', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
    release();
    await loaded;
    await page.waitForURL('**/de/schedule');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });
});

describe('preferences', () => {
  it('toggles the theme and keeps it across a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/schedule', { waitUntil: 'load' });
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).toBe('dark');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await html.getAttribute('data-theme')).toBe('light');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expectNoSeriousA11yViolations(page);
    await page.reload({ waitUntil: 'load' });
    expect(await html.getAttribute('data-theme')).toBe('light');
    await saveScreenshot(page, 'shell-schedule-light');
  });

  it('switches the odds format and keeps it across a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/schedule', { waitUntil: 'load' });
    const select = page.getByRole('combobox', { name: 'Odds format' }).first();
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual(['Decimal', 'Fractional', 'Hong Kong', 'American', 'Indonesian', 'Malaysian']);
    await select.selectOption('american');
    expect(await page.evaluate(() => localStorage.getItem('sb.oddsType'))).toBe('american');
    await page.reload({ waitUntil: 'load' });
    expect(await select.inputValue()).toBe('american');
  });

  it('re-renders every odds button of the page when the format changes', async () => {
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const odds = page.locator('main button[aria-label]').filter({ hasText: /^\s*\S*\s*\d+\.\d{2}\s*$/ });
    const before = await odds.count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Odds format' }).first().selectOption('american');
    await expect.poll(() => odds.count()).toBe(0);
    const texts = await page.locator('main button[aria-label]').allTextContents();
    expect(texts.filter((text) => /[+-]\d+\s*$/.test(text)).length).toBeGreaterThanOrEqual(before);
  });

  it('has a skip link to the main landmark', async () => {
    const page = await browser.newPage();
    await page.goto('/schedule', { waitUntil: 'load' });
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.getAttribute('href')).toBe('#main');
    expect(await page.getByRole('main').count()).toBe(1);
  });
});

describe('mobile menu', () => {
  it('opens the side navigation from the menu button and closes it by button, Escape, backdrop and link', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    await page.goto('/schedule', { waitUntil: 'load' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('complementary', { name: 'Sports' });
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.isVisible()).toBe(false);

    await menu.click();
    await close.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await close.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await close.click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((node) => node === document.activeElement)).toBe(true);

    await menu.click();
    await close.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((node) => node === document.activeElement)).toBe(true);

    await menu.click();
    await close.waitFor();
    // The backdrop covers the page beside the drawer: a press there closes it.
    await page.mouse.click(viewports.mobile.width - 10, viewports.mobile.height / 2);
    await drawer.waitFor({ state: 'hidden' });

    await menu.click();
    await close.waitFor();
    const links = drawer.getByRole('link');
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((h) => /^\/[\w/-]+$/.test(h) && h !== '/schedule');
    expect(index).toBeGreaterThanOrEqual(0);
    const href = hrefs[index];
    await links.nth(index).click();
    await page.waitForURL((url) => url.pathname === href);
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });
});
