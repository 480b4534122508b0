/** Inputs of the Content-Security-Policy of one page response: configuration and the nonce, never the request. */
export interface CspOptions {
  /** Fresh base64 nonce of this request; Next puts it on its own scripts. */
  nonce: string;
  /** Space-separated frame-ancestors sources (env FRAME_ANCESTORS); "'self'" when unset or malformed. */
  frameAncestors?: string | undefined;
  /**
   * The site's public origin (SITE_URL): its WebSocket origin is allowed for the push connection, for
   * browsers whose 'self' does not cover ws:/wss:.
   */
  siteUrl?: string | undefined;
  /** Development adds 'unsafe-eval' (React's dev tooling needs it) and the HMR socket. */
  dev?: boolean;
  /**
   * Space-separated origins of an external payment provider (env PAYMENT_PROVIDER_SOURCES): its card
   * form may be framed and its script may call it. Unset: the provider is served through /api.
   */
  paymentSources?: string | undefined;
  /** Origin of the error-reporting endpoint (ERROR_REPORTING_URL) when it is another origin. */
  errorReportingOrigin?: string | undefined;
  /** Origins the tag manager needs (GTM_CSP set, issue 15); none by default. */
  tagManagerSources?: readonly string[] | undefined;
  /** Space-separated origins of the live chat widget (env CHAT_CSP_SOURCES): its calls, images and frames. */
  chatSources?: string | undefined;
  /**
   * Space-separated origins of the push-notification service (env PUSH_NOTIFICATIONS_CSP_SOURCES, e.g.
   * `https://*.onesignal.com`): its calls, images and frames. Its script loads through the nonce.
   */
  pushSources?: string | undefined;
  /** Space-separated origins of layout-block images and iframes (env CONTENT_CSP_SOURCES). */
  contentSources?: string | undefined;
}

/**
 * One CSP source expression: a keyword, a scheme (`https:`), `*`, or a host source
 * (`[scheme://]host[:port][/path]`, `*.` wildcard allowed). Nothing that could end the directive.
 */
const SOURCE =
  /^(?:'self'|'none'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i;

/**
 * The sources of a configured list, or none when any token is not a source (a `;`, a quote, a comma):
 * a list that is half wrong is a mistake, and "x; frame-ancestors *" must not become `*`.
 */
export function cspSources(list: string | undefined): string[] {
  const tokens = (list ?? '').split(/\s+/).filter((token) => token !== '');
  return tokens.every((token) => SOURCE.test(token)) ? tokens : [];
}

/** ws(s)://host[:port] of a configured http(s) origin; null when it is not one. */
function websocketOrigin(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    const url = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy header value: strict nonce-based scripts, same-origin everything else. */
export function buildCsp({
  nonce,
  frameAncestors,
  siteUrl,
  dev = false,
  paymentSources,
  errorReportingOrigin,
  tagManagerSources = [],
  chatSources,
  pushSources,
  contentSources,
}: CspOptions): string {
  const socket = websocketOrigin(siteUrl);
  const ancestors = cspSources(frameAncestors);
  const payment = cspSources(paymentSources);
  const reporting = cspSources(errorReportingOrigin);
  const chat = [...cspSources(chatSources), ...cspSources(pushSources)];
  const content = cspSources(contentSources);
  const tags = [...tagManagerSources, ...chat];
  const images = [...tags, ...content];
  const frames = [...payment, ...chat, ...content];
  const extraConnect = [...(socket ? [socket] : []), ...payment, ...reporting, ...tags];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images.length > 0 ? ` ${images.join(' ')}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${extraConnect.length > 0 ? ` ${extraConnect.join(' ')}` : ''}`,
    ...(frames.length > 0 ? [`frame-src 'self' ${frames.join(' ')}`] : []),
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}
