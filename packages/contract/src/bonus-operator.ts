import { z } from 'zod';
import { BetTypeName, BonusTypeName } from './bets.ts';
import { Bonus } from './bonuses.ts';
import { dbBigint, dbId, dbText } from './common.ts';
import { CurrencyCode } from './platform.ts';

/**
 * The operator's bonus API and the slip's bonus offers (SPEC §7 POST /bonuses), below
 * API_PREFIX.sportsbook. Money is integer subunits, odds integer thousandths.
 */
export const BonusOperatorRoute = {
  /** POST OperatorIssueBody → OperatorIssueResponse (201 issued, 200 the same idempotency key again). */
  issue: '/operator/bonuses',
  /** POST SlipBonusesBody → SlipBonusesResponse: the player's bonuses for a bet slip. */
  slipBonuses: '/bonuses',
} as const;

/** Error codes of the operator API (in the `code` of an ApiError body). */
export const OperatorErrorCode = {
  /** 401: no `Authorization: Bearer` operator key, or not the configured one. */
  unauthorized: 'operator_unauthorized',
  /** 503: OPERATOR_API_KEY is not set (production): the operator API is off. */
  disabled: 'operator_api_disabled',
  /** 404: no campaign has this id or key. */
  campaignUnknown: 'campaign_unknown',
  /** 404: no player has this id or e-mail. */
  playerUnknown: 'player_unknown',
  /** 422: the campaign is switched off or outside its validity window. */
  campaignNotLive: 'campaign_not_live',
  /** 403: the player may not have this bonus (verified only, country, no amount in their currency). */
  notEligible: 'bonus_not_eligible',
  /** 422: `amount` was given for a campaign that is not a free bet. */
  amountNotApplicable: 'amount_not_applicable',
} as const;
export type OperatorErrorCode = (typeof OperatorErrorCode)[keyof typeof OperatorErrorCode];

export const OperatorIssueBody = z
  .object({
    campaign: z
      .union([dbId(), dbText(100, { min: 1 })])
      .describe('Campaign id (number) or key (string, seed/bonus-campaigns.json)'),
    player_id: dbId().optional().describe('The player, by id (or give email)'),
    email: dbText(254, { min: 1, trim: true })
      .optional()
      .describe('The player, by e-mail (or give player_id)'),
    amount: dbBigint(1, Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('Free bets only: the amount in subunits of the player’s currency instead of the campaign’s'),
    idempotency_key: dbText(100, { min: 1 }).describe(
      'One bonus per campaign, player and key: the same key again answers the bonus it issued',
    ),
  })
  .refine((b) => (b.player_id === undefined) !== (b.email === undefined), {
    message: 'give exactly one of player_id and email',
    path: ['player_id'],
  })
  .meta({ id: 'OperatorIssueBody' });
export type OperatorIssueBody = z.infer<typeof OperatorIssueBody>;

export const OperatorIssueResponse = z
  .object({
    data: Bonus,
    replayed: z.boolean().describe('true: this idempotency key had issued the bonus before'),
  })
  .meta({ id: 'OperatorIssueResponse' });
export type OperatorIssueResponse = z.infer<typeof OperatorIssueResponse>;

/** One selection of a slip as far as bonus rules go. */
export const SlipBonusSelection = z.object({
  event_id: dbId().describe('Match id'),
  odds: z.number().int().min(1001).max(1_000_000).describe('Odds in thousandths'),
});

/** POST /bonuses: a bet slip, whose bonuses the server evaluates. */
export const SlipBonusesBody = z
  .object({
    bet_type: BetTypeName,
    stake: dbBigint(0, Number.MAX_SAFE_INTEGER).describe('Stake in subunits (a free bet replaces it)'),
    currency: CurrencyCode,
    selections: z.array(SlipBonusSelection).min(1).max(30),
  })
  .meta({ id: 'SlipBonusesBody' });
export type SlipBonusesBody = z.infer<typeof SlipBonusesBody>;

/** One of the player's bonuses for the slip. */
export const SlipBonus = z
  .object({
    id: z.number().int().describe('Issued bonus id: the `bonus.id` to place with'),
    type: BonusTypeName,
    name: z.string(),
    eligible: z.boolean(),
    odds: z.number().int().nullable().describe('Combo boost: the bonus odds for this slip (thousandths)'),
    boosted_odds: z.number().int().nullable().describe('Combo boost: the slip’s total odds boosted'),
    amount: z.number().int().nullable().describe('Free bets: the stake it pays, in subunits'),
    reasons: z
      .array(z.string())
      .describe(
        'Why not eligible (domain BonusRefusal codes, e.g. error.bonus.min_odds); empty when eligible',
      ),
  })
  .meta({ id: 'SlipBonus' });
export type SlipBonus = z.infer<typeof SlipBonus>;

export const SlipBonusesResponse = z.object({ data: z.array(SlipBonus) }).meta({ id: 'SlipBonusesResponse' });
export type SlipBonusesResponse = z.infer<typeof SlipBonusesResponse>;
