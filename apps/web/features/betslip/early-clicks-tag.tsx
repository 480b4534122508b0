'use client';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.ts';

/**
 * The early-clicks script tag (early-clicks.ts). Its text is written by the server render only: the
 * bundler inlines `typeof window`, so the browser's bundle drops the text, and a client component's
 * props are all the page's RSC payload carries of it (a server component's tag would carry the whole
 * text there a second time). Hydration keeps the server's script as it is; it has run by then.
 */
export function EarlyClicksTag({ nonce }: { nonce: string | undefined }) {
  const html = typeof window === 'undefined' ? EARLY_CLICKS_SCRIPT : '';
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, nonce-allowed by the CSP.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
}
