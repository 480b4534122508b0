/**
 * The placement hook (betting/service.ts `place`): bets that name a `bonus {id, type, odds}` are
 * checked inside the placement's transaction, under the issued bonuses' row locks, with the domain's
 * bonusRefusals. A free bet's stake is the bonus (no cash moves); a used bonus counts its use in the
 * same transaction, so two placements cannot spend one free bet twice.
 */
import { BetErrorCode, type PlaceBetsBody } from '@sportsbook/contract';
import {
  type BetType,
  type BonusBet,
  BonusRefusal,
  BonusStatus,
  BonusType,
  bonusRefusals,
  isFreebetType,
} from '@sportsbook/domain';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type BetBonusJson, issuedBonuses, sports } from '../../db/schema.ts';
import type { SelectionCatalogue } from '../betting/catalogue.ts';
import { betError } from '../betting/errors.ts';
import { betMessage } from '../betting/messages.ts';
import type { PricedPlacement } from '../betting/placement.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { countAmbProgress } from './amb.ts';
import { farmPlacedBets } from './farming.ts';
import type { BonusPreload } from './preload.ts';
import { publishBonusIssued } from './push.ts';
import { type IssuedWithCampaign, issuedOf, playerFacts } from './queries.ts';
import { domainRulesOf } from './rules.ts';
import { publishPools } from './tournament.ts';

type PlacementBet = z.output<typeof PlaceBetsBody>['bets'][number];

export interface PlacementBonuses {
  /** Bonus odds (thousandths) pricing applies to bet `index`: a combo boost's sent odds, else none. */
  oddsOf(index: number): number | undefined;
  /** Throws 422 bonus_not_available (errors_by_bet[].code: the BonusRefusal) when a bet cannot use its bonus. */
  verify(priced: readonly PricedPlacement[], catalogue: SelectionCatalogue): Promise<void>;
  /** Cash taken for a bet: its stake, or 0 when a free bet pays it. */
  cashStake(p: PricedPlacement): number;
  /** `bets.bonus` of bet `index`. */
  betBonus(index: number): BetBonusJson | null;
  /**
   * In the placement's transaction: counts each bonus's use (a used-up one is over), and farms the
   * cash bets into the player's hunting and tournament points (farming.ts).
   */
  commit(
    now: Date,
    placed: readonly { betId: number; p: PricedPlacement }[],
    catalogue: SelectionCatalogue,
    /** What the placement read for the hooks already (bonuses/preload.ts); read here when absent. */
    preload?: BonusPreload,
  ): Promise<void>;
  /** After the transaction commits: `bonus_issued` for free bets the placement earned. */
  published(push: PushPublisher, log?: FastifyBaseLogger): Promise<void>;
}

/** What a placement's farming leaves to push after the commit. */
interface Earned {
  issued: IssuedWithCampaign[];
  tournaments: Set<number>;
}

async function publishEarned(
  db: Db,
  push: PushPublisher,
  earned: Earned,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const row of earned.issued) await publishBonusIssued(push, row, now, log);
  await publishPools(db, push, earned.tournaments, log);
}

/** The hooks of a placement without bonuses: cash stakes, and farming only. */
function withoutBonuses(db: Db, userId: number): PlacementBonuses {
  const earned: Earned = { issued: [], tournaments: new Set() };
  let at = new Date(0);
  return {
    oddsOf: () => undefined,
    verify: async () => undefined,
    cashStake: (p) => p.stake,
    betBonus: () => null,
    async commit(now, placed, catalogue, preload) {
      at = now;
      const cash = placed.map((b) => ({ ...b, cash: b.p.stake }));
      earned.issued.push(
        ...(await farmPlacedBets(db, userId, cash, catalogue, now, earned.tournaments, preload?.farming)),
      );
      earned.issued.push(...(await countAmbProgress(db, userId, cash, now, preload?.amb)));
    },
    published: (push, log) => publishEarned(db, push, earned, at, log),
  };
}

function refused(index: number, code: string, locale: string) {
  return betError(422, BetErrorCode.bonusNotAvailable, 'error.place_bets.bonus_not_available', locale, {
    details: [{ bet_index: index, code }],
    errors_by_bet: [
      { index, code, localized_message: betMessage('error.place_bets.bonus_not_available', locale) },
    ],
  });
}

/** Sport types (regular, cyber) of these sports. */
async function sportTypes(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sports.id, type: sports.type })
    .from(sports)
    .where(inArray(sports.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.type]));
}

