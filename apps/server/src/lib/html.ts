const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The policy of a small page the API serves itself (emulated payment form, emulated provider): its
 * own files only, no inline script or style, framed by the site only. `formAction` is what its
 * forms may post to.
 */
export function ownPageCsp(formAction: "'self'" | "'none'"): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `form-action ${formAction}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}
