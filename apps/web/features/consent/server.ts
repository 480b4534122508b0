import 'server-only';
import { cookies, headers } from 'next/headers';
import { CONSENT_COOKIE, type Consent, consentFrom } from './rules.ts';

/** The kept consent choice, read on the server so a returning visitor never sees the banner flash. */
export async function getServerConsent(): Promise<Consent | null> {
  return consentFrom((await cookies()).get(CONSENT_COOKIE)?.value);
}

/** The CSP nonce of this request (set by proxy.ts), for scripts the page adds later. */
export async function getNonce(): Promise<string> {
  return (await headers()).get('x-nonce') ?? '';
}
