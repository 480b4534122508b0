/**
 * Campaign rules: the shape of `bonus_campaigns.rules` and of seed/bonus-campaigns.json, checked with
 * zod when the seed is loaded, and the mapping to the domain's BonusRules. Odds are thousandths,
 * amounts subunits per currency.
 */
import type { BonusRules, EventCondition } from '@sportsbook/domain';
import { z } from 'zod';
import type { bonusCampaigns, issuedBonuses } from '../../db/schema.ts';

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type IssuedRow = typeof issuedBonuses.$inferSelect;

const Range = z.object({
  min_count: z.number().int(),
  max_count: z.number().int(),
  bonus_odds: z.number().int(),
});

/** Type-specific fields of a campaign (SPEC §3); every one optional, absent means "no restriction". */
export const CampaignRules = z.object({
  /** Free bet amount per currency code, in subunits. */
  amounts: z.record(z.string(), z.number().int().positive()).optional(),
  min_odds: z.number().int().optional(),
  max_odds: z.number().int().optional(),
  uses_count: z.number().int().positive().nullable().optional(),
  match_status: z.enum(['prematch', 'live', 'all']).optional(),
  selection_count_from: z.number().int().optional(),
  selection_count_to: z.number().int().optional(),
  ranges: z.array(Range).optional(),
  /** auto: issued active; manual: issued available, the player activates it. */
  activation: z.enum(['auto', 'manual']).optional(),
  /** Days an issued bonus lasts (the campaign's valid_to caps it). */
  expires_after_days: z.number().int().positive().optional(),
  /** freebet_no_risk: a lost stake comes back as cash or as a new free bet. */
  no_risk_refund: z.enum(['cash', 'freebet']).optional(),
  boost_data: z.record(z.string(), z.unknown()).optional(),
  farm_once_per_event: z.boolean().optional(),
  farming_freebet_type: z.string().optional(),
  show_in_promotion: z.boolean().optional(),
  /** Hunting/tournament: points per qualifying bet, points per free bet, prize pool levels. */
  points_per_bet: z.number().int().optional(),
  points_per_freebet: z.number().int().optional(),
  freebet_amount: z.number().int().optional(),
  initial_pool: z.number().int().nonnegative().optional(),
  /** Tournament: subunits of pool_currency the pool grows by per point farmed. */
  pool_per_point: z.number().int().nonnegative().optional(),
  pool_currency: z.string().optional(),
  pool_levels: z
    .array(z.object({ name: z.string(), pool_amount: z.number().int(), state: z.string() }))
    .optional(),
  /** Lootbox: free bets a box may boost, and prize per place (1..3). */
  freebets_to_boost: z.number().int().optional(),
  /** Lootbox: qualifying bets that open the box (default 3). */
  bets_to_open: z.number().int().positive().optional(),
  places: z
    .array(z.object({ place: z.number().int(), win: z.boolean(), amount: z.number().int() }))
    .optional(),
  /** amb: qualifying bets toward each free-bet range, per currency (amb.ts). */
  amb_ranges: z
    .array(
      z.object({
        number_of_bets: z.number().int().positive(),
        currency: z.string().length(3),
        number_of_freebets: z.number().int().positive(),
        issued_bonus_amount: z.number().int().positive(),
      }),
    )
    .optional(),
  /** amb: smallest cash stake of a counting bet, in subunits of stake_currency. */
  min_stake: z.number().int().optional(),
  stake_currency: z.string().length(3).optional(),
  /** amb: which bets count (domain AmbRule). */
  amb_qualifying: z
    .object({
      bet_types: z.array(z.enum(['single', 'combo', 'system', 'custom_bet'])).min(1),
      min_selections: z.number().int().min(1),
      min_selection_odds: z.number().int().min(0),
    })
    .optional(),
});
export type CampaignRules = z.infer<typeof CampaignRules>;

const Localized = z.object({ en: z.string() }).catchall(z.string());

/** One campaign of seed/bonus-campaigns.json; days are counted from the seed time. */
export const CampaignSeed = z.object({
  key: z.string().min(1),
  type: z.enum([
    'comboboost',
    'freebet',
    'freebet_no_risk',
    'freebet_all_win',
    'freebet_only_win',
    'hunting',
    'lootbox',
    'tournament',
    'amb',
  ]),
  trigger: z.enum(['sign_up', 'first_deposit', 'promo_code', 'bet_activity', 'operator']),
  promo_code: z.string().optional(),
  name: Localized,
  terms: Localized,
  status: z.enum(['active', 'inactive']).default('active'),
  /** Start, in days from the seed time (negative: already started); absent: open. */
  starts_in_days: z.number().optional(),
  /** End, in days from the seed time; absent: open. */
  valid_days: z.number().optional(),
  only_verified: z.boolean().default(false),
  country_codes: z.array(z.string().length(2)).default([]),
  event_conditions: z
    .array(
      z.record(z.string(), z.object({ id: z.union([z.number(), z.string()]), name: z.string().optional() })),
    )
    .default([]),
  rules: CampaignRules.default({}),
});
export type CampaignSeed = z.infer<typeof CampaignSeed>;

export const rulesOf = (campaign: CampaignRow): CampaignRules => campaign.rules as CampaignRules;

/** The end of an issued bonus: its own expiry or its campaign's, whichever is first (null: none). */
export function validToOf(campaign: CampaignRow, issued: IssuedRow): Date | null {
  const ends = [campaign.validTo, issued.expiresAt].filter((d): d is Date => d !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((d) => d.getTime())));
}

/** The domain's view of an issued bonus and its campaign. */
export function domainRulesOf(campaign: CampaignRow, issued: IssuedRow): BonusRules {
  const r = rulesOf(campaign);
  return {
    type: issued.type,
    status: campaign.status === 'active' ? issued.status : 'deactivated',
    minOdds: r.min_odds,
    maxOdds: r.max_odds,
    selectionCountFrom: r.selection_count_from,
    selectionCountTo: r.selection_count_to,
    matchStatus: r.match_status,
    eventConditions: campaign.eventConditions as EventCondition[],
    countryCodes: campaign.countryCodes,
    onlyVerified: campaign.onlyVerified,
    currency: issued.currency,
    amount: issued.amount,
    validFrom: campaign.validFrom?.getTime() ?? null,
    validTo: validToOf(campaign, issued)?.getTime() ?? null,
    usesCount: issued.usesCount,
    timesUsed: issued.timesUsed,
    ranges: r.ranges,
  };
}
