/**
 * The strict allowlist sanitiser of layout content: the HTML of text, banner and modal blocks keeps
 * CONTENT_HTML_ALLOWLIST (contract) and nothing else; every link opens with rel="noopener noreferrer
 * nofollow". Applied to every document the content API stores (the web app applies it again on render).
 */

import { createRequire } from 'node:module';
import { CONTENT_HTML_ALLOWLIST, type LayoutBlock, type LayoutDocument } from '@sportsbook/contract';
import type sanitizeHtml from 'sanitize-html';

// sanitize-html (with htmlparser2 and postcss) is loaded by the first document to store, not with the
// server: only an editor's save needs it, and it costs resident memory for the life of the process
// (issue 13: API memory). A synchronous require keeps this module's functions synchronous.
const require = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;
const loadSanitizer = (): typeof sanitizeHtml => {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml;
  return sanitizer;
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_ALLOWLIST.allowedTags],
  allowedAttributes: { a: [...CONTENT_HTML_ALLOWLIST.allowedAttributes.a] },
  allowedSchemes: [...CONTENT_HTML_ALLOWLIST.allowedSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};
// rel is set by the transform above, after the attribute filter.
OPTIONS.allowedAttributes = { a: [...CONTENT_HTML_ALLOWLIST.allowedAttributes.a, 'rel'] };

/** `html` with only the allowlisted tags, attributes and link schemes left. */
export function sanitizeContentHtml(html: string): string {
  return loadSanitizer()(html, OPTIONS);
}

function sanitizeBlock(block: LayoutBlock): LayoutBlock {
  switch (block.type) {
    case 'text':
      return { ...block, settings: { ...block.settings, html: sanitizeContentHtml(block.settings.html) } };
    case 'modal':
      return { ...block, settings: { ...block.settings, html: sanitizeContentHtml(block.settings.html) } };
    case 'banner':
      return block.settings.html === undefined
        ? block
        : { ...block, settings: { ...block.settings, html: sanitizeContentHtml(block.settings.html) } };
    default:
      return block;
  }
}

/** The document with the HTML of every text, banner and modal block sanitised. */
export function sanitizeLayout(document: LayoutDocument): LayoutDocument {
  return { ...document, blocks: document.blocks.map(sanitizeBlock) };
}
