import { z } from 'zod';
import { MatchStatusCode, Provider } from './catalogue.ts';
import {
  dbBigint,
  dbId,
  dbInt,
  dbText,
  Id,
  IsoDateTime,
  Pagination,
  queryLimit,
  queryPage,
} from './common.ts';
import { CurrencyCode } from './platform.ts';
import { OddsAcceptMode, OddsTypeName } from './settings.ts';

/**
 * Bets (SPEC §3 Bet placement payload, Bet (history, server), Bet error response, Shared bet code; §7 bets
 * calls; §8 place-bet codes). Every route here lives below API_PREFIX.bets (/api/sportsbook/v3), as
 * ARCHITECTURE.md fixes for bets; the share-code routes are also answered below API_PREFIX.sportsbook (v2).
 * Money is integer subunits, odds are integer thousandths of decimal odds (2.5 → 2500).
 */

/** Bet types (SPEC §3); double, treble and accumulator are combos. */
export const BetTypeName = z.enum(['single', 'combo', 'system', 'custom_bet']).meta({ id: 'BetType' });
export type BetTypeName = z.infer<typeof BetTypeName>;

/** Bet statuses (SPEC §4). */
export const BetStatusName = z
  .enum([
    'cashed_out',
    'withdrawn',
    'waiting_results',
    'ready_to_process',
    'done',
    'cancelled',
    'cashout_in_progress',
    'submitted',
    'rejected',
  ])
  .meta({ id: 'BetStatus' });
export type BetStatusName = z.infer<typeof BetStatusName>;

/** Bet results (SPEC §3). */
export const BetResultName = z
  .enum([
    'no_results',
    'canceled',
    'win_entire',
    'lose_entire',
    'refund_entire',
    'refund_half_win_other',
    'refund_half_lose_other',
    'cashed_out',
  ])
  .meta({ id: 'BetResult' });
export type BetResultName = z.infer<typeof BetResultName>;

/** How one selection of a placed bet stands: open until its market settles. */
export const BetSelectionStatus = z
  .enum(['open', 'win', 'lose', 'void', 'half_win', 'half_lose'])
  .meta({ id: 'BetSelectionStatus' });
export type BetSelectionStatus = z.infer<typeof BetSelectionStatus>;

/** Bet categories (SPEC §9). */
export const BetCategoryName = z.enum(['regular', 'cyber', 'premium_cricket']);
export type BetCategoryName = z.infer<typeof BetCategoryName>;

/** Bonus types (SPEC §9). */
export const BonusTypeName = z.enum([
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
]);
export type BonusTypeName = z.infer<typeof BonusTypeName>;

const OddsValue = dbInt(1001, 1_001_000).describe('Decimal odds × 1000 (2.5 → 2500)');
const Money = dbBigint(0).describe('Amount in subunits');
/** "k/n": k of n selections per combination (system bets only). */
const SystemId = z.string().regex(/^\d{1,2}\/\d{1,2}$/, 'k/n');

// ---------------------------------------------------------------------------------------------
// Placement (SPEC §3 Bet placement payload)

/** One selection of a bet to place: the odds are the ones the player accepted. */
export const PlacementSelection = z
  .object({
    match_id: dbId(),
    market_id: dbInt(0).describe('Market type id'),
    specifier: dbText(200).default(''),
    outcome_id: dbText(100, { min: 1 }),
    odds: OddsValue,
  })
  .meta({ id: 'PlacementSelection' });
export type PlacementSelection = z.infer<typeof PlacementSelection>;

export const PlacementBonus = z.object({
  id: z.union([dbInt(), dbText(100)]),
  type: BonusTypeName,
  odds: dbInt(1).optional().describe('Bonus odds × 1000, when the bonus has them'),
});

/** One bet of the payload. The bet type follows from the fields: system_id → system, custom_odds → custom bet, one selection → single, several → combo. */
export const PlacementBet = z
  .object({
    bonus: PlacementBonus.optional(),
    stake: z.object({
      value: Money.describe('Stake in subunits (for a system: over all combinations)'),
      currency: CurrencyCode,
    }),
    selections: z.array(PlacementSelection).min(1).max(16),
    system_id: SystemId.optional(),
    custom_odds: OddsValue.optional(),
  })
  .meta({ id: 'PlacementBet' });
export type PlacementBet = z.infer<typeof PlacementBet>;

