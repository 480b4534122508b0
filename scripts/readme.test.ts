import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).scripts;

// npm's own commands, which are not package scripts (`npm start`/`npm test` run the scripts of that name).
const builtins = new Set(['install', 'ci', 'i', 'exec', 'view', 'ls']);

/** Every `npm …` command the README quotes in backticks, as the script it runs. */
function quotedNpmScripts(text: string): string[] {
  const found = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const m of (code ?? '').matchAll(/\bnpm\s+(?:run(?:-script)?\s+)?([a-z][\w:-]*)/g)) {
      const name = m[1] ?? '';
      if (!builtins.has(name)) found.add(name);
    }
  }
  return [...found].sort();
}

describe('README', () => {
  it('quotes only npm commands that package.json defines', () => {
    const quoted = quotedNpmScripts(readme);
    expect(quoted).toContain('start');
    expect(quoted).toContain('test');
    const missing = quoted.filter((name) => !(name in scripts));
    expect(missing).toEqual([]);
  });

  it('walks from clone to a running product in numbered commands', () => {
    const steps = [...readme.matchAll(/^\d+\.\s+`([^`]+)`/gm)].map((m) => m[1]);
    expect(steps[0]).toMatch(/^git clone /);
    expect(steps).toContain('npm start');
    expect(steps).toContain('npm test');
  });

  it('names the URLs and the demo login that npm start prints', () => {
    const start = readFileSync(path.join(root, 'scripts', 'start.mjs'), 'utf8');
    for (const fact of [
      'http://localhost:3000',
      'http://localhost:4000',
      'http://localhost:3001',
      '/api/docs',
      'demo@sportsbook.test',
      'demo-password-1',
    ]) {
      expect(readme).toContain(fact);
    }
    for (const fact of ['/api/docs', 'demo@sportsbook.test', 'demo-password-1'])
      expect(start).toContain(fact);
  });
});
