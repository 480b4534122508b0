import { z } from 'zod';
import { BonusTypeName } from './bets.ts';
import { dbId, dbText, Id, IsoDateTime, Pagination, queryBool, queryPage } from './common.ts';

/**
 * Bonuses below API_PREFIX.sportsbook (SPEC §3 Bonus, Combo boost, Freebet, Hunting/tournament/lootbox,
 * Event condition; §4 Bonus states; §7 /bonuses calls). An item is one bonus issued to the signed-in
 * player together with its campaign's rules; `id` is the issued bonus's id (the one a bet's `bonus.id`
 * names). Money is integer subunits of `issued.currency`; odds integer thousandths.
 */

/** Error codes of the bonus routes (in the `code` of an ApiError body). */
export const BonusErrorCode = {
  /** 404: no campaign has this promo code. */
  promoCodeUnknown: 'promo_code_unknown',
  /** 422: the promo code's campaign is over (or not started, or switched off). */
  promoCodeExpired: 'promo_code_expired',
  /** 409: the player has redeemed this promo code already. */
  promoCodeUsed: 'promo_code_used',
  /** 403: the player may not have this bonus (verified only, country, currency). */
  promoCodeNotEligible: 'promo_code_not_eligible',
  /** 404: no such bonus of the caller. */
  bonusNotFound: 'bonus_not_found',
  /** 409: the bonus cannot be activated in its state (expired, spent, already active). */
  bonusNotActivatable: 'bonus_not_activatable',
  /** 409: another free bet is active and the operator allows only one (allow_multiple_active_user_freebets). */
  freebetAlreadyActive: 'freebet_already_active',
  /** 409: the bonus is not an unused, unboosted free bet. */
  bonusNotBoostable: 'bonus_not_boostable',
  /** 409: no opened loot box of the player has a free-bet boost left (freebets_to_boost). */
  noBoostAvailable: 'no_boost_available',
} as const;
export type BonusErrorCode = (typeof BonusErrorCode)[keyof typeof BonusErrorCode];

/** Issued-bonus states (SPEC §4). */
export const BonusStatusName = z
  .enum([
    'available',
    'active',
    'not_available',
    'deactivated',
    'bonus_over',
    'expired',
    'overridden',
    'unknown',
  ])
  .meta({ id: 'BonusStatus' });
export type BonusStatusName = z.infer<typeof BonusStatusName>;

/** How a campaign issues its bonus. */
export const BonusTriggerName = z.enum([
  'sign_up',
  'first_deposit',
  'promo_code',
  'bet_activity',
  'operator',
]);

const Ref = z.object({ id: z.union([z.number(), z.string()]), name: z.string().optional() });

/** Event condition (SPEC §3): every key present must match. */
export const BonusEventCondition = z
  .object({
    sport_type: Ref.optional(),
    sport: Ref.optional(),
    category: Ref.optional(),
    tournament: Ref.optional(),
    event: Ref.optional(),
  })
  .meta({ id: 'BonusEventCondition' });

export const ComboBoostRangeSchema = z
  .object({
    min_count: z.number().int(),
    max_count: z.number().int(),
    bonus_odds: z.number().int().describe('Multiplier × 1000 (1100 = +10 %)'),
  })
  .meta({ id: 'ComboBoostRange' });

/** Points of a hunting, tournament or lootbox bonus (SPEC §3 farming_stats). */
export const FarmingStats = z.object({
  avg_stake: z.number().int(),
  bets_count: z.number().int(),
  points: z.number().int(),
  available_points: z.number().int(),
  potential_points: z.number().int(),
  potential_freebet_amount: z.number().int(),
  initial_pool: z.number().int().optional(),
  farmed_event_ids: z
    .array(z.number().int())
    .optional()
    .describe('Events farmed already: a bet on one earns nothing when farm_once_per_event'),
});

