/** The locales the product ships catalogue names and messages for; the first is the default. */
export const SUPPORTED_LOCALES = [
  'en',
  'de',
  'es',
  'pt-BR',
  'ru',
  'tr',
  'ar',
  'he',
  'fa',
  'ur',
  'fr',
  'it',
  'pl',
  'ja',
] as const;
/** One of the product's shipped locales. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The product's default locale: the first of SUPPORTED_LOCALES. */
export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** Which locales a site serves and whether the default one shows in the URL (SPEC §2 locale in paths). */
export interface LocaleConfig {
  /** Locales the site serves; the first one is the default. */
  locales: readonly string[];
  /** When true every path carries a locale prefix; when false the default locale's paths have none. */
  localeInUrl: boolean;
}

/** The site configuration used when an operator configures nothing: shipped locales, no '/en' prefix. */
export const DEFAULT_LOCALE_CONFIG: LocaleConfig = { locales: SUPPORTED_LOCALES, localeInUrl: false };

/** Locale codes used by players or integrations that stand for another locale (SPEC §2, §9). */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  tl: 'fil',
  br: 'pt-BR',
  vn: 'vi',
  sr: 'sr-ME',
  iw: 'he',
};

/** Languages written right to left; their locales get the RTL layout when it is enabled (SPEC §1). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** Locales the fallback (error) pages have text for (SPEC §2 fallback pages); English is the fallback. */
export const ERROR_APP_LOCALES = ['en', 'de', 'es-MX', 'fr', 'it', 'ja', 'ru', 'tr', 'pt', 'zh-CN'] as const;
/** A locale the fallback pages have text for. */
export type ErrorAppLocale = (typeof ERROR_APP_LOCALES)[number];

/**
 * A BCP 47 tag in its usual spelling: language lower case, script title case, region upper case,
 * '_' read as '-' ("pt_br" → "pt-BR", "zh-hans-cn" → "zh-Hans-CN").
 */
export function canonicalLocale(locale: string): string {
  return locale
    .trim()
    .split(/[-_]/)
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 4) return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
      if (part.length === 2 || /^\d{3}$/.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join('-');
}

/** The language subtag of a locale, lower case ("pt-BR" → "pt"). */
export function localeLanguage(locale: string): string {
  return canonicalLocale(locale).split('-')[0] ?? '';
}

/** The locale an alias stands for ("br" → "pt-BR", "no" → "nb"), else the locale itself in canonical spelling. */
export function resolveLocaleAlias(locale: string): string {
  const canonical = canonicalLocale(locale);
  return LOCALE_ALIASES[canonical] ?? canonical;
}

/** Whether a locale is written right to left (ar, he, fa, ur, with any region). */
export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.includes(localeLanguage(resolveLocaleAlias(locale)));
}

/** The text direction of a locale, for the `dir` attribute. */
export function localeDirection(locale: string): 'rtl' | 'ltr' {
  return isRtlLocale(locale) ? 'rtl' : 'ltr';
}

/** `localeIndex`'s answer, per list of locales. */
const localeIndexes = new WeakMap<readonly string[], LocaleIndex>();

interface LocaleIndex {
  /** Each locale of the list by its canonical lower-case spelling; the first of equal ones. */
  first: ReadonlyMap<string, string>;
  /** The same; the last of equal ones. */
  last: ReadonlyMap<string, string>;
}

/**
 * A list of locales by canonical lower-case spelling, built once per list (the configured list is one
 * array): every link of a page is localised, and spelling each of the list's locales again for each
 * link cost listings tens of milliseconds of their hydration on a phone (issue 13).
 */
function localeIndex(locales: readonly string[]): LocaleIndex {
  let index = localeIndexes.get(locales);
  if (!index) {
    const first = new Map<string, string>();
    const last = new Map<string, string>();
    for (const locale of locales) {
      const key = canonicalLocale(locale).toLowerCase();
      if (!first.has(key)) first.set(key, locale);
      last.set(key, locale);
    }
    index = { first, last };
    localeIndexes.set(locales, index);
  }
  return index;
}

/**
 * The best of `supported` for one requested locale, in its `supported` spelling, or undefined:
 * the alias is resolved, then an exact match (case-insensitive), then the requested tag with subtags
 * dropped from the end ("de-CH" → "de"), then any supported locale of the same language ("es" → "es-MX").
 */
export function matchLocale(requested: string, supported: readonly string[]): string | undefined {
  const byKey = localeIndex(supported).last;
  const parts = resolveLocaleAlias(requested).toLowerCase().split('-');
  for (let length = parts.length; length > 0; length--) {
    const found = byKey.get(parts.slice(0, length).join('-'));
    if (found !== undefined) return found;
  }
  return supported.find((locale) => localeLanguage(locale) === parts[0]);
}

