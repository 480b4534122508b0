import { type LazyNamespace, namespaceUrl } from './namespaces.ts';
import type { Messages } from './translator.ts';

/** A catalogue's promise as React's `use` reads it: once settled, it carries its value (no suspending). */
type Loading = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const loading = new Map<string, Loading>();

async function fetchNamespace(namespace: LazyNamespace, locale: string): Promise<Messages> {
  // Rendering on the server: the catalogue is on disk (a page should have sent it with <WithMessages>).
  if (typeof window === 'undefined') {
    const { namespaceMessages } = await import('./messages.ts');
    return namespaceMessages(namespace, locale);
  }
  const response = await fetch(namespaceUrl(namespace, locale));
  if (!response.ok) throw new Error(`messages ${namespace}/${locale}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}

/**
 * A lazy namespace's catalogue of a locale, fetched once per page (the same promise each time, as
 * React's `use` wants, marked fulfilled when it is: a component that renders after it arrived does
 * not suspend); a failed fetch is forgotten, so the next render tries again.
 */
export function loadNamespace(namespace: LazyNamespace, locale: string): Promise<Messages> {
  const key = `${namespace}.${locale}`;
  const known = loading.get(key);
  if (known) return known;
  const promise: Loading = fetchNamespace(namespace, locale);
  promise.then(
    (messages) => {
      Object.assign(promise, { status: 'fulfilled', value: messages });
    },
    () => loading.delete(key),
  );
  loading.set(key, promise);
  return promise;
}

/**
 * A module loaded on first use whose components read a lazy namespace, with that namespace: its code
 * and its texts are fetched side by side, so the component renders at once when it resolves instead
 * of waiting for its texts after its code. Fails when either fails (the caller tries again later).
 */
export async function withNamespace<T>(
  module: Promise<T>,
  namespace: LazyNamespace,
  locale: string,
): Promise<T> {
  const [loaded] = await Promise.all([module, loadNamespace(namespace, locale)]);
  return loaded;
}
