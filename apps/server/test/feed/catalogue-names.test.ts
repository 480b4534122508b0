import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodName, SPORT_NAMES, stageName } from '../../src/modules/feed/i18n.ts';
import { dictionaryNames, NAME_DICTIONARIES } from '../../src/modules/feed/names/index.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** The English (first) argument of every `tr(…)` call in the server's sources; `${…}` numbers as 2. */
function englishNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/\btr\(\s*(['`])((?:\\.|(?!\1).)*)\1/g)) {
          const en = (m[2] ?? '').replace(/\$\{ordinal\(n\)\}/, '2nd').replace(/\$\{n\}/, '2');
          names.add(en.replace("\\'", "'"));
        }
      }
    }
  };
  walk(SRC);
  return [...names];
}

describe('catalogue names in the dictionary locales (he, fa, ur)', () => {
  it('exist for every name the feed and the seed write', () => {
    const names = englishNames();
    expect(names.length).toBeGreaterThan(100);
    const missing = names.flatMap((en) => {
      const found = dictionaryNames(en);
      return Object.keys(NAME_DICTIONARIES)
        .filter((locale) => found[locale] === undefined)
        .map((locale) => `${locale}: ${en}`);
    });
    expect(missing).toEqual([]);
  });

  it('keep their placeholders and put numbers back into numbered names', () => {
    for (const [locale, dictionary] of Object.entries(NAME_DICTIONARIES)) {
      for (const [en, text] of Object.entries(dictionary)) {
        // A plural form for one or two ("{n} goals|one") may spell the number out ("שער אחד").
        if (/\|(one|two)$/.test(en)) continue;
        const wanted = (en.match(/\{\w+\}/g) ?? []).map((p) => (p === '{nth}' ? '{n}' : p)).sort();
        expect((text.match(/\{\w+\}/g) ?? []).sort(), `${locale} ${en}`).toEqual(wanted);
      }
    }
    expect(SPORT_NAMES.soccer).toMatchObject({ en: 'Soccer', he: 'כדורגל', fa: 'فوتبال', ur: 'فٹ بال' });
    expect(periodName('period_3', '3rd period', 'he')).toBe('שליש 3');
    expect(periodName('map_2', 'Map 2', 'ur')).toBe('میپ 2');
    expect(stageName('Half time', [], 'fa')).toBe('بین دو نیمه');
  });
});
