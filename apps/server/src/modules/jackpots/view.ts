import { createHmac } from 'node:crypto';
import {
  type ErrorCode,
  type Jackpot,
  JackpotErrorCode,
  type JackpotHit,
  type JackpotHitsResponse,
} from '@sportsbook/contract';
import { convertMoney, type Subunits } from '@sportsbook/domain';
import { HttpError } from '../../lib/http-error.ts';
import { localize } from '../../lib/localize.ts';
import { ratedCurrency } from '../limits/money.ts';
import type { HitRow, JackpotRow } from './queries.ts';

export function jackpotMissing(): HttpError {
  return new HttpError(404, JackpotErrorCode.notFound as unknown as ErrorCode, 'Jackpot not found');
}

export function hitMissing(): HttpError {
  return new HttpError(404, JackpotErrorCode.hitNotFound as unknown as ErrorCode, 'Jackpot hit not found');
}

/** SPEC §3 Jackpot in `locale`. */
export function jackpotView(row: JackpotRow, locale: string): Jackpot {
  return {
    id: row.id,
    name: localize(row.name, locale),
    amount: row.levels.reduce((sum, l) => sum + l.pool_amount, 0),
    pool_amount: row.levels.reduce((sum, l) => sum + l.contributed_amount, 0),
    hits_amount: row.hits,
    currency: row.currency as Jackpot['currency'],
    currency_subunits: row.subunits,
    levels: row.levels.map((l) => ({
      code: l.code,
      name: localize(l.name, locale),
      pool_amount: l.pool_amount,
      state: l.state,
    })),
  };
}

/**
 * A stable pseudonym of a player for public hit lists: HMAC-SHA256 of the id under a server secret,
 * 16 hex digits (ids are small sequential numbers: a plain hash would give them away).
 */
export function userHasher(secret: string): (userId: number) => string {
  const key = createHmac('sha256', secret).update('jackpot user hash').digest();
  return (userId) => createHmac('sha256', key).update(String(userId)).digest('hex').slice(0, 16);
}

/** SPEC §3 Jackpot hit; `seen` is only the owner's to know. */
export function hitView(
  row: HitRow,
  locale: string,
  viewerId: number | null,
  hash: (id: number) => string,
): JackpotHit {
  return {
    id: row.id,
    jackpot_id: row.jackpot_id,
    jackpot_name: localize(row.jackpot_name, locale),
    jackpot_level_code: row.level_code,
    jackpot_level_name: localize(row.level_name, locale),
    amount: row.amount,
    amount_eur: convertMoney(row.amount as Subunits, ratedCurrency(row.currency), ratedCurrency('EUR')),
    currency: row.currency as JackpotHit['currency'],
    status: row.status,
    user_hash: hash(row.user_id),
    seen: row.user_id === viewerId ? row.seen : true,
    created_at: row.created_at.toISOString(),
  };
}

export function hitsView(
  rows: readonly HitRow[],
  locale: string,
  viewerId: number | null,
  hash: (id: number) => string,
): JackpotHitsResponse {
  return { data: rows.map((r) => hitView(r, locale, viewerId, hash)) };
}