/** POST /bets body. */
export const PlaceBetsBody = z
  .object({
    bets: z.array(PlacementBet).min(1).max(50),
    meta: z.object({
      device_id: dbText(100).default(''),
      quick: z.boolean().default(false),
      type: BetCategoryName.default('regular'),
    }),
  })
  .meta({ id: 'PlaceBetsBody' });
export type PlaceBetsBody = z.input<typeof PlaceBetsBody>;

// ---------------------------------------------------------------------------------------------
// A placed bet (SPEC §3 Bet (history, server))

/** The match of a bet selection, as it is now. */
export const BetMatch = z
  .object({
    id: z.number().int(),
    urn_id: z.string(),
    slug: z.string(),
    status: MatchStatusCode,
    start_time: IsoDateTime,
    home: z.object({ name: z.string(), logo: z.string().nullable() }),
    away: z.object({ name: z.string(), logo: z.string().nullable() }),
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    sport: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
    category: z.object({ id: z.number().int(), name: z.string() }),
    tournament: z.object({ id: z.number().int(), name: z.string() }),
    provider: Provider,
  })
  .meta({ id: 'BetMatch' });
export type BetMatch = z.infer<typeof BetMatch>;

export const BetSelection = z
  .object({
    id: z.string().describe('"matchId:marketId:specifier:outcomeId"'),
    status: BetSelectionStatus,
    market: z.object({ id: z.number().int(), name: z.string() }),
    outcome: z.object({ id: z.string(), name: z.string() }),
    odds: z.number().int().describe('Accepted odds × 1000'),
    specifier: z.string(),
    match: BetMatch,
  })
  .meta({ id: 'BetSelection' });
export type BetSelection = z.infer<typeof BetSelection>;

/** One partial cash out of a bet: paid `amount`, the stake went from `stake_before` to `stake_after`. */
export const PartialCashout = z
  .object({
    amount: Money,
    offer: Money.describe('The whole offer at that moment'),
    stake_before: Money,
    stake_after: Money,
    at: IsoDateTime,
  })
  .meta({ id: 'PartialCashout' });
export type PartialCashout = z.infer<typeof PartialCashout>;

export const Bet = z
  .object({
    id: z.number().int(),
    type: BetTypeName,
    ref: z.string().describe('Public reference shown to the player'),
    status: BetStatusName,
    stake: z.object({
      value: Money.describe('Stake taken from the balance, in subunits'),
      currency: CurrencyCode,
      subunits: z.number().int().describe('Digits of the currency (EUR 2)'),
    }),
    win_amount: Money.nullable().describe('Paid out (settled or cashed out), null while open'),
    potential_win: Money.describe(
      'Return if every selection wins (stake × odds), in subunits; a free bet whose stake is not returned (freebet, freebet_no_risk, freebet_only_win) pays this less the stake (domain bonusPotentialWin)',
    ),
    odds: z.number().int().describe('Total odds × 1000 (system: mean of the combinations)'),
    selections: z.array(BetSelection),
    created_at: IsoDateTime,
    settled_at: IsoDateTime.nullable(),
    result: BetResultName,
    to_cashout: Money.nullable().describe('Cash-out offer in subunits now, null when none'),
    bonus: z
      .object({ id: z.union([z.number(), z.string()]), type: z.string(), odds: z.number().int().nullable() })
      .nullable(),
    system: z
      .object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() })
      .nullable(),
    custom_odds: z.number().int().nullable(),
    used_in_jackpot: z.boolean(),
    is_vip: z.boolean(),
    auto_cashout: Money.nullable()
      .optional()
      .describe(
        'Auto cash-out rule: the bet is cashed out in full when its offer reaches this amount (subunits)',
      ),
    partial_cashouts: z
      .array(PartialCashout)
      .optional()
      .describe('Partial cash outs so far, oldest first; `stake.value` is the stake still open'),
  })
  .meta({ id: 'Bet' });
export type Bet = z.infer<typeof Bet>;

/** POST /bets 200: the placed bets in payload order. A retry with the same Idempotency-Key returns the same body. */
export const PlaceBetsResponse = z.object({ data: z.array(Bet) }).meta({ id: 'PlaceBetsResponse' });
export type PlaceBetsResponse = z.infer<typeof PlaceBetsResponse>;

// ---------------------------------------------------------------------------------------------
// Errors (SPEC §3 Bet error response, §8)

