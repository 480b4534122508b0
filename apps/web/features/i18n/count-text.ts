/**
 * The key of a counted message in the locale's plural category: `${base}.one`, `.few`, `.other` …
 * (the catalogs hold the forms their language needs; `.other` is always there).
 */
export function pluralKey(base: string, count: number, locale: string): string {
  try {
    return `${base}.${new Intl.PluralRules(locale).select(count)}`;
  } catch {
    return `${base}.other`;
  }
}

/** "1 selection", "3 selections" in the locale, through `t`; falls back to the `.other` form. */
export function countText(
  t: (key: string, vars?: Readonly<Record<string, string | number>>) => string,
  base: string,
  count: number,
  locale: string,
): string {
  const key = pluralKey(base, count, locale);
  const text = t(key, { count });
  return text === key ? t(`${base}.other`, { count }) : text;
}
