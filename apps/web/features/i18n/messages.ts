import { matchLocale, SUPPORTED_LOCALES, type SupportedLocale } from '@sportsbook/domain';
import { MESSAGE_NAMESPACES, type MessageNamespace } from './namespaces.ts';
import { createTranslator, type Messages, type Translate } from './translator.ts';

export { MESSAGE_NAMESPACES } from './namespaces.ts';

/** One namespace's catalogue in one locale; the bundler includes every `messages/<ns>/<locale>.json`. */
async function loadNamespace(namespace: string, locale: string): Promise<Messages> {
  const module = (await import(`../../messages/${namespace}/${locale}.json`)) as { default: Messages };
  return module.default;
}

/** Every namespace of a locale, by namespace. */
async function loadLocale(locale: SupportedLocale): Promise<[SupportedLocale, Map<string, Messages>]> {
  const parts = await Promise.all(
    MESSAGE_NAMESPACES.map(async (namespace) => [namespace, await loadNamespace(namespace, locale)] as const),
  );
  return [locale, new Map(parts)];
}

// Loaded once when the module is first imported, so `getMessages` and `getT` stay synchronous.
const CATALOGS = new Map(await Promise.all(SUPPORTED_LOCALES.map(loadLocale)));
/** Merged catalogues by locale and namespaces (a handful of combinations). */
const merged = new Map<string, Messages>();

/** One namespace's messages of a locale, with English filling any missing key. */
export function namespaceMessages(namespace: string, locale: string): Messages {
  const key = messagesLocale(locale);
  return { ...CATALOGS.get('en')?.get(namespace), ...CATALOGS.get(key)?.get(namespace) };
}

/** The messages of these namespaces of a locale (what client components of a page read). */
export function getClientMessages(locale: string, namespaces: readonly MessageNamespace[]): Messages {
  const key = `${messagesLocale(locale)}:${namespaces.join()}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign(
      {},
      ...namespaces.map((namespace) => namespaceMessages(namespace, locale)),
    ) as Messages;
    merged.set(key, messages);
  }
  return messages;
}

/** The supported locale for a locale string (aliases and case resolved), else English. */
export function messagesLocale(locale: string): SupportedLocale {
  return (matchLocale(locale, SUPPORTED_LOCALES) ?? 'en') as SupportedLocale;
}

/** All messages of a locale, with English filling any missing key. */
export function getMessages(locale: string): Messages {
  return getClientMessages(locale, MESSAGE_NAMESPACES);
}

/** Server-side `t(key, vars?)` for a locale (sync; `await getT(locale)` works too). */
export function getT(locale: string): Translate {
  return createTranslator(getMessages(locale));
}
