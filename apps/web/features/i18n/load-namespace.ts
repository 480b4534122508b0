import { type LazyNamespace, namespaceUrl } from './namespaces.ts';
import type { Messages } from './translator.ts';

const loading = new Map<string, Promise<Messages>>();

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
 * React's `use` wants); a failed fetch is forgotten, so the next render tries again.
 */
export function loadNamespace(namespace: LazyNamespace, locale: string): Promise<Messages> {
  const key = `${namespace}.${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = fetchNamespace(namespace, locale);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