/**
 * Codes of bet errors (`code` of BetErrorResponse). 101, 118 and 120 are SPEC §8's numeric codes; the
 * others are strings. Per bet, `errors_by_bet[].code` is a finer code: a domain validation key
 * ('error.selection.suspended', 'error.stake.above_maximum' ...) or a risk-validation odds code.
 */
export const BetErrorCode = {
  /** 422: some selection's odds differ from the current ones and the odds-accept mode refuses them. */
  invalidOdds: 101,
  /** 422: Brazilian municipality not found (kept for the client; never raised here). */
  municipalityNotFound: 118,
  /** 422: the custom odds of a custom bet differ from the current bet-builder price. */
  invalidCustomOdds: 120,
  /** 422: a bet breaks a SPEC §5 rule or a selection is suspended or unavailable (see errors_by_bet). */
  validation: 'bet_validation_failed',
  /** 409: the balance does not cover the stakes. */
  insufficientFunds: 'insufficient_funds',
  /**
   * 403: a responsible-gambling limit refuses the stake: `data.details[].code` names it (bet_limit_exceeded,
   * wager_limit_exceeded, loss_limit_exceeded) with `amount_left` in `currency`; limits count the
   * player's stakes in every currency, converted at the platform rates.
   */
  limitExceeded: 'limit_exceeded',
  /**
   * 422: the player's open bets and this ticket together would pay out more than the cap on one
   * outcome or one market (`data.details[].code`: LiabilityErrorCode, with the selection and the
   * potential payout still allowed there as `amount_left` in `currency`).
   */
  liabilityExceeded: 'liability_exceeded',
  /** 422: the bonus is not available to this bet. */
  bonusNotAvailable: 'bonus_not_available',
  /** 409: the Idempotency-Key was used before with a different body. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 404: no such bet of the caller. */
  betNotFound: 'bet_not_found',
  /** 409: the bet is not open (settled, cashed out, cancelled). */
  betNotOpen: 'bet_not_open',
  /** 422: no cash-out is offered for the bet now (a selection suspended or lost, a system or custom bet). */
  cashoutUnavailable: 'cashout_unavailable',
  /** 422: the offer moved below `to_cashout`; `data.details.to_cashout` holds the current offer. */
  cashoutAmountChanged: 'cashout_amount_changed',
  /**
   * 422: a partial `amount` out of range: below the least partial, above the offer, or leaving no
   * stake open (`data.details[0]`: `min`, `max` in subunits, `to_cashout` the offer now).
   */
  cashoutAmountInvalid: 'cashout_amount_invalid',
  /**
   * 422: an auto cash-out target not above the offer now, or above the potential win
   * (`data.details[0]`: `min` the least target, `max` the potential win, `to_cashout` the offer now).
   */
  autoCashoutInvalid: 'auto_cashout_invalid',
  /** 404: unknown share code. */
  shareCodeNotFound: 'share_code_not_found',
} as const;
export type BetErrorCode = (typeof BetErrorCode)[keyof typeof BetErrorCode];

/** details[].code of a liability_exceeded refusal: the cap the bet would break. */
export const LiabilityErrorCode = {
  outcome: 'outcome_liability_exceeded',
  market: 'market_liability_exceeded',
} as const;

/** Risk-validation odds codes (SPEC §8) used in errors_by_bet[].code and details[].code. */
export const RiskValidationCode = {
  /** Odds sent differ from the bookmaker's (odds-accept mode none). */
  oddsDifferent: 'error.risk_validation.odds_different_than_bookmaker',
  /** Odds sent are above the bookmaker's current odds (mode higher: the price fell). */
  oddsHigherThanCurrent: 'error.risk_validation.odds_higher_than_bookmakers_current_odds',
  /** Odds sent are above the bookmaker's. */
  oddsHigher: 'error.risk_validation.odds_higher_than_bookmakers',
  /** Odds too low. */
  oddsTooLow: 'error.risk_validation.odds_to_low',
} as const;

/** A per-bet error: `index` is the bet's position in the payload. */
export const BetErrorByBet = z
  .object({
    index: z.number().int().nonnegative(),
    code: z.string(),
    localized_message: z.string(),
  })
  .meta({ id: 'BetErrorByBet' });
export type BetErrorByBet = z.infer<typeof BetErrorByBet>;

