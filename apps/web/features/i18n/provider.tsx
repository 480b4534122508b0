'use client';

import { createContext, type ReactNode, use, useContext, useEffect, useMemo, useState } from 'react';
import { loadNamespace } from './load-namespace.ts';
import type { LazyNamespace } from './namespaces.ts';
import { createTranslator, type Messages, type Translate } from './translator.ts';

interface I18nValue {
  locale: string;
  t: Translate;
  /** The catalogue `t` reads; lazy namespaces are merged into it as they arrive. */
  messages: Record<string, string>;
  /** The namespaces `messages` holds (undefined: all of them, e.g. in tests). */
  namespaces: Set<string> | undefined;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Makes the page's locale and its messages available to client components (mounted by the locale
 * layout with the eager namespaces; `namespaces` omitted means `messages` holds every namespace).
 */
export function I18nProvider({
  locale,
  messages,
  namespaces,
  children,
}: {
  locale: string;
  messages: Messages;
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const own = { ...messages };
    return { locale, messages: own, namespaces: namespaces && new Set(namespaces), t: createTranslator(own) };
  }, [locale, messages, namespaces]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT/useLocale need <I18nProvider> (mounted in app/[locale]/layout.tsx)');
  return value;
}

/** Adds a namespace's messages to the page's catalogue (the same messages each time: idempotent). */
function merge(i18n: I18nValue, namespace: string, messages: Messages): void {
  Object.assign(i18n.messages, messages);
  i18n.namespaces?.add(namespace);
}

/**
 * Client-side `t(key, vars?)` of the current locale. A component that reads a lazy namespace names it:
 * the first such component suspends until its catalogue has arrived (once per page).
 */
export function useT(...namespaces: LazyNamespace[]): Translate {
  const i18n = useI18n();
  for (const namespace of namespaces) {
    if (i18n.namespaces && !i18n.namespaces.has(namespace)) {
      merge(i18n, namespace, use(loadNamespace(namespace, i18n.locale)));
    }
  }
  return i18n.t;
}

/**
 * Fetches lazy namespaces ahead of the components that read them and merges them into the page's
 * catalogue, so those components render at once instead of suspending; true once all are there. For
 * a page that knows what comes next (/init-sportsbook before the signed-in header shows).
 */
export function usePreloadedNamespaces(namespaces: readonly LazyNamespace[]): boolean {
  const i18n = useI18n();
  const missing = () => namespaces.filter((n) => i18n.namespaces && !i18n.namespaces.has(n));
  const [ready, setReady] = useState(() => missing().length === 0);
  const key = namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the namespaces' names are the key
  useEffect(() => {
    const wanted = missing();
    if (wanted.length === 0) {
      setReady(true);
      return;
    }
    let live = true;
    Promise.all(wanted.map((n) => loadNamespace(n, i18n.locale))).then(
      (loaded) => {
        for (const [i, messages] of loaded.entries()) merge(i18n, wanted[i] as string, messages);
        if (live) setReady(true);
      },
      // A failed fetch: the components load it themselves (and show the modal or page error if it fails).
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, [i18n, key]);
  return ready;
}

/** The current page locale, e.g. "de" or "pt-BR". */
export function useLocale(): string {
  return useI18n().locale;
}

/**
 * Lazy namespaces a server component sends with what it renders (see with-messages.tsx), so that the
 * client components below render on the server and hydrate without fetching them.
 */
export function MessagesScope({
  messages,
  namespaces,
  children,
}: {
  messages: Messages;
  namespaces: readonly LazyNamespace[];
  children: ReactNode;
}) {
  const i18n = useI18n();
  for (const namespace of namespaces) {
    if (i18n.namespaces && !i18n.namespaces.has(namespace)) merge(i18n, namespace, messages);
  }
  return children;
}
