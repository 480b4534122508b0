import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { saveScreenshot } from '../src/screenshot.ts';
import {
  decimal,
  expectCount,
  headerBalance,
  NARROW,
  oddsButton,
  openMatch,
  plain,
  prematchPicks,
  signedInContext,
  slip,
  WIDE,
} from './betslip-helpers.ts';

// Issue 11, Betting: system stakes per line (default) or total with "lines × per line = total", presets
// per line; a stake above the balance is short of funds (amount missing, deposit), not above a maximum,
// and shows no potential win.

const browser = useBrowser();
const total = (page: Page) => slip(page).getByTestId('slip-total-stake').textContent();

async function twoOfThree(page: Page): Promise<void> {
  for (const pick of await prematchPicks(3)) {
    await openMatch(page, pick);
    await oddsButton(page, pick).click();
  }
  await expectCount(page, 3);
  if (
    page.viewportSize()?.width === NARROW.width &&
    (await page.locator('#bet-slip[data-open]').count()) === 0
  ) {
    await page.locator('[data-slip-toggle]').first().click();
  }
  await slip(page).getByRole('radio', { name: 'System' }).check();
  await slip(page).getByLabel('System type').selectOption({ label: '2 of 3 (3 bets)' });
}

describe('system stakes (issue 11)', () => {
  for (const [name, viewport] of [
    ['1440', WIDE],
    ['360', NARROW],
  ] as const) {
    it(`takes the stake per line by default, a preset never leaves a remainder, a total shows as typed (${name} px)`, async () => {
      const page = await browser.newPage({ viewport });
      await twoOfThree(page);
      expect(await slip(page).getByRole('radio', { name: 'Per line' }).isChecked()).toBe(true);

      // A preset is per line: 3 × 5.00 = 15.00, no split error.
      await slip(page).getByRole('button', { name: 'Stake 5.00 EUR' }).click();
      await expect.poll(() => total(page)).toBe('15.00 EUR');
      const breakdown = slip(page).getByTestId('system-breakdown');
      expect(plain(await breakdown.textContent())).toContain('3 × 5.00 = 15.00 EUR');
      expect(
        await slip(page)
          .getByText(/split evenly/)
          .count(),
      ).toBe(0);

      // Typed per line.
      const perLine = slip(page).getByRole('textbox', { name: /^Stake per line/ });
      await perLine.fill('1');
      await expect.poll(() => total(page)).toBe('3.00 EUR');
      expect(plain(await breakdown.textContent())).toContain('3 × 1.00 = 3.00 EUR');
      await saveScreenshot(page, `betslip-system-per-line-${name}`, { fullPage: false });

      // As a total: 5.00 stays 5.00 (never "4.98"), and the nearest even totals are offered.
      await slip(page).getByRole('radio', { name: 'Total' }).check();
      const asTotal = slip(page).getByRole('textbox', { name: /^Total stake/ });
      expect(await asTotal.inputValue()).toBe('3.00');
      await slip(page).getByText('Quick stakes are per line.').waitFor();
      await asTotal.fill('5.00');
      await expect.poll(() => total(page)).toBe('5.00 EUR');
      await slip(page).getByTestId('system-uneven').waitFor();
      expect(await slip(page).getByText('4.98 EUR').count()).toBe(0);
      await saveScreenshot(page, `betslip-system-total-${name}`, { fullPage: false });
      await slip(page).getByRole('button', { name: 'Use a total stake of 5.01 EUR' }).click();
      await expect.poll(() => total(page)).toBe('5.01 EUR');
      expect(plain(await breakdown.textContent())).toContain('3 × 1.67 = 5.01 EUR');
      expect(await slip(page).getByTestId('system-uneven').count()).toBe(0);
    });
  }
});

describe('stake above the balance (issue 11)', () => {
  it('says insufficient funds with the amount missing, offers the deposit, shows no potential win', async () => {
    const [pick] = await prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const context = await signedInContext(() => browser.newContext({ viewport: WIDE }));
    const page = await context.newPage();
    await openMatch(page, pick);
    await page.getByTestId('header-balance').first().waitFor();
    await oddsButton(page, pick).click();
    await expectCount(page, 1);
    const balance = await headerBalance(page);
    const stake = balance + 123_456;
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill(decimal(stake));

    const missing = `${(Math.floor((stake - balance) / 100)).toLocaleString('en-GB')}.${String((stake - balance) % 100).padStart(2, '0')} EUR`;
    const field = slip(page).getByText(/^Insufficient funds: .+ missing\.$/);
    await field.waitFor({ timeout: 10_000 });
    expect(plain(await field.textContent())).toContain(missing);
    const offer = slip(page).getByTestId('slip-deposit-offer');
    await offer.waitFor();
    expect(plain(await offer.textContent())).toContain(missing);
    await offer.getByRole('button', { name: 'Deposit' }).waitFor();
    expect(
      await slip(page)
        .getByText(/^The maximum stake for this bet is/)
        .count(),
    ).toBe(0);
    expect(await slip(page).getByTestId('slip-potential-win').textContent()).toBe('—');
    expect(await slip(page).getByRole('button', { name: 'Place bet' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'betslip-insufficient-1440', { fullPage: false });

    // Back within the balance: a potential win again.
    await slip(page)
      .getByRole('textbox', { name: /^Stake/ })
      .fill('1');
    await expect
      .poll(() => slip(page).getByTestId('slip-potential-win').textContent())
      .toMatch(/^\d+\.\d\d EUR$/);
  });
});
