import { SUPPORTED_LOCALES } from '@sportsbook/domain';

const names = new Map<string, string>();

/** A locale's name in its own language, capitalised ("Deutsch", "Português (Brasil)"). */
export function localeSelfName(locale: string): string {
  let name = names.get(locale);
  if (name === undefined) {
    const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    name = own.charAt(0).toLocaleUpperCase(locale) + own.slice(1);
    if (names.size < 200) names.set(locale, name);
  }
  return name;
}

/**
 * Every supported locale's own name, for the server to hand to the locale switcher: building one
 * Intl.DisplayNames per locale took a phone about 100 ms of each page's hydration (issue 13).
 */
export function supportedLocaleNames(): Record<string, string> {
  return Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, localeSelfName(locale)]));
}