/** One problem of one selection or bet, for the slip to mark (odds moved, suspended ...). */
export const BetErrorDetail = z.object({
  bet_index: z.number().int().nonnegative().optional(),
  selection_index: z.number().int().nonnegative().optional(),
  code: z.string(),
  match_id: z.number().int().optional(),
  market_id: z.number().int().optional(),
  specifier: z.string().optional(),
  outcome_id: z.string().optional(),
  sent_odds: z.number().int().optional(),
  current_odds: z.number().int().nullable().optional(),
  to_cashout: z.number().int().nullable().optional(),
  /** Least and largest accepted amount, in subunits (cashout_amount_invalid, auto_cashout_invalid). */
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().nonnegative().optional(),
  /** What a limit or cap still allows, in subunits of `currency` (limit_exceeded, liability_exceeded). */
  amount_left: z.number().int().nonnegative().optional(),
  currency: z.string().optional(),
});
export type BetErrorDetail = z.infer<typeof BetErrorDetail>;

/** Body of every error of the bet routes except auth, CSRF and schema errors (those are ApiError). */
export const BetErrorResponse = z
  .object({
    code: z.union([z.number().int(), z.string()]),
    message: z.string().describe('Localized (Accept-Language) message; takes precedence on the client'),
    data: z.object({
      details: z.array(BetErrorDetail),
      errors_by_bet: z.array(BetErrorByBet),
    }),
  })
  .meta({ id: 'BetErrorResponse' });
export type BetErrorResponse = z.infer<typeof BetErrorResponse>;

// ---------------------------------------------------------------------------------------------
// History

/** Status filter: open (waiting_results, cashout_in_progress, submitted, ready_to_process) or settled (the rest). */
export const BetsStatusFilter = z.enum(['all', 'open', 'settled']);
/** Result filter: win (win_entire, refund_half_win_other), lose (lose_entire, refund_half_lose_other), refund (refund_entire, canceled). */
export const BetsResultFilter = z.enum(['all', 'win', 'lose', 'refund']);

/** Query of GET /bets (no component id: query schemas are inlined in the OpenAPI document). */
export const BetsQuery = z.object({
  status: BetsStatusFilter.default('all'),
  result: BetsResultFilter.default('all'),
  page: queryPage,
  limit: queryLimit,
});
export type BetsQuery = z.input<typeof BetsQuery>;

/** Newest first. */
export const BetsResponse = z
  .object({ data: z.array(Bet), pagination: Pagination })
  .meta({ id: 'BetsResponse' });
export type BetsResponse = z.infer<typeof BetsResponse>;

export const BetIdParams = z.object({ id: Id });

// ---------------------------------------------------------------------------------------------
// Max stake, cash out

/** A bet to price, without a stake. */
export const MaxStakeBody = z
  .object({
    currency: CurrencyCode,
    selections: z.array(PlacementSelection).min(1).max(16),
    system_id: SystemId.optional(),
    custom_odds: OddsValue.optional(),
  })
  .meta({ id: 'MaxStakeBody' });
export type MaxStakeBody = z.input<typeof MaxStakeBody>;

export const MaxStakeResponse = z
  .object({
    max_stake: Money.describe('Largest stake accepted now: max payout, bet limit and balance applied'),
    max_payout: Money,
    currency: CurrencyCode,
  })
  .meta({ id: 'MaxStakeResponse' });
export type MaxStakeResponse = z.infer<typeof MaxStakeResponse>;

export const CashoutBody = z
  .object({
    bet_id: dbId(),
    to_cashout: Money.describe('The offer the player accepted; refused when the offer is now lower'),
    amount: Money.optional().describe(
      'Partial cash out: pay only this much (subunits) at the offer now; the rest of the bet stays open at stake × (1 − amount / offer), rounded down. Absent or equal to the offer: full cash out',
    ),
  })
  .meta({ id: 'CashoutBody' });
export type CashoutBody = z.infer<typeof CashoutBody>;

/** POST /bets/auto-cashout: sets (target in subunits) or removes (null) the bet's auto cash-out rule. */
export const AutoCashoutBody = z
  .object({
    bet_id: dbId(),
    target: Money.nullable().describe(
      'Cash the bet out in full when its offer reaches this amount; above the offer now, at most the potential win. null removes the rule',
    ),
  })
  .meta({ id: 'AutoCashoutBody' });
export type AutoCashoutBody = z.infer<typeof AutoCashoutBody>;

