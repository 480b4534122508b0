import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Catalogue translations for locales beyond the seven written inline with `tr()`: one JSON file per
 * locale in `translations/`, mapping the English text to the locale's text. A locale is added by
 * adding its file; a missing entry falls back to English. Plural forms use the key
 * `<english>|<plural category>` (see `pluralText`).
 */
const DIR = path.join(import.meta.dirname, 'translations');

function load(): Map<string, Record<string, string>> {
  const byLocale = new Map<string, Record<string, string>>();
  let files: string[] = [];
  try {
    files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  } catch {
    return byLocale;
  }
  for (const file of files) {
    const table = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Record<string, string>;
    byLocale.set(file.slice(0, -'.json'.length), table);
  }
  return byLocale;
}

const OVERLAYS = load();

/** The overlay locales' texts for one English text (only the locales that translate it). */
export function overlaysOf(en: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, table] of OVERLAYS) {
    const text = table[en];
    if (text !== undefined) out[locale] = text;
  }
  return out;
}

/** Every overlay locale with its table (for tests that check completeness). */
export function overlayTables(): ReadonlyMap<string, Readonly<Record<string, string>>> {
  return OVERLAYS;
}
