'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createTranslator, type Messages, type Translate } from './translator.ts';

interface I18nValue {
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Makes the page's locale and its messages available to client components (mounted by the locale layout). */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: createTranslator(messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT/useLocale need <I18nProvider> (mounted in app/[locale]/layout.tsx)');
  return value;
}

/** Client-side `t(key, vars?)` of the current locale. */
export function useT(): Translate {
  return useI18n().t;
}

/** The current page locale, e.g. "de" or "pt-BR". */
export function useLocale(): string {
  return useI18n().locale;
}
