import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One root config, one project per test suite, so `npx vitest run --project domain` (or contract,
// web-unit, scripts, server, e2e) works from the repository root. A workspace that ships its own
// vitest.config.ts is extended, so its settings apply both here and when run from its folder.
function project(name: string, root: string, fallback: TestProjectInlineConfiguration['test']) {
  const own = `${root}/vitest.config.ts`;
  return {
    ...(existsSync(own) ? { extends: `./${own}` } : {}),
    test: { ...(existsSync(own) ? {} : fallback), name, root },
  } satisfies TestProjectInlineConfiguration;
}

const unitExclude = ['**/node_modules/**', '**/.next/**', '**/dist/**'];

export default defineConfig({
  test: {
    projects: [
      project('domain', 'packages/domain', {
        environment: 'node',
        include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
        exclude: unitExclude,
      }),
      project('contract', 'packages/contract', {
        environment: 'node',
        include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
        exclude: unitExclude,
      }),
      project('embed', 'packages/embed', {
        environment: 'node',
        include: ['test/**/*.test.ts'],
        exclude: unitExclude,
      }),
      project('web-unit', 'apps/web', {
        environment: 'node',
        include: ['**/*.test.{ts,tsx}'],
        exclude: unitExclude,
      }),
      project('server', 'apps/server', {
        environment: 'node',
        include: ['test/**/*.test.ts'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
        fileParallelism: false,
      }),
      {
        test: {
          name: 'scripts',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      './e2e/vitest.config.ts',
    ],
  },
});