/** The player's side of a bonus (SPEC §3 issued). */
export const IssuedBonus = z
  .object({
    status: BonusStatusName,
    computed_status: BonusStatusName,
    is_active: z.boolean(),
    seen: z.boolean(),
    currency: z.string().nullable(),
    currency_subunits: z.number().int().nullable(),
    amount: z.number().int().nullable().describe('Free bet amount in subunits (free bets)'),
    times_used: z.number().int(),
    uses_count: z.number().int().nullable(),
    activated_at: IsoDateTime.nullable(),
    expired_at: IsoDateTime.nullable(),
    created_at: IsoDateTime,
    boost_multiplier: z.number().int().nullable(),
    farming_stats: FarmingStats.nullable(),
  })
  .meta({ id: 'IssuedBonus' });

/** One bonus of the player with its campaign's rules; type-specific fields are null where they do not apply. */
export const Bonus = z
  .object({
    id: z.number().int().describe('Issued bonus id: the `bonus.id` of a bet'),
    campaign_id: z.number().int(),
    type: BonusTypeName,
    name: z.string(),
    status: z.enum(['active', 'inactive']).describe('Campaign status'),
    user_bonus_status: BonusStatusName,
    trigger_key: BonusTriggerName,
    valid_from: IsoDateTime.nullable(),
    valid_to: IsoDateTime.nullable(),
    only_verified: z.boolean(),
    country_codes: z.array(z.string()),
    event_conditions: z.array(BonusEventCondition),
    min_odds: z.number().int().nullable(),
    max_odds: z.number().int().nullable(),
    uses_count: z.number().int().nullable(),
    match_status: z.enum(['prematch', 'live', 'all']),
    selection_count_from: z.number().int().nullable(),
    selection_count_to: z.number().int().nullable(),
    ranges: z.array(ComboBoostRangeSchema).describe('Combo boost ranges (empty for other types)'),
    boost_data: z.record(z.string(), z.unknown()).nullable(),
    farm_once_per_event: z.boolean(),
    farming_freebet_type: z.string().nullable(),
    points_per_bet: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe('Hunting and tournament: points a qualifying cash bet earns'),
    show_in_promotion: z.boolean(),
    banners: z.array(z.string()),
    lootbox: z
      .object({
        bets_to_open: z.number().int(),
        freebets_to_boost: z.number().int(),
        opened: z.boolean(),
        place: z.number().int().nullable().describe('1 to 3 once opened'),
        win: z.boolean().nullable(),
        amount: z.number().int().nullable().describe('Free bet won, in subunits of issued.currency'),
        image: z.string().describe('SPEC §9: place{1..3}Win, place{1..3}Lose, or default (closed)'),
      })
      .nullable()
      .describe('Loot boxes only'),
    issued: IssuedBonus,
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof Bonus>;

/** Query of the bonus lists: `limit` defaults to 4 (tournaments 1; SPEC §9). */
export const BonusesQuery = z.object({
  isAvailable: queryBool.optional().describe('true: only bonuses usable now (active, in their window)'),
  status: BonusStatusName.optional().describe('Only bonuses in this state'),
  page: queryPage,
  limit: z.coerce.number().int().min(1).max(100).optional().describe('Default 4; tournaments 1'),
});
export type BonusesQuery = z.input<typeof BonusesQuery>;

export const BonusesResponse = z
  .object({ data: z.array(Bonus), pagination: Pagination })
  .meta({ id: 'BonusesResponse' });
export type BonusesResponse = z.infer<typeof BonusesResponse>;

export const BonusIdParams = z.object({ id: Id });

export const BonusResponse = z.object({ data: Bonus }).meta({ id: 'BonusResponse' });
export type BonusResponse = z.infer<typeof BonusResponse>;

export const BonusTermsResponse = z
  .object({ id: z.number().int(), name: z.string(), terms: z.string() })
  .meta({ id: 'BonusTermsResponse' });
export type BonusTermsResponse = z.infer<typeof BonusTermsResponse>;

export const MarkBonusesSeenBody = z
  .object({ ids: z.array(dbId()).min(1).max(100) })
  .meta({ id: 'MarkBonusesSeenBody' });
export type MarkBonusesSeenBody = z.infer<typeof MarkBonusesSeenBody>;

export const MarkBonusesSeenResponse = z.object({ updated: z.number().int() });

export const PromoCodeBody = z
  .object({ code: dbText(64, { min: 1, trim: true }) })
  .meta({ id: 'PromoCodeBody' });
export type PromoCodeBody = z.infer<typeof PromoCodeBody>;

/** `bonus_issued` on the player's private channels: the new bonus, as the lists show it. */
export const BonusIssuedMessage = Bonus;
export type BonusIssuedMessage = Bonus;

/**
 * `tournament_pool_changed` on the public channels when a tournament's players farm points: the pool
 * now and its levels (active once the pool reaches their pool_amount, else created).
 */
export const TournamentPoolChangedMessage = z
  .object({
    campaign_id: z.number().int(),
    pool_amount: z.number().int(),
    currency: z.string(),
    pool_levels: z.array(z.object({ name: z.string(), pool_amount: z.number().int(), state: z.string() })),
  })
  .meta({ id: 'TournamentPoolChangedMessage' });
export type TournamentPoolChangedMessage = z.infer<typeof TournamentPoolChangedMessage>;

/** POST /api/dev/bonuses/issue: the operator's issue of a campaign to a player (development only). */
export const DevBonusIssueBody = z
  .object({
    email: dbText(254, { min: 1, trim: true }),
    campaign: dbText(100, { min: 1 }).describe('Campaign key (seed/bonus-campaigns.json)'),
    issue_key: dbText(100).default('').describe('Distinguishes repeated issues of one campaign'),
  })
  .meta({ id: 'DevBonusIssueBody' });
export type DevBonusIssueBody = z.input<typeof DevBonusIssueBody>;

/** SPEC §3 Leaderboard row; `farmed_amount` is the player's points. Other players' e-mails are masked. */
export const LeaderboardRow = z
  .object({
    position: z.number().int(),
    current_user: z.boolean(),
    email: z.string(),
    farmed_amount: z.number().int(),
    currency_code: z.string().nullable(),
    farmed_freebets_count: z.number().int(),
  })
  .meta({ id: 'LeaderboardRow' });

export const TournamentRatingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const TournamentRatingResponse = z
  .object({
    data: z.array(LeaderboardRow).describe('Top rows by points, then the caller when outside them'),
    pool_amount: z.number().int().describe('Prize pool now: initial_pool + pool_per_point × points farmed'),
    currency: z.string(),
    pool_levels: z.array(z.object({ name: z.string(), pool_amount: z.number().int(), state: z.string() })),
  })
  .meta({ id: 'TournamentRatingResponse' });
export type TournamentRatingResponse = z.infer<typeof TournamentRatingResponse>;

/** A live campaign as /promotions shows it to anyone (SPEC §2 /promotions); no player data. */
export const BonusCampaign = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: BonusTypeName,
    name: z.string(),
    terms: z.string(),
    trigger_key: BonusTriggerName,
    promo_code: z.string().nullable().describe('The code to redeem, for promo-code campaigns'),
    valid_from: IsoDateTime.nullable(),
    valid_to: IsoDateTime.nullable(),
    only_verified: z.boolean(),
    country_codes: z.array(z.string()),
    event_conditions: z.array(BonusEventCondition),
    min_odds: z.number().int().nullable(),
    max_odds: z.number().int().nullable(),
    match_status: z.enum(['prematch', 'live', 'all']),
    ranges: z.array(ComboBoostRangeSchema),
    amounts: z.record(z.string(), z.number().int()).describe('Free bet amount per currency, in subunits'),
  })
  .meta({ id: 'BonusCampaign' });
export type BonusCampaign = z.infer<typeof BonusCampaign>;

export const CampaignsQuery = z.object({
  type: BonusTypeName.optional(),
  page: queryPage,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const CampaignsResponse = z
  .object({ data: z.array(BonusCampaign), pagination: Pagination })
  .meta({ id: 'CampaignsResponse' });
export type CampaignsResponse = z.infer<typeof CampaignsResponse>;