/** The bet with its rule (auto_cashout). */
export const AutoCashoutResponse = z.object({ data: Bet }).meta({ id: 'AutoCashoutResponse' });
export type AutoCashoutResponse = z.infer<typeof AutoCashoutResponse>;

/** The cashed-out bet (status cashed_out, win_amount the amount paid, at least to_cashout); after a partial cash out the bet still open at its smaller stake. */
export const CashoutResponse = z.object({ data: Bet }).meta({ id: 'CashoutResponse' });
export type CashoutResponse = z.infer<typeof CashoutResponse>;

// ---------------------------------------------------------------------------------------------
// Shared bet codes (SPEC §3 Shared bet code)

/** A bet as shared: the payload bet, stake optional. */
export const SharedBet = PlacementBet.extend({
  stake: z.object({ value: Money, currency: CurrencyCode }).optional(),
}).meta({ id: 'SharedBet' });
export type SharedBet = z.infer<typeof SharedBet>;

export const ShareCodeCreateBody = z
  .object({ bets: z.array(SharedBet).min(1).max(50) })
  .meta({ id: 'ShareCodeCreateBody' });
export type ShareCodeCreateBody = z.input<typeof ShareCodeCreateBody>;

export const ShareCodeCreateResponse = z.object({ code: z.string() }).meta({ id: 'ShareCodeCreateResponse' });
export type ShareCodeCreateResponse = z.infer<typeof ShareCodeCreateResponse>;

export const ShareCodeQuery = z.object({ code: dbText(32, { min: 1 }) });

export const ShareCodeResponse = z
  .object({ code: z.string(), bets: z.array(SharedBet), created_at: IsoDateTime })
  .meta({ id: 'ShareCodeResponse' });
export type ShareCodeResponse = z.infer<typeof ShareCodeResponse>;

// ---------------------------------------------------------------------------------------------
// Bet builder (custom bets)

export const CustomOddsBody = z
  .object({
    match_id: dbId(),
    selections: z
      .array(PlacementSelection.omit({ odds: true }).extend({ odds: OddsValue.optional() }))
      .min(1)
      .max(16),
  })
  .meta({ id: 'CustomOddsBody' });
export type CustomOddsBody = z.input<typeof CustomOddsBody>;

export const CustomOddsResponse = z
  .object({
    odds: OddsValue.nullable().describe('Bet-builder price × 1000; null when the combination is not offered'),
    selections_odds: z.array(z.number().int()).describe('Current odds of each selection'),
  })
  .meta({ id: 'CustomOddsResponse' });
export type CustomOddsResponse = z.infer<typeof CustomOddsResponse>;

// ---------------------------------------------------------------------------------------------
// Settings (GET|POST /settings below API_PREFIX.sportsbook); the GET answer is SettingsResponse.

/** The betting choices saved per player (SPEC §3 Bet settings). */
export const BettingSettings = z
  .object({
    stakes: z.array(dbBigint(1)).min(1).max(8),
    auto_accept_odds_change: OddsAcceptMode,
    odds_type: OddsTypeName,
  })
  .meta({ id: 'BettingSettings' });
export type BettingSettings = z.infer<typeof BettingSettings>;

/** POST /settings: any of the saved fields (signed-in players; visitors get 401). Answers SettingsResponse. */
export const SettingsUpdateBody = BettingSettings.partial()
  .extend({ one_signal_push_notification_subscription: dbText(500).nullable().optional() })
  .meta({ id: 'SettingsUpdateBody' });
export type SettingsUpdateBody = z.infer<typeof SettingsUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Push on $private:{locale}:{userId}

/** `bet_changed`: the bet in full after placement, settlement or cash out. */
export const BetChangedMessage = Bet.meta({ id: 'BetChangedMessage' });
export type BetChangedMessage = z.infer<typeof BetChangedMessage>;

/** `bet_cashout_changed`: the bet's new cash-out offer (null: none now). */
export const BetCashoutChangedMessage = z
  .object({ bet_id: z.number().int(), to_cashout: Money.nullable() })
  .meta({ id: 'BetCashoutChangedMessage' });
export type BetCashoutChangedMessage = z.infer<typeof BetCashoutChangedMessage>;

export const BetChangedEvent = z.object({ event_name: z.literal('bet_changed'), message: BetChangedMessage });
export const BetCashoutChangedEvent = z.object({
  event_name: z.literal('bet_cashout_changed'),
  message: BetCashoutChangedMessage,
});
