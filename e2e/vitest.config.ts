import { defineConfig } from 'vitest/config';

// Browser tests against the running stack (API on 4100, `next start` on 3100), started once by
// src/global-setup.ts. Files run one at a time: they share one seeded API whose live state some tests
// change through /api/dev, and the gate runs on two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
    // expect.poll waits for the page (hydration, a pushed update): 1 s, vitest's default, is too short
    // on a loaded two-core machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
