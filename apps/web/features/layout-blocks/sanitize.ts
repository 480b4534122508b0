import 'server-only';
import { CONTENT_HTML_ALLOWLIST } from '@sportsbook/contract';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_ALLOWLIST.allowedTags],
  allowedAttributes: { a: [...CONTENT_HTML_ALLOWLIST.allowedAttributes.a, 'rel'] },
  allowedSchemes: [...CONTENT_HTML_ALLOWLIST.allowedSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

/**
 * Content HTML made safe to render: the API sanitised it when it was written, and this applies the same
 * allowlist again on the web server, so a document stored by other means still runs no script.
 */
export function safeContentHtml(html: string): { __html: string } {
  return { __html: sanitizeHtml(html, OPTIONS) };
}
