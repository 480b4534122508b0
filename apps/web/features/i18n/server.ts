import { DEFAULT_LOCALE } from '@sportsbook/domain';
import { headers } from 'next/headers';
import { LOCALE_HEADER } from './constants.ts';

/** The locale proxy.ts resolved for this request (for not-found and other prop-less server files). */
export async function getRequestLocale(): Promise<string> {
  return (await headers()).get(LOCALE_HEADER) ?? DEFAULT_LOCALE;
}
