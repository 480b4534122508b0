import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES } from '../../src/modules/feed/i18n.ts';
import {
  type ModelKind,
  modelFromRatings,
  PREMATCH_STATE,
  quoteMatch,
} from '../../src/modules/feed/pricing/index.ts';

/** Words that are the same in a locale as in English (a trailing line such as " 2.5" aside). */
const SAME_WORD: Record<string, readonly string[]> = { es: ['No'], it: ['No', 'Over', 'Under'] };

const KINDS: ModelKind[] = [
  'soccer',
  'ice-hockey',
  'basketball',
  'handball',
  'cricket',
  'tennis',
  'volleyball',
  'table-tennis',
  'esports',
];

describe('outcome names of the feed', () => {
  it('are translated in every catalogue locale (no English "Draw (-1)" in German or Arabic)', () => {
    const ctx = { home: 'Westbury', away: 'Elmstead' };
    const untranslated: string[] = [];
    for (const kind of KINDS) {
      for (const market of quoteMatch(
        modelFromRatings(kind, 1600, 1500, { depth: 'full' }),
        PREMATCH_STATE,
        ctx,
      )) {
        for (const outcome of market.outcomes) {
          const en = outcome.name.en;
          // Team names, lines and scores read the same everywhere; words must not.
          if (!/[A-Za-z]{2,}/.test(en.replaceAll(ctx.home, '').replaceAll(ctx.away, ''))) continue;
          for (const locale of CATALOGUE_LOCALES) {
            if (locale === 'en') continue;
            const text = outcome.name[locale];
            if (
              text === undefined ||
              (text === en && !SAME_WORD[locale]?.includes(en.replace(/ [\d.]+$/, '')))
            )
              untranslated.push(`${kind} ${market.marketId} ${locale}: ${en}`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  });
});
