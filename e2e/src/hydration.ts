import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until React has hydrated the element: a click on server-rendered HTML before then reaches a
 * button with no handler yet.
 */
export async function waitForHydrated(locator: Locator, timeout = 20_000): Promise<void> {
  const hydrated = () =>
    locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
  await expect.poll(hydrated, { timeout }).toBe(true);
}
