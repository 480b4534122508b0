import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { apiPost } from '../src/env.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import {
  expectCount,
  livePick,
  NARROW,
  oddsButton,
  openMatch,
  placeAcceptingMoves,
  prematchPicks,
  setOddsPolicy,
  signedInContext,
  slip,
  WIDE,
} from './betslip-helpers.ts';

// Issue 11, Betting: the receipt (odds, stake, return, bet id, share, reuse selections) and the
// accept-changes prompt (SPEC §4 ODDS_CHANGED) on a live selection whose price the dev feed moves.

const browser = useBrowser();

describe('bet receipt (issue 11)', () => {
  for (const [name, viewport] of [
    ['1440', WIDE],
    ['360', NARROW],
  ] as const) {
    it(`shows each bet's odds, stake, return and id; shares it and reuses the selections (${name} px)`, async () => {
      const [pick] = await prematchPicks(1);
      if (!pick) throw new Error('no pick');
      const context = await signedInContext(() =>
        browser.newContext({ viewport, context: { permissions: ['clipboard-read', 'clipboard-write'] } }),
      );
      const page = await context.newPage();
      await openMatch(page, pick);
      await page.getByTestId('header-balance').first().waitFor();
      await oddsButton(page, pick).click();
      await expectCount(page, 1);
      const selectionId = await slip(page).locator('[data-selection-id]').getAttribute('data-selection-id');
      const odds = await slip(page).getByTestId('selection-odds').textContent();
      await slip(page)
        .getByRole('textbox', { name: /^Stake/ })
        .fill('1');
      await slip(page).getByRole('button', { name: 'Place bet' }).click();

      const receipt = slip(page).getByTestId('slip-success');
      await receipt.waitFor({ timeout: 15_000 });
      const bet = receipt.getByTestId('receipt-bet');
      expect(await bet.count()).toBe(1);
      expect(await bet.getByTestId('receipt-odds').textContent()).toBe(odds);
      expect(await bet.getByTestId('receipt-stake').textContent()).toBe('1.00 EUR');
      // 1.00 staked returns the odds, floored to the cent (odds show rounded to two decimals).
      const returned = Number((await bet.getByTestId('receipt-return').textContent())?.replace(' EUR', ''));
      expect(Math.abs(Math.round(returned * 100) - Math.round(Number(odds) * 100))).toBeLessThanOrEqual(1);
      const betId = (await bet.getByTestId('receipt-bet-id').textContent()) ?? '';
      expect(betId).toMatch(/^\S+$/);
      await saveScreenshot(page, `betslip-receipt-${name}`, { fullPage: false });

      // Share: no Web Share API in this browser, so the text and a link go to the clipboard.
      await receipt.getByRole('button', { name: 'Share' }).click();
      await receipt.getByText('Bet details copied to the clipboard').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(betId);
      expect(copied).toContain(pick.match.competitors.home.name);
      expect(copied).toMatch(/[?&]betcode=/);

      // Reuse selections: the same selection is back in the slip with its stake.
      await receipt.getByRole('button', { name: 'Reuse selections' }).click();
      await expectCount(page, 1);
      expect(await slip(page).locator('[data-selection-id]').getAttribute('data-selection-id')).toBe(
        selectionId,
      );
      expect(
        await slip(page)
          .getByRole('textbox', { name: /^Stake/ })
          .inputValue(),
      ).toBe('1.00');
    });
  }
});

describe('odds change on a live selection (issue 11)', () => {
  it('shows the accept-changes prompt under the default policy; accepted, the bet is placed', async () => {
    const pick = await livePick();
    const context = await signedInContext(() => browser.newContext({ viewport: WIDE }));
    await setOddsPolicy(context, 'none');
    const page = await context.newPage();
    await openMatch(page, pick);
    await page.getByTestId('header-balance').first().waitFor();
    await oddsButton(page, pick).click();
    await expectCount(page, 1);
    await page.waitForSelector(`[data-push-subscribed~="public:en:match:${pick.match.id}"]`, {
      state: 'attached',
      timeout: 15_000,
    });
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill('1');
    const before = await slip(page).getByTestId('selection-odds').textContent();

    await apiPost('/api/dev/feed/events', {
      type: 'odds',
      matchId: pick.match.id,
      marketId: pick.market.id,
      specifier: pick.market.specifier,
      factor: 1.25,
    });
    const prompt = slip(page).getByText('Odds have changed');
    await prompt.waitFor({ timeout: 10_000 });
    expect(await slip(page).getByText(`was ${before}`).count()).toBe(1);
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    expect(await place.isDisabled()).toBe(true);
    await saveScreenshot(page, 'betslip-odds-changed-live-1440', { fullPage: false });

    // Accept, then place (the live feed may move the price again: accept again until it goes).
    await placeAcceptingMoves(page);
  });

  it('shows the prompt when the price moved before its push arrived (the server refuses the old price)', async () => {
    const pick = await livePick();
    const context = await signedInContext(() => browser.newContext({ viewport: NARROW }));
    await setOddsPolicy(context, 'none');
    const page = await context.newPage();
    // The push connection is cut at the network boundary (a mock socket that never answers), so the
    // slip first learns of the move from the placement's refusal.
    await page.routeWebSocket(/\/connection\//, () => {});
    await openMatch(page, pick);
    await page.getByTestId('header-balance').first().waitFor();
    await oddsButton(page, pick).click();
    await expectCount(page, 1);
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill('1');
    const before = await slip(page).getByTestId('selection-odds').textContent();
    await apiPost('/api/dev/feed/events', {
      type: 'odds',
      matchId: pick.match.id,
      marketId: pick.market.id,
      specifier: pick.market.specifier,
      factor: 1.25,
    });
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await slip(page).getByText('Odds have changed').waitFor({ timeout: 10_000 });
    expect(await slip(page).getByTestId('slip-error').count()).toBe(0);
    expect(await slip(page).getByText(`was ${before}`).count()).toBe(1);
    expect(await slip(page).getByTestId('selection-odds').textContent()).not.toBe(before);
    await saveScreenshot(page, 'betslip-odds-refused-360', { fullPage: false });

    await placeAcceptingMoves(page);
  });
});
