import { z } from 'zod';
import { csv, dbText, Id, IsoDateTime, queryBool } from './common.ts';
import { CurrencyCode } from './platform.ts';

const Subunits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Machine-readable codes of the jackpot calls (beside ErrorCode). */
export const JackpotErrorCode = {
  /** 404: no such jackpot. */
  notFound: 'jackpot_not_found',
  /** 404: no such jackpot hit. */
  hitNotFound: 'jackpot_hit_not_found',
  /** 409: the hit's status does not allow that move (SPEC §4 Payout states). */
  hitStatus: 'jackpot_hit_status',
} as const;

/** Payout states of a hit (SPEC §4). */
export const JackpotHitStatus = z.enum(['initial', 'approved', 'declined', 'paid']);
export type JackpotHitStatus = z.infer<typeof JackpotHitStatus>;

/** A level's state: `active` grows and can hit; `paused` neither grows nor hits. */
export const JackpotLevelState = z.enum(['active', 'paused']);

export const JackpotLevel = z
  .object({
    code: z.string(),
    name: z.string(),
    pool_amount: Subunits.describe('What the level pays now, in currency subunits'),
    state: JackpotLevelState,
  })
  .meta({ id: 'JackpotLevel' });
export type JackpotLevel = z.infer<typeof JackpotLevel>;

/** SPEC §3 Jackpot. Amounts in `currency` subunits (`currency_subunits` digits). */
export const Jackpot = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    amount: Subunits.describe('Sum of the levels’ pools: what the jackpot pays now'),
    pool_amount: Subunits.describe('Everything qualifying stakes have added so far'),
    hits_amount: Subunits.describe('Everything its hits have won so far (declined hits excluded)'),
    currency: CurrencyCode,
    currency_subunits: z.number().int().min(0),
    levels: z.array(JackpotLevel),
  })
  .meta({ id: 'Jackpot' });
export type Jackpot = z.infer<typeof Jackpot>;

/** GET /jackpots: active jackpots, optionally in one currency; page and limit (default 4). */
export const JackpotsQuery = z.object({
  currency: CurrencyCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(4),
});
export type JackpotsQuery = z.input<typeof JackpotsQuery>;

/** POST /jackpots: these jackpots (unknown ids are left out), or the GET listing without ids. */
export const JackpotsBody = z.object({
  ids: z.array(Id).max(100).optional(),
  currency: CurrencyCode.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(4),
});
export type JackpotsBody = z.input<typeof JackpotsBody>;

export const JackpotsResponse = z.object({ data: z.array(Jackpot) }).meta({ id: 'JackpotsResponse' });
export type JackpotsResponse = z.infer<typeof JackpotsResponse>;

export const JackpotParams = z.object({ id: Id });

/** SPEC §3 Jackpot hit. `user_hash` stands for the player (never their id); `seen` is the owner's flag. */
export const JackpotHit = z
  .object({
    id: z.number().int().positive(),
    jackpot_id: z.number().int().positive(),
    jackpot_name: z.string(),
    jackpot_level_code: z.string(),
    jackpot_level_name: z.string(),
    amount: Subunits,
    amount_eur: Subunits.describe('The amount in EUR cents (rounded down)'),
    currency: CurrencyCode,
    status: JackpotHitStatus,
    user_hash: z.string(),
    seen: z.boolean().describe('Always true for other players’ hits'),
    created_at: IsoDateTime,
  })
  .meta({ id: 'JackpotHit' });
export type JackpotHit = z.infer<typeof JackpotHit>;

/** GET /jackpot-hits (SPEC §7): newest first; `for_user` needs a signed-in player. */
export const JackpotHitsQuery = z.object({
  status: csv(JackpotHitStatus, 4).optional().describe('Comma list (default approved,paid)'),
  for_user: queryBool.optional().describe('Only the signed-in player’s hits'),
  unseen: queryBool.optional().describe('With for_user: only hits not yet marked seen'),
  jackpot_id: Id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type JackpotHitsQuery = z.input<typeof JackpotHitsQuery>;

export const JackpotHitsResponse = z
  .object({ data: z.array(JackpotHit) })
  .meta({ id: 'JackpotHitsResponse' });
export type JackpotHitsResponse = z.infer<typeof JackpotHitsResponse>;

/** POST /jackpot-hits/seen: marks the player's own hits seen (other ids are ignored). */
export const JackpotHitsSeenBody = z.object({ ids: z.array(Id).min(1).max(100) });
export const JackpotHitsSeenResponse = z.object({ ids: z.array(z.number().int().positive()) });

/** Development-only paths below API_PREFIX.dev. */
/** The operator's jackpot path below API_PREFIX.sportsbook (server to server, OPERATOR_API_KEY). */
export const JackpotOperatorRoute = {
  /** POST DevJackpotHitStatusBody → JackpotHit: approve, decline or pay a hit (SPEC §4 Payout states). */
  hitStatus: '/operator/jackpot-hits/:id/status',
} as const;

export const DevJackpotRoute = {
  /** POST DevJackpotHitBody → JackpotHit: a hit for a player, moved to `status`. */
  hit: '/jackpots/hit',
  /** POST DevJackpotHitStatusBody → JackpotHit: the operator's approve, decline or pay. */
  hitStatus: '/jackpot-hits/:id/status',
} as const;

export const DevJackpotHitBody = z.object({
  email: z.email(),
  jackpot_id: Id.optional(),
  level_code: dbText(40, { min: 1 }).optional(),
  status: JackpotHitStatus.default('paid').describe('Moved through approved to paid (or declined)'),
});
export const DevJackpotHitStatusBody = z.object({ status: JackpotHitStatus });
