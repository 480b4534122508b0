import type { Db } from '../../db/client.ts';
import { jackpotLevels, jackpotPoolEntries, jackpots, type LocalizedText } from '../../db/schema.ts';

/** A level of the demo jackpot: share of qualifying stakes in basis points, 1 hit in `hitOdds` bets. */
interface LevelSeed {
  code: string;
  name: LocalizedText;
  shareBp: number;
  hitOdds: number;
  seed: number;
}

const DEMO_LEVELS: LevelSeed[] = [
  {
    code: 'mini',
    name: {
      en: 'Mini',
      de: 'Mini',
      fr: 'Mini',
      es: 'Mini',
      it: 'Mini',
      pl: 'Mini',
      'pt-BR': 'Mini',
      tr: 'Mini',
      ru: 'Мини',
      ja: 'ミニ',
      ar: 'صغرى',
      fa: 'کوچک',
      he: 'מיני',
      ur: 'چھوٹا',
    },
    shareBp: 100,
    hitOdds: 500,
    seed: 10_00,
  },
  {
    code: 'major',
    name: {
      en: 'Major',
      de: 'Major',
      fr: 'Majeur',
      es: 'Mayor',
      it: 'Maggiore',
      pl: 'Duży',
      'pt-BR': 'Maior',
      tr: 'Büyük',
      ru: 'Крупный',
      ja: 'メジャー',
      ar: 'كبرى',
      fa: 'بزرگ',
      he: 'גדול',
      ur: 'بڑا',
    },
    shareBp: 100,
    hitOdds: 5_000,
    seed: 100_00,
  },
  {
    code: 'grand',
    name: {
      en: 'Grand',
      de: 'Grand',
      fr: 'Grand',
      es: 'Gran',
      it: 'Grande',
      pl: 'Wielki',
      'pt-BR': 'Grande',
      tr: 'Dev',
      ru: 'Гранд',
      ja: 'グランド',
      ar: 'العظمى',
      fa: 'ویژه',
      he: 'גרנד',
      ur: 'سب سے بڑا',
    },
    shareBp: 100,
    hitOdds: 50_000,
    seed: 1_000_00,
  },
];

/**
 * The demo jackpot (EUR, levels mini, major and grand), each level's pool starting at its seed amount
 * with a pool row of kind seed. Idempotent: nothing when a jackpot exists.
 */
export async function seedJackpots(db: Db): Promise<number> {
  const [existing] = await db.select({ id: jackpots.id }).from(jackpots).limit(1);
  if (existing) return 0;
  return db.transaction(async (tx) => {
    const [jackpot] = await tx
      .insert(jackpots)
      .values({
        name: {
          en: 'Sportsbook Jackpot',
          de: 'Sportsbook-Jackpot',
          fr: 'Jackpot Sportsbook',
          es: 'Bote Sportsbook',
          it: 'Jackpot Sportsbook',
          pl: 'Jackpot Sportsbook',
          'pt-BR': 'Jackpot Sportsbook',
          tr: 'Sportsbook Jackpotu',
          ru: 'Джекпот Sportsbook',
          ja: 'Sportsbook ジャックポット',
          ar: 'الجائزة الكبرى Sportsbook',
          fa: 'جکپات Sportsbook',
          he: 'ג׳קפוט Sportsbook',
          ur: 'Sportsbook جیک پاٹ',
        },
        currency: 'EUR',
        subunits: 2,
      })
      .returning({ id: jackpots.id });
    if (!jackpot) throw new Error('jackpot not inserted');
    const levels = await tx
      .insert(jackpotLevels)
      .values(
        DEMO_LEVELS.map((l, position) => ({
          jackpotId: jackpot.id,
          code: l.code,
          name: l.name,
          position,
          shareBp: l.shareBp,
          hitOdds: l.hitOdds,
          seedAmount: l.seed,
          poolAmount: l.seed,
        })),
      )
      .returning({ id: jackpotLevels.id, seed: jackpotLevels.seedAmount });
    await tx
      .insert(jackpotPoolEntries)
      .values(levels.map((l) => ({ levelId: l.id, kind: 'seed' as const, amount: l.seed })));
    return levels.length;
  });
}
