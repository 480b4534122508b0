import { z } from 'zod';

/**
 * Other products (SPEC §1 racing, lotteries, premium cricket): providers launched through the virtual
 * wallet service (`POST /api/wallet/{provider}/launch`, SPEC §7). The keys are those of
 * `additional_providers` in GET /settings. Money is integer subunits of the player's currency; odds are
 * integers ×1000.
 */
export const ADDITIONAL_PROVIDERS = ['horse_racing', 'lotto', 'premium_cricket'] as const;
export const AdditionalProvider = z.enum(ADDITIONAL_PROVIDERS);
export type AdditionalProvider = z.infer<typeof AdditionalProvider>;

/** Error codes of the virtual wallet service and the emulated provider (in the `code` of an ApiError body). */
export const ProviderErrorCode = {
  /** 403 on launch: the provider is switched off (additional_providers.<key>.enabled is false). */
  providerDisabled: 'provider_disabled',
  /** 401 on redeem: the launch token is unknown, already used or expired. */
  launchTokenInvalid: 'launch_token_invalid',
  /** 401 on provider calls: the provider session is unknown or expired. */
  providerSessionInvalid: 'provider_session_invalid',
  /** 409 on a debit: the balance is lower than the stake (the balance is unchanged). */
  insufficientFunds: 'insufficient_funds',
  /**
   * 403 on a debit: the player's responsible-gambling limits refuse the stake (nothing is written).
   * `details` name the limit (path `limit`: bet_limit_exceeded, wager_limit_exceeded,
   * loss_limit_exceeded, self_excluded or cooling_off) and, for a money limit, what it still allows
   * (path `amount_left`, subunits of the currency at path `currency`).
   */
  limitExceeded: 'limit_exceeded',
  /** 409: a transaction id already used for another amount, kind or player. */
  transactionConflict: 'provider_transaction_conflict',
  /** 404: no such selection or round at the emulated provider. */
  roundNotFound: 'provider_round_not_found',
} as const;
export type ProviderErrorCode = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode];

/** Paths below API_PREFIX.wallet (`/api/wallet`) and of the emulated provider (`/api/providers`). */
export const WalletRoute = {
  /** POST (signed-in player) → LaunchResponse. */
  launch: '/:provider/launch',
} as const;

export const ProviderParams = z.object({ provider: AdditionalProvider });

export const LaunchResponse = z
  .object({
    url: z
      .string()
      .describe(
        'Launch URL of the provider with a one-time token (`?token=`), site-relative when the provider is served by this site; the token redeems once and expires after a few minutes',
      ),
  })
  .meta({ id: 'ProviderLaunchResponse' });
export type LaunchResponse = z.infer<typeof LaunchResponse>;

/** A selection of the emulated provider: a runner, a number, a team. */
export const ProviderSelection = z.object({
  id: z.string(),
  name: z.string(),
  odds: z.number().int().min(1001).describe('Decimal odds ×1000'),
});

export const ProviderSessionBody = z.object({ token: z.string().min(16).max(200) });
export const ProviderSessionResponse = z
  .object({
    session: z.string().describe('Bearer token of the provider session (calls below)'),
    provider: AdditionalProvider,
    currency: z.string(),
    subunits: z.number().int().min(0).describe('Digits after the decimal point of the currency'),
    balance: z.number().int().describe('Subunits'),
    title: z.string(),
    market: z.string(),
    settle_label: z.string().describe('Label of the button that settles a round'),
    selections: z.array(ProviderSelection),
  })
  .meta({ id: 'ProviderSessionResponse' });
export type ProviderSessionResponse = z.infer<typeof ProviderSessionResponse>;

export const ProviderStakeBody = z.object({
  transaction_id: z
    .string()
    .min(8)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/)
    .describe('Fresh per stake; a retry sends the same id and never debits twice'),
  selection: z.string().min(1).max(40),
  stake: z.number().int().positive().max(1_000_000_000).describe('Subunits'),
});
export const ProviderRoundParams = z.object({
  provider: AdditionalProvider,
  round_id: z.string().min(1).max(120),
});
export const ProviderRound = z
  .object({
    round_id: z.string(),
    selection: z.string(),
    odds: z.number().int(),
    stake: z.number().int(),
    status: z.enum(['open', 'won', 'lost']),
    result: z.string().nullable().describe('The winning selection once settled'),
    payout: z.number().int().describe('Subunits credited (0 until won)'),
    balance: z.number().int().describe('Balance after this call, subunits'),
  })
  .meta({ id: 'ProviderRound' });
export type ProviderRound = z.infer<typeof ProviderRound>;

/** POST /api/dev/providers/result: the next settlement of a provider draws this selection. */
export const ProviderForcedResultBody = z.object({
  provider: AdditionalProvider,
  selection: z.string().min(1).max(40),
});

/** POST /api/dev/providers/switch (development only): turns one additional provider on or off. */
export const ProviderSwitchBody = z.object({ provider: AdditionalProvider, enabled: z.boolean() });

/** Where the emulated provider of the demo is served (its pages and the calls they make). */
export const PROVIDER_EMULATOR_PREFIX = '/api/providers';
