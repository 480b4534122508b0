import { type LayoutBlock, type LayoutText, layoutText } from '@sportsbook/contract';
import type { Translate } from '../i18n/translator.ts';

/** What every block renderer gets besides its block. */
export interface BlockContext {
  locale: string;
  t: Translate;
  /** The block's own text in the reader's locale. */
  text(value: LayoutText): string;
  /** Where the block is drawn: a page's column, or a shell slot (compact, no headings). */
  place: 'page' | 'slot';
}

export function blockContext(locale: string, t: Translate, place: BlockContext['place']): BlockContext {
  return { locale, t, place, text: (value) => layoutText(value, locale, (key) => t(key)) };
}

export type BlockOf<T extends LayoutBlock['type']> = Extract<LayoutBlock, { type: T }>;

/** The id of a block's heading (for aria-labelledby). */
export const headingId = (block: LayoutBlock) => `block-${block.id}-title`;
