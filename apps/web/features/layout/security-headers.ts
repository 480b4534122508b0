/** A `headers()` rule of next.config (the subset we use). */
export interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: { key: string; value: string }[];
}

/** One year; no includeSubDomains or preload, which bind the operator's other hosts too. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * X-Forwarded-Proto of a request that reached the TLS-terminating proxy over https (its first value:
 * each proxy appends its own). Next anchors it (`^…$`). Trusting the header is safe: a browser ignores
 * Strict-Transport-Security on a plain-http response, so a forged header gains nothing.
 */
export const HTTPS_FORWARDED_PROTO = 'https(?:\\s*,.*)?';

/**
 * The headers of the web server's own responses (pages, assets; the /api proxy passes on the API's).
 * The nonce-based CSP changes per request, so proxy.ts sets it. HSTS only when the request came over
 * https: `next start` itself speaks plain http, so https means a proxy in front that says so in
 * X-Forwarded-Proto.
 */
export function securityHeaderRules(): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: HTTPS_FORWARDED_PROTO }],
      headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
    },
  ];
}
