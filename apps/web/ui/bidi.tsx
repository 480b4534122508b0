import type { ComponentPropsWithoutRef } from 'react';

// Bidirectional isolation for the pieces of a page that keep their own direction whatever the
// page's: numbers with a sign or unit, and names from the feed. Without it an Arabic page draws
// "+19" as "19+", "80'" as "'80", and cuts a Latin team name at its start.

type BdiProps = Omit<ComponentPropsWithoutRef<'bdi'>, 'dir'>;

/**
 * A number read left to right in a page of either direction: odds, amounts, scores, minutes and
 * counts ("+19", "80'", "+150", "1,000.00 EUR"), isolated from the words around it and kept on
 * one line.
 */
export function Ltr({ className, ...props }: BdiProps) {
  return <bdi dir="ltr" className={className ? `bidi-ltr ${className}` : 'bidi-ltr'} {...props} />;
}

/**
 * A name from the feed (team, player, league) in the direction of its own first letter: a Latin
 * name in an Arabic page runs left to right and loses its end, not its start, to an ellipsis,
 * while the box still aligns with the page.
 */
export function BidiName({ className, ...props }: BdiProps) {
  return <bdi dir="auto" className={className ? `bidi-name ${className}` : 'bidi-name'} {...props} />;
}

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * `dir` for a text that is either a bare name from the feed ("Westbury FC": its own direction, so an
 * ellipsis cuts its end) or a translated phrase around one ("Westbury FC أو تعادل": the page's, so
 * the words stay in reading order).
 */
export function nameDir(text: string): 'auto' | undefined {
  return RTL_LETTER.test(text) ? undefined : 'auto';
}
