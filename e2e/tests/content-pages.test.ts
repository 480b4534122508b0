import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { cardForm, dialog, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Content pages (SPEC §2 /general-rules, /about, the help centre, custom pages by configuration):
// the payment provider's terms and support redirects (SPEC §2 payment provider redirect routes) land
// on them; a configured custom page renders, an unknown slug is a 404; screenshots of each page.

const browser = useBrowser();

/** Opens the deposit modal up to the emulated provider's card form (a preset amount). */
async function openCardForm(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/`, { waitUntil: 'load' });
  await page.getByTestId('deposit-button').click();
  const modal = dialog(page, 'iframe_deposit');
  await modal.locator('button[aria-pressed]').nth(1).click();
  await modal.locator('form button[type="submit"]').click();
  await modal.locator('[data-form-loaded]').waitFor({ timeout: WAIT_MS });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('payment provider redirects', () => {
  it("the provider's terms and support links close the deposit and open the general rules and the help centre", async () => {
    const context = await browser.newContext();
    await signInContext(context, await newPlayer('content'));
    const page = await context.newPage();

    await openCardForm(page);
    await cardForm(page).getByRole('button', { name: 'Terms and conditions' }).click();
    await page.waitForURL(/\/general-rules$/, { timeout: WAIT_MS });
    await h1(page, 'General rules').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Void bets' }).waitFor();
    expect(await dialog(page, 'iframe_deposit').count()).toBe(0);

    // In German the redirect keeps the locale and the page is the German text.
    await openCardForm(page, '/de');
    // The frame's title is German here; the emulated provider's own form is English.
    await page.frameLocator('dialog[open] iframe').getByRole('button', { name: 'Support' }).click();
    await page.waitForURL(/\/de\/help-center$/, { timeout: WAIT_MS });
    await h1(page, 'Hilfe-Center').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Einzahlungen' }).waitFor();
    expect(await dialog(page, 'iframe_deposit').count()).toBe(0);
  });
});

describe('content pages', () => {
  it('serve the built-in pages with their metadata, localised, right to left in Arabic', async () => {
    const page = await browser.newPage();
    const about = await page.goto('/about', { waitUntil: 'load' });
    expect(about?.status()).toBe(200);
    await h1(page, 'About us').waitFor();
    expect(await page.title()).toBe('About us · Sportsbook');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Who we are and what this sportsbook offers.',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about$/);

    // /promotions (the bonuses' page) has its own localised metadata too.
    await page.goto('/de/promotions', { waitUntil: 'load' });
    expect(await page.title()).toBe('Aktionen · Sportsbook');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Gratiswetten');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/de\/promotions$/);

    await page.goto('/ar/general-rules', { waitUntil: 'load' });
    await h1(page, 'القواعد العامة').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // A link inside the Markdown keeps the locale.
    await page.getByRole('main').getByRole('link', { name: 'مركز المساعدة' }).click();
    await page.waitForURL(/\/ar\/help-center$/);
    await h1(page, 'مركز المساعدة').waitFor();

    // The footer links the help centre and the configured custom page.
    await page.goto('/', { waitUntil: 'load' });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Help centre' }).click();
    await page.waitForURL(/\/help-center$/);
    await h1(page, 'Help centre').waitFor();
    expect(await footer.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe(
      '/pages/privacy',
    );
  });

  it('render a configured custom page in the locale asked for and 404 any other slug', async () => {
    const page = await browser.newPage();
    const privacy = await page.goto('/pages/privacy', { waitUntil: 'load' });
    expect(privacy?.status()).toBe(200);
    await h1(page, 'Privacy notice').waitFor();
    expect(await page.title()).toBe('Privacy notice · Sportsbook');

    // Translated: the German text, with the page's own language (no English fallback marked lang="en").
    await page.goto('/de/pages/privacy', { waitUntil: 'load' });
    await h1(page, 'Datenschutzhinweise').waitFor();
    const article = page.locator('article[data-content-page="privacy"]');
    expect(await article.getAttribute('data-content-locale')).toBe('de');
    expect(await article.getAttribute('lang')).toBeNull();

    for (const path of [
      '/pages/no-such-page',
      '/pages/Privacy',
      '/pages/privacy.md',
      '/de/pages/..%2Fpages.json',
    ]) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/pages/general-rules', { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/general-rules');
  });
});

const VARIANTS = [
  { width: 360, theme: 'dark', locale: 'en' },
  { width: 1440, theme: 'dark', locale: 'en' },
  { width: 360, theme: 'light', locale: 'en' },
  { width: 1440, theme: 'light', locale: 'en' },
  { width: 360, theme: 'dark', locale: 'ar' },
  { width: 1440, theme: 'light', locale: 'ar' },
] as const;

const PAGES = ['/general-rules', '/about', '/help-center', '/pages/privacy'] as const;

describe('content page screens', () => {
  it('look right at 360 and 1440 px, both themes, and in Arabic, with no serious axe findings', async () => {
    for (const { width, theme, locale } of VARIANTS) {
      const context = await browser.newContext({ viewport: { width, height: width < 700 ? 780 : 900 } });
      await context.addCookies([{ name: 'sb_theme', value: theme, url: stackUrls().webUrl }]);
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(`${locale === 'en' ? '' : `/${locale}`}${path}`, { waitUntil: 'load' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        // No page scrolls sideways, not even at 360 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
        await expectNoSeriousA11yViolations(page);
        const name = `content${path.replaceAll('/', '-')}-${width}-${theme}-${locale}`;
        await saveScreenshot(page, name, { fullPage: width === 360 && theme === 'dark' });
      }
      await context.close();
    }
  }, 300_000);
});
