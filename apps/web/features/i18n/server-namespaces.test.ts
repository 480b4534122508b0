import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogue-files.ts';
import { EAGER_NAMESPACES, SERVER_NAMESPACES } from './namespaces.ts';

// The server-only namespaces are never sent to the browser, so no client module may read their keys:
// a key that a client component starts to read moves back to its eager namespace (`shell`, `catalogue`).

const WEB_DIR = path.join(import.meta.dirname, '../..');
const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** The text of every module the browser may run: 'use client' files and what they import (not types). */
function clientSources(): string[] {
  const sources = new Map(sourceFiles(WEB_DIR).map((file) => [file, readFileSync(file, 'utf8')]));
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/')
      ? path.join(WEB_DIR, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : null;
    return base ? [base, `${base}.ts`, `${base}.tsx`].find((file) => sources.has(file)) : undefined;
  };
  const seen = new Set<string>();
  const stack = [...sources.keys()].filter((file) => /^['"]use client['"]/.test(sources.get(file) ?? ''));
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [statement, spec] of (sources.get(file) ?? '').matchAll(
      /(?:from|import)\s*\(?\s*'([^']+)'/g,
    )) {
      const target = !/^import\s+type/.test(statement) && resolve(file, spec ?? '');
      if (target) stack.push(target);
    }
  }
  return [...seen].map((file) => sources.get(file) ?? '');
}

describe('server-only message namespaces', () => {
  const client = clientSources().join('\n');
  /** Starts of keys a client module completes at run time: t(`shell.search.group.${key}`). */
  const prefixes = [...client.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1] ?? '');

  it('are not among the namespaces every page sends', () => {
    for (const namespace of SERVER_NAMESPACES) expect(EAGER_NAMESPACES).not.toContain(namespace);
  });

  for (const namespace of SERVER_NAMESPACES) {
    it(`${namespace}: no client module reads its keys`, () => {
      const keys = Object.keys(readCatalogue(namespace, 'en') ?? {});
      expect(keys.length).toBeGreaterThan(0);
      const read = keys.filter(
        (key) =>
          client.includes(`'${key}'`) ||
          client.includes(`\`${key}\``) ||
          prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(read).toEqual([]);
    });
  }
});
