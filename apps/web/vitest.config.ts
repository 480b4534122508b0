import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure logic (routing decisions, metadata); no browser, no Next server.
export default defineConfig({
  test: {
    name: 'web-unit',
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next/**'],
  },
});
