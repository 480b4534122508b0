import { matchLocale, SUPPORTED_LOCALES, type SupportedLocale } from '@sportsbook/domain';
import { createTranslator, type Messages, type Translate } from './translator.ts';

/**
 * The message namespaces: one folder each under `apps/web/messages`, holding `<locale>.json` for every
 * supported locale. A new locale needs only its files and its code in SUPPORTED_LOCALES (the catalogue
 * test checks that every file is there and complete).
 */
export const MESSAGE_NAMESPACES = [
  'shell',
  'catalogue',
  'auth',
  'bets',
  'betslip',
  'bet-builder',
  'cashier',
  'bonuses',
  'favourites',
  'predictions',
  'notifications',
  'jackpots',
  'products',
  'tracker',
] as const;

/** One namespace's catalogue in one locale; the bundler includes every `messages/<ns>/<locale>.json`. */
async function loadNamespace(namespace: string, locale: string): Promise<Messages> {
  const module = (await import(`../../messages/${namespace}/${locale}.json`)) as { default: Messages };
  return module.default;
}

/** Every namespace of a locale merged into one flat catalogue. */
async function loadLocale(locale: SupportedLocale): Promise<[SupportedLocale, Messages]> {
  const parts = await Promise.all(MESSAGE_NAMESPACES.map((namespace) => loadNamespace(namespace, locale)));
  return [locale, Object.assign({}, ...parts) as Messages];
}

// Loaded once when the module is first imported, so `getMessages` and `getT` stay synchronous.
const CATALOGS = new Map(await Promise.all(SUPPORTED_LOCALES.map(loadLocale)));

const merged = new Map<string, Messages>();

/** The supported locale for a locale string (aliases and case resolved), else English. */
export function messagesLocale(locale: string): SupportedLocale {
  return (matchLocale(locale, SUPPORTED_LOCALES) ?? 'en') as SupportedLocale;
}

/** All messages of a locale, with English filling any missing key. */
export function getMessages(locale: string): Messages {
  const key = messagesLocale(locale);
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign({}, CATALOGS.get('en'), CATALOGS.get(key)) as Messages;
    merged.set(key, messages);
  }
  return messages;
}

/** Server-side `t(key, vars?)` for a locale (sync; `await getT(locale)` works too). */
export function getT(locale: string): Translate {
  return createTranslator(getMessages(locale));
}
