import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { bonusCampaigns, events, markets, sports } from '../../src/db/schema.ts';
import type { OpenSelection } from '../betting/helpers.ts';

/** Switches the seeded sign-up campaigns off, so a test player starts without bonuses. */
export async function withoutSignUpBonuses(db: Db): Promise<void> {
  await db.update(bonusCampaigns).set({ status: 'inactive' }).where(eq(bonusCampaigns.trigger, 'sign_up'));
}

/** A prematch soccer match's open 1X2 market (the seed's; the specifier is empty). */
export interface Prematch1x2 {
  eventId: number;
  specifier: string;
  outcomes: { id: string | number; odds: number; active: boolean }[];
}

/** The open 1X2 markets of the seeded prematch soccer matches, in match order. */
export async function prematchSoccer1x2(db: Db): Promise<Prematch1x2[]> {
  return db
    .select({ eventId: markets.eventId, specifier: markets.specifier, outcomes: markets.outcomes })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(
      and(eq(sports.key, 'soccer'), eq(events.status, 0), eq(markets.marketId, 1), eq(markets.status, 1)),
    )
    .orderBy(asc(events.id));
}

/** The active draw of each prematch soccer match whose odds are at least `minOdds`, as a selection. */
export async function prematchDraws(db: Db, minOdds = 1500): Promise<OpenSelection[]> {
  return (await prematchSoccer1x2(db)).flatMap((r) => {
    const draw = r.outcomes.find((o) => o.id === 'draw' && o.active && o.odds >= minOdds);
    return draw
      ? [{ match_id: r.eventId, market_id: 1, specifier: r.specifier, outcome_id: 'draw', odds: draw.odds }]
      : [];
  });
}
