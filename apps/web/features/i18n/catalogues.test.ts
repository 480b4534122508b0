import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { type CatalogueFile, MESSAGES_DIR, readCatalogue } from './catalogue-files.ts';
import { getMessages, MESSAGE_NAMESPACES } from './messages.ts';

// Every shipped catalogue is complete: each namespace has a file per supported locale, with exactly
// English's keys (counted messages: exactly the plural forms of the language), the same placeholders,
// well-formed braces, and — for locales not written in Latin script — no English words left over.

type Catalogue = CatalogueFile;

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** Latin words allowed in a non-Latin-script catalogue: the brand, and codes written in capitals (SMS, PIN, 1X2, DE). */
const LATIN_ALLOWED = /^(Sportsbook|[A-Z0-9]{1,5})$/;

/** Keys of counted messages: `base` where English has `base.one` and `base.other`. */
function pluralBases(en: Catalogue): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(en)) {
    const base = key.replace(/\.other$/, '');
    if (base !== key && `${base}.one` in en) bases.add(base);
  }
  return bases;
}

function pluralBaseOf(key: string, bases: Set<string>): string | undefined {
  const cut = key.lastIndexOf('.');
  const base = key.slice(0, cut);
  return bases.has(base) && (PLURAL_FORMS as readonly string[]).includes(key.slice(cut + 1))
    ? base
    : undefined;
}

/** The plural forms a count can select in the language (whole counts 0–1000), plus `other`. */
function requiredForms(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const forms = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return forms;
}

/** What English expects of each key of `locale`: exactly these keys, each with these placeholders. */
function expectedKeys(en: Catalogue, locale: string): Map<string, { from: string; plural: boolean }> {
  const bases = pluralBases(en);
  const expected = new Map<string, { from: string; plural: boolean }>();
  for (const key of Object.keys(en)) {
    if (pluralBaseOf(key, bases) === undefined) expected.set(key, { from: key, plural: false });
  }
  for (const base of bases) {
    for (const form of requiredForms(locale))
      expected.set(`${base}.${form}`, { from: `${base}.other`, plural: true });
  }
  return expected;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Braces only as `{name}` placeholders: no stray `{`, `}` or empty/odd names. */
const wellFormed = (text: string) => !/[{}]/.test(text.replace(/\{\w+\}/g, ''));

function latinScript(locale: string): boolean {
  return new Intl.Locale(locale).maximize().script === 'Latn';
}

/** Every problem of one catalogue against English, as readable lines (empty when complete). */
export function catalogueProblems(en: Catalogue, catalogue: Catalogue, locale: string): string[] {
  const problems: string[] = [];
  const expected = expectedKeys(en, locale);
  const bases = pluralBases(en);
  const forms = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  for (const key of expected.keys()) if (!(key in catalogue)) problems.push(`missing ${key}`);
  for (const [key, text] of Object.entries(catalogue)) {
    const base = pluralBaseOf(key, bases);
    const want = expected.get(key);
    const optionalForm = base !== undefined && forms.has(key.slice(base.length + 1) as Intl.LDMLPluralRule);
    if (!want && !optionalForm) {
      problems.push(`extra ${key}`);
      continue;
    }
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`empty ${key}`);
      continue;
    }
    if (!wellFormed(text)) problems.push(`stray brace in ${key}: ${text}`);
    const english = en[want?.from ?? `${base}.other`] ?? '';
    const own = placeholders(text);
    const wanted = placeholders(english);
    // A plural form may spell its count out ("one selection"), so only `{count}` may be dropped.
    const ok =
      base === undefined
        ? own.join() === wanted.join()
        : wanted.filter((p) => p !== 'count').every((p) => own.includes(p)) &&
          own.every((p) => wanted.includes(p));
    if (!ok) problems.push(`placeholders of ${key}: [${own}] ≠ English [${wanted}]`);
    if (!latinScript(locale)) {
      const latin = (text.replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
        (w) => !LATIN_ALLOWED.test(w),
      );
      if (latin.length > 0) problems.push(`untranslated in ${key}: ${latin.join(' ')}`);
    }
  }
  return problems;
}

describe('message catalogues', () => {
  it('are one folder per namespace the app loads', () => {
    const folders = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual([...MESSAGE_NAMESPACES].sort());
  });

  for (const namespace of MESSAGE_NAMESPACES) {
    const en = readCatalogue(namespace, 'en') ?? {};

    it(`${namespace}: ships a file for exactly the supported locales`, () => {
      const files = readdirSync(path.join(MESSAGES_DIR, namespace)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...SUPPORTED_LOCALES].sort());
    });

    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      it(`${namespace}/${locale}: has every English key translated, with the same placeholders`, () => {
        const catalogue = readCatalogue(namespace, locale);
        expect(catalogue, `${namespace}/${locale}.json`).toBeDefined();
        expect(catalogueProblems(en, catalogue ?? {}, locale)).toEqual([]);
      });
    }
  }

  it('reach the page: every locale gets its own catalogue merged over English', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = getMessages(locale);
      for (const namespace of MESSAGE_NAMESPACES) {
        const own = readCatalogue(namespace, locale) ?? {};
        for (const [key, text] of Object.entries(own)) expect(messages[key], `${locale} ${key}`).toBe(text);
      }
    }
  });
});

describe('catalogueProblems', () => {
  const en = { 'a.title': 'Hello {name}', 'a.items.one': '{count} item', 'a.items.other': '{count} items' };

  it('finds missing, extra and mis-placeholdered keys, and English left in a non-Latin catalogue', () => {
    expect(catalogueProblems(en, { 'a.items.one': 'x', 'a.items.other': '{count} y' }, 'de')).toEqual([
      'missing a.title',
    ]);
    expect(
      catalogueProblems(
        en,
        {
          'a.title': 'שלום {user}',
          'a.items.one': 'פריט',
          'a.items.two': 'שני',
          'a.items.other': '{count}',
          'a.x': 'x',
        },
        'he',
      ),
    ).toEqual(['placeholders of a.title: [user] ≠ English [name]', 'extra a.x']);
    expect(
      catalogueProblems(
        en,
        {
          'a.title': 'Hello {name}',
          'a.items.one': 'פריט',
          'a.items.two': 'שני',
          'a.items.other': '{count} {',
        },
        'he',
      ),
    ).toEqual(['untranslated in a.title: Hello', 'stray brace in a.items.other: {count} {']);
  });

  it('asks for the plural forms a language uses', () => {
    expect(
      catalogueProblems(
        en,
        { 'a.title': 'שלום {name}', 'a.items.one': 'פריט', 'a.items.other': '{count}' },
        'he',
      ),
    ).toEqual(['missing a.items.two']);
    expect(
      catalogueProblems(
        en,
        { 'a.title': 'سلام {name}', 'a.items.one': 'یک', 'a.items.other': '{count}' },
        'fa',
      ),
    ).toEqual([]);
  });
});
