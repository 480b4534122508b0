/** Request header through which proxy.ts tells server components the page's locale. */
export const LOCALE_HEADER = 'x-sb-locale';
