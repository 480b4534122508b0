import { z } from 'zod';
import { dbBigint, dbInt, IsoDateTime } from './common.ts';

/**
 * Accumulator-bonus progress (SPEC §3 amb; §7 POST /bonuses/freebets/amb, getFreebetsAmb): the
 * signed-in player's count of qualifying bets toward each live amb campaign's free-bet ranges. Money is
 * integer subunits of the range's currency; odds integer thousandths.
 */

export const AmbRangeSchema = z
  .object({
    number_of_bets: z.number().int().describe('Qualifying bets that reach this range'),
    currency: z.string(),
    currency_subunits: z.number().int(),
    number_of_freebets: z.number().int().describe('Free bets issued when the range is reached'),
    issued_bonus_amount: z.number().int().describe('Amount of each free bet, in subunits'),
  })
  .meta({ id: 'AmbRange' });

export const AmbProgress = z
  .object({
    id: z.number().int().describe('Campaign id'),
    name: z.string(),
    type: z.string().describe('Type of the free bets the campaign issues (freebet, freebet_no_risk ...)'),
    progress_count: z.number().int().describe('Qualifying bets placed so far'),
    possible_progress_count: z
      .number()
      .int()
      .describe('progress_count, plus the slip’s qualifying bets (POST); equal to progress_count on GET'),
    counts: z.boolean().describe('POST: whether the slip’s bet counts; false on GET'),
    amb_ranges: z.array(AmbRangeSchema),
    stake_currency: z.string(),
    min_stake: z.number().int().describe('Smallest cash stake of a counting bet, subunits of stake_currency'),
    issue_to: IsoDateTime.nullable().describe('Bets count and free bets are issued until then (null: open)'),
    qualifying: z
      .object({
        bet_types: z.array(z.string()),
        min_selections: z.number().int(),
        min_selection_odds: z.number().int().describe('Smallest odds of every selection, × 1000'),
      })
      .describe('The rule a bet must meet to count (domain ambQualifies)'),
  })
  .meta({ id: 'AmbProgress' });
export type AmbProgress = z.infer<typeof AmbProgress>;

export const AmbProgressResponse = z
  .object({ data: z.array(AmbProgress) })
  .meta({ id: 'AmbProgressResponse' });
export type AmbProgressResponse = z.infer<typeof AmbProgressResponse>;

/** The slip's bet to check: its type, cash stake and each selection's odds. */
export const AmbSlipBody = z
  .object({
    bet_type: z.enum(['single', 'combo', 'system', 'custom_bet']),
    stake: z.object({
      value: dbBigint(0).describe('Cash stake in subunits (0 for a free bet)'),
      currency: z.string().length(3),
    }),
    selections: z
      .array(z.object({ odds: dbInt(1001, 1_001_000).describe('Accepted odds × 1000') }))
      .min(1)
      .max(16),
    freebet: z.boolean().default(false).describe('The bet uses a free bet: it does not count'),
  })
  .meta({ id: 'AmbSlipBody' });
export type AmbSlipBody = z.input<typeof AmbSlipBody>;
