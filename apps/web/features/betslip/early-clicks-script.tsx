import { headers } from 'next/headers';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.ts';

/**
 * The inline script that notes odds taps made before hydration (early-clicks.ts), with the page's
 * CSP nonce (proxy.ts puts it in the x-nonce request header). Render it first in <body>.
 */
export async function EarlyClicksScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, nonce-allowed by the CSP.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
