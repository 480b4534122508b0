export { LOCALE_HEADER } from './constants.ts';
export { LocaleLink, type LocaleLinkProps } from './locale-link.tsx';
export { LocaleSwitcher } from './locale-switcher.tsx';
export { getMessages, getT, messagesLocale } from './messages.ts';
export { I18nProvider, useLocale, useT } from './provider.tsx';
export { createTranslator, type Messages, type MessageVars, type Translate } from './translator.ts';
