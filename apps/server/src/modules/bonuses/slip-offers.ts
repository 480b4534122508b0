/**
 * SPEC §7 POST /bonuses: the player's bonuses for a bet slip, evaluated on the server with the rules
 * placement enforces (domain bonusRefusals): a combo boost's bonus odds for the slip (bonusOddsFor) and
 * the boosted total, a free bet's amount (it replaces the stake), and every reason a bonus does not fit.
 */
import type { SlipBonus, SlipBonusesBody } from '@sportsbook/contract';
import {
  type BetType,
  type BonusBet,
  BonusStatus,
  BonusType,
  bonusOddsFor,
  bonusRefusals,
  comboOdds,
  isFreebetType,
  type Odds,
} from '@sportsbook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sports } from '../../db/schema.ts';
import { validationError } from '../../lib/http-error.ts';
import { loadMatches } from '../betting/catalogue.ts';
import { issuedOf, playerFacts } from './queries.ts';
import { domainRulesOf, rulesOf } from './rules.ts';
import { computedStatus, textIn } from './view.ts';

/** The slip's selections as bonus rules see them; 400 for an event that does not exist. */
async function slipSelections(db: Db, body: SlipBonusesBody): Promise<BonusBet['selections']> {
  const matches = await loadMatches(
    db,
    body.selections.map((s) => s.event_id),
  );
  const sportIds = [...new Set([...matches.values()].map((m) => m.sport.id))];
  const types =
    sportIds.length === 0
      ? []
      : await db
          .select({ id: sports.id, type: sports.type })
          .from(sports)
          .where(inArray(sports.id, sportIds));
  const typeOf = new Map(types.map((r) => [r.id, r.type]));
  return body.selections.map((s, i) => {
    const m = matches.get(s.event_id);
    if (!m) throw validationError(`selections.${i}.event_id`, 'no such event');
    return {
      odds: s.odds,
      matchStatus: m.status,
      sportType: typeOf.get(m.sport.id) ?? '',
      sportId: m.sport.id,
      sportKey: m.sport.key,
      categoryId: m.category.id,
      tournamentId: m.tournament.id,
      eventId: m.id,
    };
  });
}

/** Total odds of the slip before bonus odds: a single's odds, else the combined odds of every selection. */
function totalOddsOf(odds: readonly Odds[], betType: string): Odds {
  return betType === 'single' && odds.length === 1 ? (odds[0] as Odds) : comboOdds(odds);
}

/**
 * The player's active and available combo boosts and free bets for the slip, oldest first, each with
 * `eligible` and the reasons it is not (an available one must be activated first: error.bonus.not_active).
 */
export async function slipBonuses(
  db: Db,
  userId: number,
  body: SlipBonusesBody,
  now: Date,
  locale: string,
): Promise<SlipBonus[]> {
  const selections = await slipSelections(db, body);
  const player = (await playerFacts(db, userId)) ?? { verified: false, country: null };
  const odds = selections.map((s) => s.odds as Odds);
  const totalOdds = totalOddsOf(odds, body.bet_type);
  const rows = await issuedOf(db, userId, [BonusType.comboboost, ...FREEBETS]);
  const out: SlipBonus[] = [];
  for (const { campaign, issued } of rows) {
    const status = computedStatus(campaign, issued, now);
    if (status !== BonusStatus.active && status !== BonusStatus.available) continue;
    const rules = domainRulesOf(campaign, issued);
    const freebet = isFreebetType(issued.type);
    const boost =
      issued.type === BonusType.comboboost
        ? bonusOddsFor({ type: issued.type, ranges: rules.ranges, minOdds: rulesOf(campaign).min_odds }, odds)
        : undefined;
    const bet: BonusBet = {
      betType: body.bet_type as BetType,
      currency: body.currency,
      stake: freebet ? (issued.amount ?? 0) : body.stake,
      totalOdds,
      selections,
      bonusOdds: boost,
    };
    const reasons = bonusRefusals(rules, player, bet, now.getTime());
    out.push({
      id: issued.id,
      type: issued.type as SlipBonus['type'],
      name: textIn(campaign.name, locale),
      eligible: reasons.length === 0,
      odds: boost ?? null,
      boosted_odds: boost === undefined ? null : comboOdds(odds, boost),
      amount: freebet ? issued.amount : null,
      reasons,
    });
  }
  return out;
}

const FREEBETS = [
  BonusType.freebet,
  BonusType.freebetNoRisk,
  BonusType.freebetAllWin,
  BonusType.freebetOnlyWin,
];
