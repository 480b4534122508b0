import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, viewports } from '../src/browser.ts';
import { bettableMatch, newPlayer, signInContext, WAIT_MS } from '../src/cashier.ts';
import { saveScreenshot } from '../src/screenshot.ts';

// Predictions (issue 14): a player votes on an upcoming match and sees the crowd's split.
const browser = useBrowser();

/**
 * Scrolls the card (under the markets) into view, as a player does: it loads when near. Run in the
 * page, not as a locator action: after a reload the restored scroll position may swap the card's frame
 * for the card while Playwright waits for the frame to be stable.
 */
const scrollToCard = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="prediction"]')?.scrollIntoView());

describe('predictions (issue 14)', () => {
  it('the card loads its code and votes only when the player scrolls near it', async () => {
    const match = await bettableMatch(6);
    const page = await browser.newPage({ viewport: viewports.desktop });
    const votes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vote')) votes.push(request.url());
    });
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('prediction');
    expect(await card.getAttribute('aria-busy')).toBe('true');
    expect(votes).toEqual([]);
    await scrollToCard(page);
    await card.getByRole('heading', { name: 'Who will win?' }).waitFor({ timeout: WAIT_MS });
    expect(votes.length).toBeGreaterThan(0);
    await page.close();
  });

  it('a vote shows the split, stays after a reload, and visitors see the split without voting', async () => {
    const match = await bettableMatch(6);
    const context = await browser.newContext({ viewport: viewports.desktop });
    await signInContext(context, await newPlayer('vote'));
    const page = await context.newPage();
    await page.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const card = page.getByTestId('prediction');
    await scrollToCard(page);
    await card.getByRole('heading', { name: 'Who will win?' }).waitFor({ timeout: WAIT_MS });
    const home = card.getByRole('button', { name: new RegExp(`^${match.competitors.home.name}`) });
    await expect.poll(() => home.isEnabled(), { timeout: WAIT_MS }).toBe(true);
    const before = Number((await card.getByTestId('prediction-home').textContent())?.replace('%', ''));
    await home.click();
    await card.getByText(`Your vote: ${match.competitors.home.name}`).waitFor({ timeout: WAIT_MS });
    expect(await home.getAttribute('aria-pressed')).toBe('true');
    // Every choice is now closed to this player.
    expect(await card.getByRole('button', { disabled: true }).count()).toBe(
      await card.getByRole('button').count(),
    );
    const after = Number((await card.getByTestId('prediction-home').textContent())?.replace('%', ''));
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after).toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'prediction-1440', { fullPage: false });

    await page.reload({ waitUntil: 'load' });
    await scrollToCard(page);
    await card.getByText(`Your vote: ${match.competitors.home.name}`).waitFor({ timeout: WAIT_MS });

    const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await visitor.goto(`/${match.sport.key}/${match.slug}`, { waitUntil: 'load' });
    const visitorCard = visitor.getByTestId('prediction');
    await scrollToCard(visitor);
    await visitorCard.getByText('Tap your pick').waitFor({ timeout: WAIT_MS });
    expect(await visitorCard.getByTestId('prediction-home').textContent()).toBe(`${after}%`);
    await visitorCard.scrollIntoViewIfNeeded();
    await saveScreenshot(visitor, 'prediction-360', { fullPage: false });
  });
});
