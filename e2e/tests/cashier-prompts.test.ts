import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import {
  dialog,
  newPlayer,
  REMINDER_GROUP,
  setStatuses,
  signInContext,
  withSettings,
} from '../src/cashier.ts';

// What comes before a deposit (SPEC §2 missed-fields modal for deposit cannot be closed; §4 Deposit
// flow, Reminders; §9 deposit reminder once a day by a 1-day cookie).

const browser = useBrowser();
/** The web app's once-a-day marker (apps/web/features/cashier/rules.ts DEPOSIT_REMINDER_COOKIE). */
const DEPOSIT_REMINDER_COOKIE = 'sb_deposit_reminder';

describe('deposit prompts', () => {
  it('asks for the missing deposit fields first, cannot be closed, and continues to the deposit once saved', async () => {
    const context = await browser.newContext();
    await signInContext(context, await newPlayer('fields'));
    const page = await context.newPage();
    await withSettings(page, (settings) => {
      (settings.cashier as Record<string, unknown>).deposit_required_fields = ['first_name', 'last_name'];
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('deposit-button').click();
    const modal = dialog(page, 'missed_fields');
    await modal.waitFor();

    // No close button; Escape and a press outside the panel leave it open.
    expect(await modal.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await modal.isVisible()).toBe(true);
    expect(await dialog(page, 'iframe_deposit').count()).toBe(0);

    await modal.getByLabel('First name').fill('Ada');
    await modal.getByLabel('Last name').fill('Lovelace');
    await modal.getByRole('button', { name: 'Save' }).click();
    await dialog(page, 'iframe_deposit').waitFor();
    expect(await modal.count()).toBe(0);
  });

  // The e2e API runs with the reminder on after 1 s for the player group REMINDER_GROUP (global-setup).
  it('reminds a player of the configured group once a day', async () => {
    const context = await browser.newContext();
    const email = await newPlayer('reminder');
    await setStatuses(email, [REMINDER_GROUP]);
    await signInContext(context, email);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    const modal = dialog(page, 'iframe_deposit');
    await modal.waitFor({ timeout: 15_000 });
    expect(await modal.textContent()).toContain('Ready to play?');
    const cookie = (await context.cookies()).find((c) => c.name === DEPOSIT_REMINDER_COOKIE);
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(86_000);
    expect(lifetime).toBeLessThanOrEqual(86_400);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await modal.waitFor({ state: 'detached' });

    // The same day: another page load does not remind again.
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('deposit-button').waitFor();
    await page.waitForTimeout(3000);
    expect(await dialog(page, 'iframe_deposit').count()).toBe(0);
  });

  it('does not remind players outside the configured group', async () => {
    const context = await browser.newContext();
    await signInContext(context, await newPlayer('reminder-other'));
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('deposit-button').waitFor();
    await page.waitForTimeout(3000);
    expect(await dialog(page, 'iframe_deposit').count()).toBe(0);
    expect((await context.cookies()).some((c) => c.name === DEPOSIT_REMINDER_COOKIE)).toBe(false);
  });
});
