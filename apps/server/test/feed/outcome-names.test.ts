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

const LOCALES = CATALOGUE_LOCALES;

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
          for (const locale of LOCALES) {
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

describe('exact-goals outcome names', () => {
  it('take each locale\'s plural form ("1 Tor", "2 Tore", "1 goal", "3 гола", "5 голов")', () => {
    const names = new Map<string, Record<string, string>>();
    for (const market of quoteMatch(
      modelFromRatings('soccer', 1600, 1500, { depth: 'full' }),
      PREMATCH_STATE,
      {
        home: 'Westbury',
        away: 'Elmstead',
      },
    )) {
      for (const outcome of market.outcomes) names.set(outcome.name.en, outcome.name);
    }
    expect(names.get('1 goal')?.de).toBe('1 Tor');
    expect(names.get('2 goals')?.de).toBe('2 Tore');
    expect(names.get('0 goals')?.de).toBe('0 Tore');
    expect(names.get('3 goals')?.ru).toBe('3 гола');
    expect(names.get('5 goals')?.ru).toBe('5 голов');
    expect(names.get('1 goal')?.ar).toBe('هدف واحد');
    expect(names.has('1 goals')).toBe(false);
    // Locales translated by name dictionaries (feed/names) follow their plural rules too.
    expect(names.get('1 goal')?.he).toBe('שער אחד');
    expect(names.get('3 goals')?.he).toBe('3 שערים');
    expect(names.get('1 goal')?.fr).toBe('1 but');
    expect(names.get('2 goals')?.fr).toBe('2 buts');
    expect(names.get('2 goals')?.pl).toBe('2 gole');
    expect(names.get('5 goals')?.pl).toBe('5 goli');
    expect(names.get('3 goals')?.ja).toBe('3ゴール');
  });
});
