import { headers } from 'next/headers';
import { EarlyClicksTag } from './early-clicks-tag.tsx';

/**
 * The inline script that notes odds taps made before hydration (early-clicks.ts), with the page's
 * CSP nonce (proxy.ts puts it in the x-nonce request header). Render it first in <body>.
 */
export async function EarlyClicksScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <EarlyClicksTag nonce={nonce} />;
}
