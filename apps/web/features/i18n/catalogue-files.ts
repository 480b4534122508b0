import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';

// For tests: reads message catalogues from disk, so a locale's files count as soon as they exist.

/** A flat message catalogue as stored in `messages/<namespace>/<locale>.json`. */
export type CatalogueFile = Record<string, string>;

/** The folder holding one sub-folder of catalogues per namespace. */
export const MESSAGES_DIR = path.join(import.meta.dirname, '../../messages');

/** One namespace's catalogue in one locale, or undefined when the file does not exist. */
export function readCatalogue(namespace: string, locale: string): CatalogueFile | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(MESSAGES_DIR, namespace, `${locale}.json`), 'utf8'),
    ) as CatalogueFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A namespace's catalogue in every supported locale but English, by locale (missing files: empty). */
export function translatedCatalogues(namespace: string): Record<string, CatalogueFile> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => [
      locale,
      readCatalogue(namespace, locale) ?? {},
    ]),
  );
}