/** The locale the fallback pages use for `locale`, by `matchLocale` over ERROR_APP_LOCALES, else "en". */
export function errorAppLocale(locale: string): ErrorAppLocale {
  return (matchLocale(locale, ERROR_APP_LOCALES) ?? 'en') as ErrorAppLocale;
}

/**
 * The best supported locale for an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"): languages in
 * order of q-value (ties keep header order, q=0 is refused, '*' takes the first supported), each
 * matched by `matchLocale` (so "br" → "pt-BR"); `fallback` when nothing matches.
 */
export function acceptLanguageLocale(
  header: string | null | undefined,
  supported: readonly string[] = SUPPORTED_LOCALES,
  fallback: string = supported[0] ?? DEFAULT_LOCALE,
): string {
  const ranges = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const qParam = params.find((param) => /^q=/i.test(param));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return supported[0] ?? fallback;
    const found = matchLocale(tag, supported);
    if (found !== undefined) return found;
  }
  return fallback;
}

/** The locale used in push channel names: "pt-BR" (and its alias "br") become "pt" (SPEC §7). */
export function pushChannelLocale(locale: string): string {
  const resolved = resolveLocaleAlias(locale);
  return resolved === 'pt-BR' ? 'pt' : resolved;
}

/** Splits "/path?query#hash" into the path and the rest, which starts with '?' or '#' or is empty. */
function splitSuffix(url: string): { path: string; suffix: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, suffix: '' } : { path: url.slice(0, cut), suffix: url.slice(cut) };
}

/** A path as split by `splitLocaleFromPath`. */
export interface LocalePathParts {
  /** The locale named by the first segment (in its configured spelling), else the default locale. */
  locale: string;
  /** The path after the locale segment, starting with '/', with any query and hash kept. */
  rest: string;
  /** Whether the first segment was a configured locale. */
  hadPrefix: boolean;
}

/**
 * The locale prefix of a path, if its first segment is one of the configured locales (case-insensitive,
 * aliases resolved: "/br/x" is pt-BR when pt-BR is configured): "/de/soccer?x=1" → { locale: "de",
 * rest: "/soccer?x=1", hadPrefix: true }; "/soccer" → { locale: default, rest: "/soccer", hadPrefix: false }.
 */
export function splitLocaleFromPath(pathname: string, config: LocaleConfig): LocalePathParts {
  const defaultLocale = config.locales[0] ?? DEFAULT_LOCALE;
  const { path, suffix } = splitSuffix(pathname);
  const [, first = '', after = ''] = /^\/([^/]*)(.*)$/.exec(path) ?? [];
  const wanted = resolveLocaleAlias(first).toLowerCase();
  const locale = first === '' ? undefined : localeIndex(config.locales).first.get(wanted);
  if (locale === undefined) return { locale: defaultLocale, rest: `${path}${suffix}`, hadPrefix: false };
  return { locale, rest: `${after === '' ? '/' : after}${suffix}`, hadPrefix: true };
}

/** Whether a link must never get a locale prefix: http(s) URLs, sms:, mailto:, protocol-relative and '#anchor' links. */
function isUnprefixable(link: string): boolean {
  return /^(http|sms:|mailto:|\/\/|#)/i.test(link);
}

/**
 * A site path for a locale (SPEC §2): "/{locale}/path", except for the first configured locale when
 * `localeInUrl` is off. Links starting with http, sms:, mailto: or '#' (like '#betBuilder') are
 * returned untouched; query and hash are kept; an existing locale prefix is replaced, not doubled;
 * the locale root is "/de", not "/de/".
 */
export function localizedPath(path: string, locale: string, config: LocaleConfig): string {
  if (isUnprefixable(path)) return path;
  const { rest } = splitLocaleFromPath(path.startsWith('/') ? path : `/${path}`, config);
  const configured = matchLocale(locale, config.locales) ?? locale;
  const omitPrefix = !config.localeInUrl && configured === config.locales[0];
  if (omitPrefix) return rest;
  const { path: restPath, suffix } = splitSuffix(rest);
  return `/${configured}${restPath === '/' ? '' : restPath}${suffix}`;
}

/**
 * The same URL in another locale, for a locale switch (SPEC §2): the locale segment swapped (added or
 * dropped as `localizedPath` rules say), query and hash kept; an absolute URL keeps its origin.
 */
export function switchLocaleInUrl(url: string, newLocale: string, config: LocaleConfig): string {
  const [, origin = '', rest = url] = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)(.*)$/i.exec(url) ?? [];
  const path = rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
  return `${origin}${localizedPath(path, newLocale, config)}`;
}
