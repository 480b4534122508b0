import { FA } from './fa.ts';
import { FR } from './fr.ts';
import { HE } from './he.ts';
import { IT } from './it.ts';
import { JA } from './ja.ts';
import { PL } from './pl.ts';
import { UR } from './ur.ts';

/**
 * Catalogue names in the locales `tr()` takes no argument for, one dictionary per locale keyed by the
 * English text. A numbered name ("3rd period", "Map 2") is looked up with its number as `{nth}`
 * (ordinal) or `{n}` ("{nth} period", "Map {n}") and the number put back in.
 */
export const NAME_DICTIONARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  he: HE,
  fa: FA,
  ur: UR,
  fr: FR,
  it: IT,
  pl: PL,
  ja: JA,
};

const NUMBERED = /\b(\d+)(st|nd|rd|th)?\b/;

function translate(dictionary: Readonly<Record<string, string>>, en: string): string | undefined {
  const exact = dictionary[en];
  if (exact !== undefined) return exact;
  const match = NUMBERED.exec(en);
  if (!match) return undefined;
  const [whole, n = '', suffix] = match;
  const pattern = en.replace(whole, suffix ? '{nth}' : '{n}');
  return dictionary[pattern]?.replace('{n}', n);
}

/** The names of `en` in every dictionary locale that has one ("Soccer" → { he: "כדורגל", … }). */
export function dictionaryNames(en: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [locale, dictionary] of Object.entries(NAME_DICTIONARIES)) {
    const text = translate(dictionary, en);
    if (text !== undefined) names[locale] = text;
  }
  return names;
}
