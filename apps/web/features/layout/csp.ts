/** Inputs of the Content-Security-Policy of one page response. */
export interface CspOptions {
  /** Fresh base64 nonce of this request; Next puts it on its own scripts. */
  nonce: string;
  /** Space-separated frame-ancestors sources (env FRAME_ANCESTORS); "'self'" when unset. */
  frameAncestors?: string | undefined;
  /** Host of the request (for the same-origin WebSocket of the push connection). */
  host?: string | null | undefined;
  /** Development adds 'unsafe-eval' (React's dev tooling needs it) and the HMR socket. */
  dev?: boolean;
}

/** The Content-Security-Policy header value: strict nonce-based scripts, same-origin everything else. */
export function buildCsp({ nonce, frameAncestors, host, dev = false }: CspOptions): string {
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    `frame-ancestors ${frameAncestors?.trim() || "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}
