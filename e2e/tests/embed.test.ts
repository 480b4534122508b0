import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { newPlayer, PASSWORD, REMINDER_GROUP, setStatuses, withSettings } from '../src/cashier.ts';
import { apiPost, stackUrls } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import { NARROW, type Pick, prematchPicks, WIDE } from './betslip-helpers.ts';

// Embedding (issue 15, SPEC §5–§7): the example host page (packages/embed/demo) on another origin
// frames the web app through the SDK; the frame reports to the host, takes the host's sign-in and
// deep links, ignores messages from origins outside EMBED_ALLOWED_ORIGINS, and no other site may
// frame it. The host page's own status bar shows what it hears.
const browser = useBrowser();
const WAIT_MS = 20_000;
const embedUrl = () => stackUrls().embedUrl;

async function openHost(page: Page): Promise<{ frame: FrameLocator; handle: Frame }> {
  await page.goto(`${embedUrl()}/`, { waitUntil: 'load' });
  const frame = page.frameLocator('iframe[title="Sportsbook"]');
  await frame.locator('main#main').waitFor({ timeout: WAIT_MS });
  const element = await page.locator('iframe[title="Sportsbook"]').elementHandle();
  const handle = await element?.contentFrame();
  if (!handle) throw new Error('no sportsbook frame');
  // The bridge is up once the host heard from it.
  await expect.poll(() => page.locator('#page').textContent(), { timeout: WAIT_MS }).toMatch(/^\//);
  return { frame, handle };
}

/** A message from the host page through the SDK (the demo exposes its instance as `demoSportsbook`). */
function hostSends(page: Page, type: string, payload: unknown): Promise<void> {
  return page.evaluate(
    ([t, p]) =>
      (window as unknown as { demoSportsbook: { send(t: string, p: unknown): void } }).demoSportsbook.send(
        t,
        p,
      ),
    [type, payload] as const,
  );
}

/** The casino's own sign-in form on the host page, with a player of the e2e API. */
async function hostSignIn(page: Page, email: string): Promise<void> {
  const form = page.locator('#sign-in');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A shared bet code (POST /bets/share-code) of one selection. */
async function shareCode(pick: Pick, odds: number): Promise<string> {
  const selection = {
    match_id: pick.match.id,
    market_id: pick.market.id,
    specifier: pick.market.specifier,
    outcome_id: pick.outcomeId,
    odds,
  };
  const body = { bets: [{ selections: [selection] }] };
  return (await apiPost<{ code: string }>('/api/sportsbook/v2/bets/share-code', body)).code;
}

const frameHeight = (page: Page) =>
  page.locator('iframe[title="Sportsbook"]').evaluate((el) => el.getBoundingClientRect().height);

describe('embedded in a host page (issue 15)', () => {
  it('resizes the frame to its page, signs in through the host and reports balance and slip to it', async () => {
    const page = await browser.newPage({ viewport: WIDE });
    const { frame, handle } = await openHost(page);
    // The frame is as tall as its content (reported, debounced), not the 400 px it starts with.
    await expect.poll(() => frameHeight(page), { timeout: WAIT_MS }).toBeGreaterThan(800);
    const content = () => handle.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    await expect
      .poll(async () => Math.abs((await frameHeight(page)) - (await content())), { timeout: WAIT_MS })
      .toBeLessThanOrEqual(2);
    await saveScreenshot(page, 'embed-host-top-1440', { fullPage: false });
    // The SDK tells the frame which part of it the host's window shows (fixed elements follow it).
    await expect
      .poll(
        () =>
          handle.evaluate(() => document.documentElement.style.getPropertyValue('--host-viewport-height')),
        { timeout: WAIT_MS },
      )
      .toBe(
        `${await page.locator('iframe[title="Sportsbook"]').evaluate((el) => {
          const rect = el.getBoundingClientRect();
          return Math.round(Math.min(window.innerHeight, rect.bottom) - Math.max(0, rect.top));
        })}px`,
      );

    // Sign-in is the host's: the frame's own button asks the host instead of opening its modal.
    await frame.getByRole('link', { name: 'Sign in' }).first().click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: WAIT_MS })
      .toBe('email');
    expect(await frame.locator('[role="dialog"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await frame.getByTestId('header-balance').waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => page.locator('#balance').textContent(), { timeout: WAIT_MS })
      .toMatch(/^\d+\.\d\d EUR$/);
    const before = Number((await page.locator('#balance').textContent())?.replace(/[^0-9]/g, ''));

    // A deep link from the host, then a bet: the host hears the slip and the new balance.
    const [pick] = await prematchPicks(1);
    if (!pick) throw new Error('no prematch pick');
    await hostSends(page, 'page_changed', { path: `/${pick.match.sport.key}/${pick.match.slug}` });
    await expect
      .poll(() => page.locator('#page').textContent(), { timeout: WAIT_MS })
      .toContain(pick.match.slug);
    const key = `${pick.market.id}|${pick.market.specifier}`;
    const odds = frame
      .locator(
        `main button[data-match-id="${pick.match.id}"][data-market-key="${key}"][data-outcome-id="${pick.outcomeId}"]`,
      )
      .first();
    const placements: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/sportsbook\/v3\/bets$/.test(request.url()))
        placements.push(request.postData() ?? '');
    });
    await odds.click();
    await expect.poll(() => page.locator('#slip').textContent(), { timeout: WAIT_MS }).toBe('1');
    const slip = frame.locator('#bet-slip');
    await slip.getByRole('textbox', { name: /^Stake/ }).fill('1');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByTestId('slip-success').waitFor({ timeout: WAIT_MS });
    await expect
      .poll(async () => Number((await page.locator('#balance').textContent())?.replace(/[^0-9]/g, '')), {
        timeout: WAIT_MS,
      })
      .toBe(before - 100);
    // The bet carries the device id (SPEC §9), which a frame of another site keeps in a partitioned cookie.
    const meta = (JSON.parse(placements[0] ?? '{}') as { meta?: { device_id?: string } }).meta;
    expect(meta?.device_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await saveScreenshot(page, 'embed-host-1440', { fullPage: false });
  });

  it('follows the allowed host’s messages and ignores the same message from another origin', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    const { handle } = await openHost(page);
    await saveScreenshot(page, 'embed-host-top-360', { fullPage: false });
    const send = (origin: string, path: string) =>
      handle.evaluate(
        ([o, p]) =>
          window.dispatchEvent(
            new MessageEvent('message', {
              data: { sportsbook: 1, type: 'page_changed', payload: { path: p } },
              origin: o,
              source: window.parent,
            }),
          ),
        [origin, path] as const,
      );
    await send('https://evil.example', '/live');
    await send(stackUrls().webUrl, '/live');
    // Neither moved the frame; the same message from the host does.
    await hostSends(page, 'page_changed', { path: '/search' });
    await expect.poll(() => handle.url(), { timeout: WAIT_MS }).toMatch(/\/search$/);
    expect(await page.locator('#log').textContent()).not.toContain('"path":"/live"');
    await saveScreenshot(page, 'embed-host-360', { fullPage: false });
    // iframe_integration off: the frame signs in with its own form instead of asking the host, and
    // tells the host a modal opened.
    await hostSends(page, 'iframe_integration', { enabled: false });
    await handle.getByRole('banner').getByRole('link', { name: 'Sign in' }).first().click();
    const signIn = handle.locator('dialog[open][data-modal="sign_in"]');
    await signIn.waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => page.locator('#log').textContent(), { timeout: WAIT_MS })
      .toContain('notify-modal-triggered {"name":"sign_in","open":true}');
    expect(await page.locator('#log').textContent()).not.toContain('sign-in {');
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached', timeout: WAIT_MS });
    // open_bet_slip opens the slip's sheet on a phone; change_locale shows the same page in German.
    await hostSends(page, 'open_bet_slip', {});
    await expect.poll(() => handle.locator('#bet-slip[data-open]').count(), { timeout: WAIT_MS }).toBe(1);
    await hostSends(page, 'change_locale', { locale: 'de' });
    await expect.poll(() => handle.url(), { timeout: WAIT_MS }).toMatch(/\/de\/search$/);
    await expect.poll(() => handle.locator('html').getAttribute('lang'), { timeout: WAIT_MS }).toBe('de');
  });

  it('follows the host’s deep links (currency, bet code, odds format) and reports top events to it', async () => {
    const page = await browser.newPage({ viewport: WIDE });
    const { frame, handle } = await openHost(page);
    const log = () => page.locator('#log').textContent();
    // Sign-up is the host's too (SPEC §6): the frame asks instead of opening its form.
    await frame.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
    await expect.poll(log, { timeout: WAIT_MS }).toContain('sign-up {"path":');
    expect(await frame.locator('dialog[open]').count()).toBe(0);
    // A player of its own: the currency switch below would change the shared demo player's.
    await hostSignIn(page, await newPlayer('embed-currency'));
    await expect.poll(() => page.locator('#balance').textContent(), { timeout: WAIT_MS }).toMatch(/ EUR$/);
    // So is the deposit: the frame names the currency to pay in.
    await frame.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect.poll(log, { timeout: WAIT_MS }).toContain('deposit {"currency":"EUR"}');
    expect(await frame.locator('dialog[open]').count()).toBe(0);

    // change_currency: the frame switches the account, the host hears the new balance and currency,
    // and the player's profile follows (the limits form offers the new currency), as the account menu.
    await hostSends(page, 'change_currency', { currency: 'USD' });
    await expect.poll(() => page.locator('#balance').textContent(), { timeout: WAIT_MS }).toMatch(/ USD$/);
    await expect.poll(log, { timeout: WAIT_MS }).toContain('notify-currency-changed {"currency":"USD"}');
    await hostSends(page, 'page_changed', { path: '/responsible-gambling' });
    const currency = frame.locator('main select[name="currency"]').first();
    await currency.waitFor({ timeout: WAIT_MS });
    expect(await currency.inputValue()).toBe('USD');

    // apply_bet_code fills the slip from a shared code; odds_changed switches the odds format.
    const [pick] = await prematchPicks(1);
    const outcome = pick?.market.outcomes.find((o) => o.id === pick.outcomeId);
    if (!pick || !outcome) throw new Error('no prematch pick');
    const code = await shareCode(pick, outcome.odds);
    // An unknown code: the frame's not-found modal, which the host hears open and close.
    await hostSends(page, 'apply_bet_code', { code: 'NOSUCHCODE' });
    const notFound = frame.locator('dialog[open][data-modal="share_bet_not_found"]');
    await notFound.waitFor({ timeout: WAIT_MS });
    await notFound.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(log, { timeout: WAIT_MS })
      .toContain('notify-modal-triggered {"name":"share_bet_not_found","open":false}');
    await hostSends(page, 'apply_bet_code', { code });
    await expect.poll(() => page.locator('#slip').textContent(), { timeout: WAIT_MS }).toBe('1');
    await frame.locator(`#bet-slip [data-selection-id]`).first().waitFor({ timeout: WAIT_MS });
    await hostSends(page, 'odds_changed', { format: 'american' });
    await hostSends(page, 'page_changed', { path: `/${pick.match.sport.key}/${pick.match.slug}` });
    const key = `${pick.market.id}|${pick.market.specifier}`;
    const odds = frame
      .locator(
        `main button[data-match-id="${pick.match.id}"][data-market-key="${key}"][data-outcome-id="${pick.outcomeId}"]`,
      )
      .first();
    await expect.poll(() => odds.getAttribute('aria-label'), { timeout: WAIT_MS }).toMatch(/, [+-]\d+$/);

    // A match followed from a listing is a top-event click for the host.
    await hostSends(page, 'page_changed', { path: '/' });
    await expect.poll(() => page.locator('#page').textContent(), { timeout: WAIT_MS }).toBe('/');
    const row = frame.locator('main li[data-match-id] a[href]').first();
    const matchId = await row.evaluate((a) => a.closest('li')?.getAttribute('data-match-id'));
    await row.click();
    await expect.poll(log, { timeout: WAIT_MS }).toContain(`top-event-clicked {"matchId":${matchId},`);
    expect(handle.url()).not.toMatch(/\/responsible-gambling/);
    await saveScreenshot(page, 'embed-host-deep-links-1440', { fullPage: false });
    // search_modal: the frame's search.
    await hostSends(page, 'search_modal', { open: true });
    await expect.poll(() => handle.url(), { timeout: WAIT_MS }).toMatch(/\/search$/);
  });

  it('keeps the frame of a short page as tall as its content, steady', async () => {
    const page = await browser.newPage({ viewport: WIDE });
    const { handle } = await openHost(page);
    await hostSends(page, 'page_changed', { path: '/responsible-gambling' });
    await expect.poll(() => handle.url(), { timeout: WAIT_MS }).toMatch(/\/responsible-gambling$/);
    const content = () => handle.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    await expect
      .poll(async () => Math.abs((await frameHeight(page)) - (await content())), { timeout: WAIT_MS })
      .toBeLessThanOrEqual(2);
    // Once settled, nothing moves: the sticky columns once shrank the frame at every size report.
    const reports = async () =>
      ((await page.locator('#log').textContent()) ?? '').split('page-size-changed').length;
    const [height, before] = [await frameHeight(page), await reports()];
    await page.waitForTimeout(1_500);
    expect(await reports()).toBe(before);
    expect(await frameHeight(page)).toBe(height);
    await saveScreenshot(page, 'embed-host-short-page-1440', { fullPage: false });
  });

  it('asks the host for the reminded deposit once a day, not on every page load', async () => {
    // The e2e API reminds players of REMINDER_GROUP after 1 s (global-setup); embedded, the deposit is the host's.
    const email = await newPlayer('embed-reminder');
    await setStatuses(email, [REMINDER_GROUP]);
    const page = await browser.newPage({ viewport: WIDE });
    await openHost(page);
    const log = () => page.locator('#log').textContent();
    await hostSignIn(page, email);
    await expect.poll(log, { timeout: WAIT_MS }).toContain('deposit {"currency":"EUR"}');
    // The host page is opened again (its token kept): the frame remembers the reminder was shown today.
    await page.reload();
    await expect.poll(() => page.locator('#balance').textContent(), { timeout: WAIT_MS }).toMatch(/ EUR$/);
    await page.waitForTimeout(3_000);
    expect(await log()).not.toContain('deposit {');
  });

  it('asks the host to sign the visitor up once a session when the sign-up reminder is due', async () => {
    const page = await browser.newPage({ viewport: WIDE });
    await withSettings(page, (s) => {
      (s.site_config as Record<string, unknown>).signUpReminderSeconds = 1;
    });
    const { frame } = await openHost(page);
    const log = () => page.locator('#log').textContent();
    await expect.poll(log, { timeout: WAIT_MS }).toContain('sign-up {"path":');
    // The frame still shows its page (a refused session storage broke it), and a new load is not reminded.
    expect(await frame.locator('main#main').count()).toBe(1);
    await page.reload();
    await frame.locator('main#main').waitFor({ timeout: WAIT_MS });
    await page.waitForTimeout(3_000);
    expect(await log()).not.toContain('sign-up {');
  });

  it('can be framed by an allowed origin only', async () => {
    // Browser-enforced CSP, so this context does not bypass it (the others do, for axe). The same
    // host page is also served at 127.0.0.1: another origin, not in EMBED_ALLOWED_ORIGINS.
    const context = await browser.newContext({ viewport: WIDE, context: { bypassCSP: false } });
    const page = await context.newPage();
    const framed = async (hostUrl: string) => {
      await page.goto(hostUrl, { waitUntil: 'load' });
      const frame = page.frameLocator('iframe[title="Sportsbook"]');
      await frame.locator('body').waitFor({ state: 'attached' });
      return frame.locator('main#main').count();
    };
    const allowed = new URL(embedUrl());
    await page.goto(allowed.href, { waitUntil: 'load' });
    await page.frameLocator('iframe[title="Sportsbook"]').locator('main#main').waitFor({ timeout: WAIT_MS });
    const foreign = new URL(allowed.href);
    foreign.hostname = '127.0.0.1';
    expect(await framed(foreign.href)).toBe(0);
    // Chromium's error page for a refused frame ("127.0.0.1 refused to connect").
    await page
      .frameLocator('iframe[title="Sportsbook"]')
      .locator('body.neterror')
      .waitFor({ state: 'attached' });
    expect(await page.locator('#page').textContent()).toBe('–');
  });
});
