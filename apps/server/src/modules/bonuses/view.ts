import {
  type Bonus,
  type BonusCampaign,
  type BonusErrorCode,
  type ErrorCode,
  PLATFORM_CURRENCIES,
} from '@sportsbook/contract';
import { BonusStatus } from '@sportsbook/domain';
import type { LocalizedText } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { LOOTBOX_DEFAULT_BETS_TO_OPEN, type LootboxResult, lootboxImageOf } from './lootbox.ts';
import { type CampaignRow, type IssuedRow, rulesOf, validToOf } from './rules.ts';

/** Text in `locale`, else its language, else English. */
export function textIn(text: LocalizedText, locale: string): string {
  return text[locale] ?? text[locale.split('-')[0] ?? ''] ?? text.en;
}

/** The state a player sees: an active or available bonus past its end is expired. */
export function computedStatus(campaign: CampaignRow, issued: IssuedRow, now: Date): string {
  if (campaign.status !== 'active' && issued.status === BonusStatus.active) return BonusStatus.deactivated;
  const end = validToOf(campaign, issued);
  const open = issued.status === BonusStatus.active || issued.status === BonusStatus.available;
  if (open && end !== null && end.getTime() <= now.getTime()) return BonusStatus.expired;
  return issued.status;
}

const FARMING_TYPES = new Set(['hunting', 'tournament', 'lootbox']);

function farmingStatsOf(issued: IssuedRow): Bonus['issued']['farming_stats'] {
  if (!FARMING_TYPES.has(issued.type)) return null;
  const s = issued.farmingStats as Partial<Record<string, number>>;
  const farmed = (issued.farmingStats as { farmed_event_ids?: unknown }).farmed_event_ids;
  return {
    avg_stake: s.avg_stake ?? 0,
    bets_count: s.bets_count ?? 0,
    points: s.points ?? 0,
    available_points: s.available_points ?? 0,
    potential_points: s.potential_points ?? 0,
    potential_freebet_amount: s.potential_freebet_amount ?? 0,
    ...(issued.type === 'tournament' ? { initial_pool: s.initial_pool ?? 0 } : {}),
    farmed_event_ids: Array.isArray(farmed) ? (farmed as number[]) : [],
  };
}

function lootboxViewOf(campaign: CampaignRow, issued: IssuedRow): Bonus['lootbox'] {
  if (issued.type !== 'lootbox') return null;
  const r = rulesOf(campaign);
  const result = (issued.farmingStats as { lootbox?: LootboxResult }).lootbox;
  return {
    bets_to_open: r.bets_to_open ?? LOOTBOX_DEFAULT_BETS_TO_OPEN,
    freebets_to_boost: r.freebets_to_boost ?? 0,
    opened: result !== undefined,
    place: result?.place ?? null,
    win: result?.win ?? null,
    amount: result?.amount ?? null,
    image: lootboxImageOf(result),
  };
}

/** A campaign as the promotions page shows it (no player data). */
export function campaignView(campaign: CampaignRow, locale: string): BonusCampaign {
  const r = rulesOf(campaign);
  return {
    id: campaign.id,
    key: campaign.key,
    type: campaign.type as BonusCampaign['type'],
    name: textIn(campaign.name, locale),
    terms: textIn(campaign.terms, locale),
    trigger_key: campaign.trigger,
    promo_code: campaign.promoCode,
    valid_from: campaign.validFrom?.toISOString() ?? null,
    valid_to: campaign.validTo?.toISOString() ?? null,
    only_verified: campaign.onlyVerified,
    country_codes: campaign.countryCodes,
    event_conditions: campaign.eventConditions as BonusCampaign['event_conditions'],
    min_odds: r.min_odds ?? null,
    max_odds: r.max_odds ?? null,
    match_status: r.match_status ?? 'all',
    ranges: r.ranges ?? [],
    amounts: r.amounts ?? {},
  };
}

/** One issued bonus with its campaign's rules (contract Bonus). */
export function bonusView(campaign: CampaignRow, issued: IssuedRow, locale: string, now: Date): Bonus {
  const r = rulesOf(campaign);
  const status = computedStatus(campaign, issued, now);
  const currency = issued.currency
    ? PLATFORM_CURRENCIES[issued.currency as keyof typeof PLATFORM_CURRENCIES]
    : undefined;
  return {
    id: issued.id,
    campaign_id: campaign.id,
    type: issued.type as Bonus['type'],
    name: textIn(campaign.name, locale),
    status: campaign.status,
    user_bonus_status: status as Bonus['user_bonus_status'],
    trigger_key: campaign.trigger,
    valid_from: campaign.validFrom?.toISOString() ?? null,
    valid_to: campaign.validTo?.toISOString() ?? null,
    only_verified: campaign.onlyVerified,
    country_codes: campaign.countryCodes,
    event_conditions: campaign.eventConditions as Bonus['event_conditions'],
    min_odds: r.min_odds ?? null,
    max_odds: r.max_odds ?? null,
    uses_count: issued.usesCount,
    match_status: r.match_status ?? 'all',
    selection_count_from: r.selection_count_from ?? null,
    selection_count_to: r.selection_count_to ?? null,
    ranges: r.ranges ?? [],
    boost_data: r.boost_data ?? null,
    farm_once_per_event: r.farm_once_per_event ?? false,
    farming_freebet_type: r.farming_freebet_type ?? null,
    points_per_bet: r.points_per_bet ?? null,
    show_in_promotion: r.show_in_promotion ?? false,
    banners: [],
    lootbox: lootboxViewOf(campaign, issued),
    issued: {
      status: issued.status as Bonus['issued']['status'],
      computed_status: status as Bonus['issued']['computed_status'],
      is_active: status === BonusStatus.active,
      seen: issued.seen,
      currency: issued.currency,
      currency_subunits: currency?.subunits ?? (issued.currency ? 2 : null),
      amount: issued.amount,
      times_used: issued.timesUsed,
      uses_count: issued.usesCount,
      activated_at: issued.activatedAt?.toISOString() ?? null,
      expired_at: validToOf(campaign, issued)?.toISOString() ?? null,
      created_at: issued.createdAt.toISOString(),
      boost_multiplier: (issued.farmingStats as { boost_multiplier?: number }).boost_multiplier ?? null,
      farming_stats: farmingStatsOf(issued),
    },
  };
}

const MESSAGES: Record<BonusErrorCode, string> = {
  promo_code_unknown: 'No promotion has this code',
  promo_code_expired: 'This promo code is no longer valid',
  promo_code_used: 'You have already used this promo code',
  promo_code_not_eligible: 'This promotion is not available to you',
  bonus_not_found: 'Bonus not found',
  bonus_not_activatable: 'This bonus cannot be activated now',
  freebet_already_active: 'Another free bet is active; use it first',
  bonus_not_boostable: 'Only an unused free bet can be boosted, once',
  no_boost_available: 'No loot box boost is left',
};

const STATUS: Record<BonusErrorCode, number> = {
  promo_code_unknown: 404,
  promo_code_expired: 422,
  promo_code_used: 409,
  promo_code_not_eligible: 403,
  bonus_not_found: 404,
  bonus_not_activatable: 409,
  freebet_already_active: 409,
  bonus_not_boostable: 409,
  no_boost_available: 409,
};

/** A refused bonus operation: `{code, message}` with the code's status. */
export function bonusError(code: BonusErrorCode): HttpError {
  return new HttpError(STATUS[code], code as unknown as ErrorCode, MESSAGES[code]);
}
