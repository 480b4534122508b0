import type { LocalizedText, markets } from '../db/schema.ts';
import { tr } from '../modules/feed/i18n.ts';
import type { PricedMarket } from '../modules/feed/pricing/index.ts';
import type { Provider } from './catalogue.ts';

/**
 * What the seed and the feed's new fixtures (feed/fixtures.ts) build alike: URN prefixes, match names
 * and market rows.
 */

export const URN_PREFIX: Record<Provider, string> = { betradar: 'sr', oddin: 'od', betconstruct: 'bc' };

const MATCH_NAME = tr(
  '{home} vs {away}',
  '{home} – {away}',
  '{home} vs. {away}',
  '{home} x {away}',
  '{home} — {away}',
  '{home} - {away}',
  '{home} ضد {away}',
);

/** "Home vs Away" in every locale. */
export function matchName(home: string, away: string): LocalizedText {
  return Object.fromEntries(
    Object.entries(MATCH_NAME).map(([locale, text]) => [
      locale,
      text.replace('{home}', home).replace('{away}', away),
    ]),
  ) as LocalizedText;
}

/**
 * The row of a priced market of a new event, open; `customBet`: the market's main group is offered to
 * the bet builder (betradar matches).
 */
export function openMarketRow(
  eventId: number,
  m: PricedMarket,
  opts: { nextBetStop: Date | null; customBet: boolean; provider: string; now: Date },
): typeof markets.$inferInsert {
  return {
    eventId,
    marketId: m.marketId,
    specifier: m.specifier,
    name: m.name,
    status: 1,
    outcomes: m.outcomes,
    marketGroups: m.groups,
    priority: m.priority,
    mostBalanced: m.mostBalanced,
    nextBetStop: opts.nextBetStop,
    customBetGroups: opts.customBet && m.groups.includes('main') ? ['main'] : [],
    provider: opts.provider,
    updatedAt: opts.now,
  };
}
