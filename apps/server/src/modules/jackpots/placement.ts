/**
 * A placement's part of the jackpots (betting/placement-tx calls these; nothing here imports
 * betting). The levels a stake can feed are read in the placement's account lock statement
 * (`levelsJsonSql`); contributions are computed here and written by the placement's write statement
 * (betting/placement-write: a pool row per bet and level, the pools moved by their sum); a hit, when
 * the draw says so, is one more statement in the same transaction (hits.ts recordHit).
 */
import { jackpotContribution } from '@sportsbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { JackpotDraw } from './draw.ts';

/** An active level of an active jackpot, as the placement reads it. */
export interface PlacementLevel {
  id: number;
  jackpot_id: number;
  share_bp: number;
  hit_odds: number;
}

/** The active levels of the active jackpots in `currency` (a SQL text expression), as a jsonb array. */
export function levelsJsonSql(currency: SQL): SQL {
  return sql`(select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'jackpot_id', l.jackpot_id,
             'share_bp', l.share_bp, 'hit_odds', l.hit_odds) order by l.id), '[]'::jsonb)
        from jackpot_levels l join jackpots j on j.id = l.jackpot_id
       where j.currency = ${currency} and j.status = 'active' and l.state = 'active')`;
}

/** A bet's share for one level (what the write statement inserts). */
export interface Contribution {
  level_id: number;
  bet_id: number;
  amount: number;
}

/** A bet as the jackpots see it: its currency and the cash it staked (0 for a free bet). */
export interface QualifyingBet {
  betId: number;
  currency: string;
  cash: number;
}

/**
 * Contributions of the bets: a cash stake in a jackpot's currency adds floor(cash × share_bp / 10000)
 * to each of its levels (domain jackpotContribution); a free bet (no cash) adds nothing; a zero share
 * writes no row.
 */
export function contributionsOf(
  bets: readonly QualifyingBet[],
  levelsOf: (currency: string) => readonly PlacementLevel[],
): Contribution[] {
  const out: Contribution[] = [];
  for (const bet of bets) {
    if (bet.cash <= 0) continue;
    for (const level of levelsOf(bet.currency)) {
      const amount = jackpotContribution(bet.cash, level.share_bp);
      if (amount > 0) out.push({ level_id: level.id, bet_id: bet.betId, amount });
    }
  }
  return out;
}

/** A drawn hit: the bet that hit the level. */
export interface DrawnHit {
  levelId: number;
  betId: number;
}

/** The draw over the contributing bets: at most one hit per level in a placement (the first bet drawn). */
export function drawHits(
  contributions: readonly Contribution[],
  levels: ReadonlyMap<number, PlacementLevel>,
  draw: JackpotDraw,
): DrawnHit[] {
  const hit = new Map<number, DrawnHit>();
  for (const c of contributions) {
    const level = levels.get(c.level_id);
    if (!level || hit.has(level.id)) continue;
    if (draw(c.bet_id, level.id, level.hit_odds)) hit.set(level.id, { levelId: level.id, betId: c.bet_id });
  }
  return [...hit.values()];
}