function bonusBetOf(
  p: PricedPlacement,
  bet: PlacementBet,
  catalogue: SelectionCatalogue,
  types: Map<number, string>,
): BonusBet {
  return {
    betType: p.type as BetType,
    currency: p.currency,
    stake: p.stake,
    totalOdds: p.odds,
    bonusOdds: bet.bonus?.odds,
    selections: p.selections.map((s) => {
      const m = catalogue.matches.get(s.eventId);
      return {
        odds: s.odds,
        matchStatus: m?.status ?? -1,
        sportType: types.get(m?.sport.id ?? -1) ?? '',
        sportId: m?.sport.id ?? -1,
        sportKey: m?.sport.key,
        categoryId: m?.category.id ?? -1,
        tournamentId: m?.tournament.id ?? -1,
        eventId: s.eventId,
      };
    }),
  };
}

/** Adds `n` uses to an issued bonus; one that reaches its uses count is over. */
async function countUses(db: Db, id: number, n: number, at: Date): Promise<void> {
  await db.execute(sql`
    update ${issuedBonuses}
       set times_used = times_used + ${n}::int,
           status = case when uses_count is not null and times_used + ${n}::int >= uses_count
                         then ${BonusStatus.bonusOver} else status end,
           updated_at = ${at.toISOString()}::timestamptz
     where id = ${id}`);
}

/**
 * Locks the issued bonuses the payload names and returns the hooks placement calls. Call after the
 * player's account and player rows are locked (placements of one player queue there).
 */
export async function placementBonuses(
  db: Db,
  userId: number,
  bets: readonly PlacementBet[],
  now: Date,
  locale: string,
): Promise<PlacementBonuses> {
  if (!bets.some((b) => b.bonus)) return withoutBonuses(db, userId);
  const ids = bets.map((b) => Number(b.bonus?.id)).filter((id) => Number.isSafeInteger(id) && id > 0);
  const rows = ids.length > 0 ? await issuedOf(db, userId, [], ids, true) : [];
  const byId = new Map(rows.map((r) => [r.issued.id, r]));
  const ofIndex = new Map<number, IssuedWithCampaign>();
  bets.forEach((bet, index) => {
    if (!bet.bonus) return;
    const row = byId.get(Number(bet.bonus.id));
    if (!row || row.issued.type !== bet.bonus.type) throw refused(index, BonusRefusal.inactive, locale);
    ofIndex.set(index, row);
  });
  const oddsOf = (index: number) =>
    ofIndex.get(index)?.issued.type === BonusType.comboboost ? bets[index]?.bonus?.odds : undefined;
  const earned: Earned = { issued: [], tournaments: new Set() };
  const cashStake = (p: PricedPlacement) =>
    isFreebetType(ofIndex.get(p.index)?.issued.type ?? '') ? 0 : p.stake;
  return {
    oddsOf,
    async verify(priced, catalogue) {
      const player = (await playerFacts(db, userId)) ?? { verified: false, country: null };
      const types = await sportTypes(db, [
        ...new Set([...catalogue.matches.values()].map((m) => m.sport.id)),
      ]);
      const uses = new Map<number, number>();
      for (const p of priced) {
        const row = ofIndex.get(p.index);
        const bet = bets[p.index];
        if (!row || !bet) continue;
        const before = uses.get(row.issued.id) ?? 0;
        uses.set(row.issued.id, before + 1);
        const rules = {
          ...domainRulesOf(row.campaign, row.issued),
          timesUsed: row.issued.timesUsed + before,
        };
        const why = bonusRefusals(rules, player, bonusBetOf(p, bet, catalogue, types), now.getTime());
        if (why.length > 0) throw refused(p.index, why[0] as string, locale);
      }
    },
    cashStake,
    betBonus(index) {
      const row = ofIndex.get(index);
      return row ? { id: row.issued.id, type: row.issued.type, odds: oddsOf(index) ?? null } : null;
    },
    async commit(at, placed, catalogue, preload) {
      const counts = new Map<number, number>();
      for (const row of ofIndex.values()) counts.set(row.issued.id, (counts.get(row.issued.id) ?? 0) + 1);
      for (const [id, n] of counts) await countUses(db, id, n, at);
      const cash = placed.map((b) => ({ ...b, cash: cashStake(b.p) }));
      earned.issued.push(
        ...(await farmPlacedBets(db, userId, cash, catalogue, at, earned.tournaments, preload?.farming)),
      );
      earned.issued.push(...(await countAmbProgress(db, userId, cash, at, preload?.amb)));
    },
    published: (push, log) => publishEarned(db, push, earned, now, log),
  };
}
