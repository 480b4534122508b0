import type { LocalizedText } from '../db/schema.ts';

/** The text in `locale`, falling back to English (always present). */
export function localize(text: LocalizedText | null | undefined, locale: string): string {
  if (!text) return '';
  return text[locale] ?? text.en ?? '';
}
