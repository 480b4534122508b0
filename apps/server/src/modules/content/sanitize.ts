/**
 * The strict allowlist sanitiser of layout content: the HTML of text, banner and modal blocks keeps
 * CONTENT_HTML_ALLOWLIST (contract) and nothing else; every link opens with rel="noopener noreferrer
 * nofollow". Applied to every document the content API stores (the web app applies it again on render).
 */
import { CONTENT_HTML_ALLOWLIST, type LayoutBlock, type LayoutDocument } from '@sportsbook/contract';
import sanitizeHtml from 'sanitize-html';

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
  return sanitizeHtml(html, OPTIONS);
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
