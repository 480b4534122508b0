import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No QueryClientProvider sits in the layout (issue 13): a TanStack Query hook taken from the library
// itself would find no client and throw on the page. The hooks come from features/query/hooks.ts.

const WEB_DIR = path.join(import.meta.dirname, '../..');
const HOOKS = new Set(['useQuery', 'useQueries', 'useInfiniteQuery', 'useMutation', 'useQueryClient']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('TanStack Query hooks', () => {
  it('are imported from features/query/hooks.ts, never from the library', () => {
    const offenders = sourceFiles(WEB_DIR)
      .filter((file) => !file.endsWith(path.join('features', 'query', 'hooks.ts')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g)]
          .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim()))
          .filter((name) => HOOKS.has(name))
          .map((name) => `${path.relative(WEB_DIR, file)}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });
});
