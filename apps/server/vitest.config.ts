import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Builds the migrated and seeded databases each test file copies (test/helpers/templates.ts).
    globalSetup: ['./test/helpers/templates.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
