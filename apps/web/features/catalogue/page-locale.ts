import { DEFAULT_LOCALE_CONFIG } from '@sportsbook/domain';
import { notFound } from 'next/navigation';

/**
 * The page's locale, or a 404 when the first segment is not a configured locale (the layout checks
 * too, but pages render in parallel with it and must not format dates for "favicon.ico").
 */
export function catalogueLocale(locale: string): string {
  if (!DEFAULT_LOCALE_CONFIG.locales.includes(locale)) notFound();
  return locale;
}
