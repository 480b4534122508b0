import { ApiRequestError } from '../../lib/api.ts';
import type { Translate } from '../i18n/translator.ts';

/**
 * The text of a cashier error: the translation of its code (`cashier.error.<code>`) when there is
 * one, else the API's message, else the generic text.
 */
export function cashierErrorText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('cashier.error.generic');
  const key = `cashier.error.${error.code}`;
  const text = t(key);
  if (text !== key) return text;
  return error.message || t('cashier.error.generic');
}
