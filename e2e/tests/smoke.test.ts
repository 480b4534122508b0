import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/axe.ts';
import { useBrowser, viewports } from '../src/browser.ts';
import { saveScreenshot } from '../src/screenshot.ts';

const browser = useBrowser();

describe('home page', () => {
  for (const [name, viewport] of [
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as const) {
    it(`renders with landmarks and no serious a11y violations (${name})`, async () => {
      const page = await browser.newPage({ viewport });
      const response = await page.goto('/', { waitUntil: 'load' });

      expect(response?.status()).toBe(200);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `smoke-home-${name}`);
    });
  }
});
