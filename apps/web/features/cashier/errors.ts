import { ApiRequestError } from '../../lib/api.ts';
import type { Translate } from '../i18n/translator.ts';

/**
 * The text of a cashier error: the translation of its code (`cashier.error.<code>`) when there is
 * one, else the API's message, else the generic text.
 */
export function cashierErrorText(t: Translate, error: unknown): string {
  // The API's errors, and the provider script's (an Error with the API's `code`).
  const raw: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const code = error instanceof ApiRequestError ? error.code : typeof raw === 'string' ? raw : null;
  if (code === null) return t('cashier.error.generic');
  const key = `cashier.error.${code}`;
  const text = t(key);
  if (text !== key) return text;
  return (error as Error).message || t('cashier.error.generic');
}
