import { createDelta } from 'fossil-delta';

/** Delta types a subscriber may ask for (`delta` of the subscribe request). */
export const DELTA_FOSSIL = 'fossil';

/**
 * The fossil delta from the previous publication's JSON text to the next one's, as the JSON client
 * applies it (`pub.data` string with `delta: true`, turned back into bytes with TextEncoder); null
 * when the delta is no smaller than the payload, or its bytes are no valid UTF-8 (a literal run that
 * splits a character would not survive the trip through a JSON string).
 */
export function fossilDeltaText(prev: string, next: string): string | null {
  const target = Buffer.from(next, 'utf8');
  const delta = Buffer.from(createDelta(Buffer.from(prev, 'utf8'), target));
  if (delta.length >= target.length) return null;
  const text = delta.toString('utf8');
  return Buffer.from(text, 'utf8').equals(delta) ? text : null;
}
