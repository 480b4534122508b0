import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text per locale; `en` is always present and is the fallback. */
export type LocalizedText = { en: string } & Record<string, string>;

export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  type: text('type').notNull().$type<'regular' | 'cyber'>(),
  provider: text('provider').notNull(),
  name: jsonb('name').notNull().$type<LocalizedText>(),
  priority: integer('priority').notNull().default(0),
  priorities: jsonb('priorities').notNull().default({}).$type<Record<string, number>>(),
  mainMarketId: integer('main_market_id'),
  secondaryMarketId: integer('secondary_market_id'),
  mainMarketOutcomesCount: integer('main_market_outcomes_count').notNull().default(0),
  secondaryMarketOutcomesCount: integer('secondary_market_outcomes_count').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    countryCode: text('country_code'),
    priority: integer('priority').notNull().default(0),
    priorities: jsonb('priorities').notNull().default({}).$type<Record<string, number>>(),
  },
  (t) => [uniqueIndex('categories_sport_slug').on(t.sportId, t.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    priority: integer('priority').notNull().default(0),
    priorities: jsonb('priorities').notNull().default({}).$type<Record<string, number>>(),
    isTop: boolean('is_top').notNull().default(false),
    /** Its names in every locale as search keys, `|name|name|` (migration 0011, sb_names_search_text). */
    searchKey: text('search_key').notNull().generatedAlwaysAs(sql`sb_names_search_text(name)`),
  },
  (t) => [
    uniqueIndex('tournaments_sport_slug').on(t.sportId, t.slug),
    index('tournaments_category').on(t.categoryId),
  ],
);

export const competitors = pgTable('competitors', {
  id: serial('id').primaryKey(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  name: text('name').notNull(),
  logo: text('logo'),
  /** Pricing-model strength rating (not money; a float is fine here). */
  rating: doublePrecision('rating').notNull().default(0),
});

export type CompetitorJson = { id: number; name: string; logo: string | null };

/**
 * Matches and outrights. `type` is match, season, stage or simple_tournament. For matches `competitors`
 * is `{home, away}`; for outrights a list. `model` holds the pricing model's parameters.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    type: text('type').notNull().$type<'match' | 'season' | 'stage' | 'simple_tournament'>(),
    slug: text('slug').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    parentId: integer('parent_id'),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    competitors: jsonb('competitors')
      .notNull()
      .$type<{ home: CompetitorJson; away: CompetitorJson } | CompetitorJson[]>(),
    /** Lower-cased competitor and event names for search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Team names (and an outright's names in every locale) as search keys, `|name|name|`, written by
     * the database (migration 0011, sb_event_search_text); a trigram index serves search when pg_trgm
     * is there.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`sb_event_search_text(competitors, name, type)`),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    /** SPEC §4 match status: 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered. */
    status: smallint('status').notNull().default(0),
    stage: text('stage'),
    stadium: text('stadium'),
    city: text('city'),
    provider: text('provider').notNull(),
    hasVideo: boolean('has_video').notNull().default(false),
    isProviderStatsAvailable: boolean('is_provider_stats_available').notNull().default(false),
    statistics: jsonb('statistics').$type<Record<string, unknown> | null>(),
    topMarkets: jsonb('top_markets').notNull().default([]).$type<number[]>(),
    betsCount: integer('bets_count').notNull().default(0),
    model: jsonb('model').notNull().default({}).$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_sport_slug').on(t.sportId, t.slug),
    index('events_status_start').on(t.status, t.startTime),
    index('events_sport_start').on(t.sportId, t.startTime),
    index('events_tournament').on(t.tournamentId),
    index('events_category').on(t.categoryId),
  ],
);

/** Settlement of an outcome once its market is settled (market status -3). */
export type OutcomeResult = 'win' | 'lose' | 'void';

export type OutcomeJson = {
  id: string;
  name: LocalizedText;
  odds: number;
  active: boolean;
  /** Set when the market is settled. */
  result?: OutcomeResult;
};

/** Markets of an event; (event_id, market_id, specifier) is unique. Odds are integers × 1000. */
export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    /** SPEC §4 market status: 1 allowed, -1 suspended, 0 not allowed, -2/-3/-4 settled states. */
    status: smallint('status').notNull().default(1),
    outcomes: jsonb('outcomes').notNull().$type<OutcomeJson[]>(),
    marketGroups: jsonb('market_groups').notNull().default([]).$type<string[]>(),
    priority: integer('priority').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    nextBetStop: timestamp('next_bet_stop', { withTimezone: true, mode: 'date' }),
    customBetGroups: jsonb('custom_bet_groups').notNull().default([]).$type<string[]>(),
    provider: text('provider').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('markets_event_market_spec').on(t.eventId, t.marketId, t.specifier)],
);

/** Data providers and their status (SPEC §3 provider_statuses); the feed simulator toggles them. */
export const providers = pgTable('providers', {
  id: text('id').primaryKey().$type<'betradar' | 'oddin' | 'betconstruct'>(),
  status: text('status').notNull().default('active').$type<'active' | 'inactive'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Players, sessions, wallet and responsible gambling (issue 4)

/** Largest amount a bigint money column may hold: JS numbers stay exact below 2^53. */
export const MAX_SAFE_MONEY = sql.raw(String(Number.MAX_SAFE_INTEGER));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    /** The verified phone number (E.164). */
    mobilePhone: text('mobile_phone'),
    authPhoneNumber: text('auth_phone_number'),
    language: text('language').notNull().default('en'),
    /** The active account's currency. */
    currency: text('currency').notNull(),
    country: text('country'),
    /** ISO date given at sign-up (issue 11); null for players who signed up before it was asked. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** When the player accepted the terms at sign-up. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    statuses: jsonb('statuses').notNull().default([]).$type<string[]>(),
    compPoints: integer('comp_points').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

/** Server-side sessions; `id` is the SHA-256 of the token the client holds (cookie or bearer). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    via: text('via').notNull().$type<'cookie' | 'bearer'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason').$type<
      'sign_out' | 'session_limit' | 'activity_limit' | 'exclusion' | 'password_reset'
    >(),
    sportsbookStartedAt: timestamp('sportsbook_started_at', { withTimezone: true, mode: 'date' }),
    continuedAt: timestamp('continued_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * Devices a player has signed in from (the `sb_device_trust` cookie; `token_hash` is its SHA-256).
 * A sign-in from such a device has its own wrong-password count and is not stopped by the account
 * lock, so strangers cannot lock the player out of their own device.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('trusted_devices_token').on(t.tokenHash), index('trusted_devices_user').on(t.userId)],
);

/** Single-use e-mailed tokens, stored as SHA-256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'confirmation' | 'reset_password' | 'unlock'>(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('user_tokens_hash').on(t.tokenHash), index('user_tokens_user').on(t.userId, t.kind)],
);

/**
 * One account per player and currency. Balances are bigint subunits read as JS numbers: the CHECK
 * keeps them within 0..2^53-1, so they stay exact (21M BTC is 2.1e15 satoshi).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balanceSubunits: bigint('balance_subunits', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_currency').on(t.userId, t.currency),
    check(
      'accounts_balance_range',
      sql`${t.balanceSubunits} >= 0 AND ${t.balanceSubunits} <= ${MAX_SAFE_MONEY}`,
    ),
  ],
);

/**
 * Kinds of ledger rows. The bonus kinds are cash a bonus paid: `freebet_win` (a free bet's win),
 * `freebet_refund` (a lost no-risk free bet's stake back as cash), `comboboost_win` (what a combo
 * boost added to a payout). A free bet's stake is never cash, so it has no cash row.
 */
export type LedgerKindName =
  | 'deposit'
  | 'bet_stake'
  | 'payout'
  | 'cashout'
  | 'bonus'
  | 'adjustment'
  | 'freebet_win'
  | 'freebet_refund'
  | 'comboboost_win'
  | 'jackpot_win';

/** Every balance change, written in the same transaction as the change (ARCHITECTURE data rules). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().$type<LedgerKindName>(),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_account_created').on(t.accountId, t.createdAt),
    check('ledger_delta_nonzero', sql`${t.delta} <> 0`),
    check(
      'ledger_balance_after_range',
      sql`${t.balanceAfter} >= 0 AND ${t.balanceAfter} <= ${MAX_SAFE_MONEY}`,
    ),
  ],
);

/** Responsible-gambling limits (SPEC §3 User limit); see limits/service.ts for the lifecycle. */
export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    strategy: text('strategy').notNull().default('rolling').$type<'rolling' | 'calendar'>(),
    period: text('period').$type<'day' | 'week' | 'month'>(),
    value: bigint('value', { mode: 'number' }),
    currency: text('currency'),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    confirmUntil: timestamp('confirm_until', { withTimezone: true, mode: 'date' }),
    disableAt: timestamp('disable_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('user_limits_user_type').on(t.userId, t.type),
    check(
      'user_limits_value_range',
      sql`${t.value} IS NULL OR (${t.value} > 0 AND ${t.value} <= ${MAX_SAFE_MONEY})`,
    ),
  ],
);

/** Phone number and SMS code state, one row per player. */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  phoneCountry: text('phone_country'),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
  attempts: integer('attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
  /** Codes sent on `smsDay` (UTC date). */
  smsCount: integer('sms_count').notNull().default(0),
  smsDay: text('sms_day'),
});

/** Seconds of tracked activity per player and UTC day. */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastTrackAt: timestamp('last_track_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Outgoing e-mail and SMS. The development transports write here and /api/dev/mailbox and
 * /api/dev/sms read it; it survives restarts.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().$type<'email' | 'sms'>(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    links: jsonb('links').notNull().default([]).$type<string[]>(),
    token: text('token'),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('outbox_channel_to').on(t.channel, t.to, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Betting (issue 5)

/** Bonus as placed with a bet. */
export type BetBonusJson = { id: number | string; type: string; odds: number | null };

/**
 * Placed bets. Money columns are bigint subunits (exact as JS numbers below 2^53); odds are integer
 * thousandths (`odds` may exceed int4 for long combos). `stake` is what was taken from the balance.
 */
/** One partial cash out of a bet (bets.partial_cashouts), money in subunits, `at` an ISO time. */
export interface PartialCashoutJson {
  amount: number;
  offer: number;
  stake_before: number;
  stake_after: number;
  at: string;
}

export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    type: text('type').notNull().$type<'single' | 'combo' | 'system' | 'custom_bet'>(),
    status: text('status').notNull().default('waiting_results'),
    result: text('result').notNull().default('no_results'),
    currency: text('currency').notNull(),
    subunits: smallint('subunits').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    odds: bigint('odds', { mode: 'number' }).notNull(),
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'number' }),
    customOdds: integer('custom_odds'),
    systemId: text('system_id'),
    bonus: jsonb('bonus').$type<BetBonusJson | null>(),
    category: text('category').notNull().default('regular'),
    deviceId: text('device_id').notNull().default(''),
    quick: boolean('quick').notNull().default(false),
    isVip: boolean('is_vip').notNull().default(false),
    /** Auto cash-out rule: cash out in full when the offer reaches this many subunits (null: none). */
    autoCashout: bigint('auto_cashout', { mode: 'number' }),
    /** Partial cash outs so far, oldest first (the ledger rows kind cashout, ref bet:id, hold the money). */
    partialCashouts: jsonb('partial_cashouts').$type<PartialCashoutJson[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bets_ref').on(t.ref),
    index('bets_user_created').on(t.userId, t.createdAt),
    index('bets_status').on(t.status),
    check('bets_stake_positive', sql`${t.stake} > 0 AND ${t.stake} <= ${MAX_SAFE_MONEY}`),
  ],
);

/** Selections of a placed bet, in payload order; names are kept per locale as they were at placement. */
export const betSelections = pgTable(
  'bet_selections',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    status: text('status').notNull().default('open'),
    marketName: jsonb('market_name').notNull().$type<LocalizedText>(),
    outcomeName: jsonb('outcome_name').notNull().$type<LocalizedText>(),
  },
  (t) => [
    uniqueIndex('bet_selections_bet_position').on(t.betId, t.position),
    index('bet_selections_event_status').on(t.eventId, t.status),
  ],
);

/**
 * A player's open exposure, summed (domain ExposureTotals): per currency and outcome (event, market,
 * specifier, outcome) the potential payouts of the player's open bets with a selection on it, and per
 * market (outcome_id '') of the bets with a selection on it, each bet once. Kept in the transaction of
 * every change of an open bet (betting/exposure.ts), so the liability check reads rows per outcome,
 * never the player's bets. Rows may hold 0 once their bets are settled.
 */
export const playerExposure = pgTable(
  'player_exposure',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    /** The outcome; '' for the market's total. */
    outcomeId: text('outcome_id').notNull(),
    currency: text('currency').notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId, t.marketId, t.specifier, t.outcomeId, t.currency] })],
);

/**
 * Idempotency of POST /bets: one row per (player, Idempotency-Key), written in the placement's
 * transaction with the response it gave, so a retry answers the same body and never places twice.
 */
export const betRequests = pgTable(
  'bet_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Shared bet slips (SPEC §3 Shared bet code). */
export const betShareCodes = pgTable('bet_share_codes', {
  code: text('code').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  bets: jsonb('bets').notNull().$type<unknown[]>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Betting settings saved per player (GET|POST /settings); visitors get the defaults. */
export const playerSettings = pgTable('player_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stakes: jsonb('stakes').$type<number[] | null>(),
  autoAcceptOddsChange: text('auto_accept_odds_change').$type<'none' | 'higher' | 'any' | null>(),
  oddsType: text('odds_type'),
  pushSubscription: text('push_subscription'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A player's stars (modules/favourites): `kind` matches (event ids), leagues (tournament ids) or teams
 * (competitor ids). One row per star; newest first by `created_at`.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'matches' | 'leagues' | 'teams'>(),
    objectId: integer('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.objectId] }),
    check('favourites_kind', sql`${t.kind} in ('matches', 'leagues', 'teams')`),
  ],
);

/** Predictions (modules/predictions): one vote per player and match, home, draw or away. */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull().$type<'home' | 'draw' | 'away'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('prediction_votes_event').on(t.eventId),
    check('prediction_votes_choice', sql`${t.choice} in ('home', 'draw', 'away')`),
  ],
);

/**
 * Notifications (modules/notifications): one row per event that concerns a player, written in the
 * event's own transaction. Texts are not stored: `type` and `params` (amounts in subunits with their
 * currency) are localised when read, so a player who switches language reads them in the new one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    params: jsonb('params').notNull().default({}).$type<Record<string, unknown>>(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_id').on(t.userId, t.id),
    index('notifications_user_unread').on(t.userId).where(sql`${t.read} = false`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cashier (issue 10): payments and the emulated payment provider

/**
 * Deposits (modules/cashier). `ledger_id` is set exactly when the payment was credited (status
 * approved); the card is kept as the provider's token and its last 4 digits only, never the number.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull().$type<'card' | 'saved_card'>(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status')
      .notNull()
      .default('created')
      .$type<'created' | 'pending' | 'challenge' | 'approved' | 'declined'>(),
    failureCode: text('failure_code'),
    cardToken: text('card_token'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_created').on(t.userId, t.createdAt),
    uniqueIndex('payments_ledger').on(t.ledgerId),
    check('payments_amount_positive', sql`${t.amount} > 0 AND ${t.amount} <= ${MAX_SAFE_MONEY}`),
    check('payments_credited_iff_approved', sql`(${t.status} = 'approved') = (${t.ledgerId} IS NOT NULL)`),
  ],
);

/**
 * Signatures of provider notifications already received (replay protection). A signature older than
 * the tolerance window can no longer be accepted anyway, so rows past it are deleted.
 */
export const paymentNotificationSignatures = pgTable('payment_notification_signatures', {
  signature: text('signature').primaryKey(),
  paymentId: text('payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The emulated provider's own record of a payment it was asked to take (modules/payment-emulator):
 * what it must notify, and the test card's behaviour once paid (the saved-card token is this row's id).
 */
export const emulatorPayments = pgTable('emulator_payments', {
  paymentId: text('payment_id').primaryKey(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status')
    .notNull()
    .default('open')
    .$type<'open' | 'pending' | 'challenge' | 'approved' | 'declined'>(),
  behaviour: text('behaviour').$type<'approve' | 'decline' | 'challenge' | 'pending'>(),
  cardLast4: text('card_last4'),
  cardBrand: text('card_brand'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Bonuses (issue 12): campaigns are operator data; issued bonuses belong to players

/** How a campaign issues its bonus. */
export type BonusTrigger = 'sign_up' | 'first_deposit' | 'promo_code' | 'bet_activity' | 'operator';

/**
 * Bonus campaigns (seeded from seed/bonus-campaigns.json). `rules` holds the fields SPEC §3 lists for
 * the type (min_odds, ranges, amounts per currency, event_conditions ...; see modules/bonuses/rules.ts).
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    trigger: text('trigger').notNull().$type<BonusTrigger>(),
    /** Upper-cased; only for trigger promo_code. */
    promoCode: text('promo_code'),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    terms: jsonb('terms').notNull().$type<LocalizedText>(),
    status: text('status').notNull().default('active').$type<'active' | 'inactive'>(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    onlyVerified: boolean('only_verified').notNull().default(false),
    countryCodes: jsonb('country_codes').notNull().default([]).$type<string[]>(),
    eventConditions: jsonb('event_conditions').notNull().default([]).$type<Record<string, unknown>[]>(),
    rules: jsonb('rules').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bonus_campaigns_key').on(t.key), uniqueIndex('bonus_campaigns_promo').on(t.promoCode)],
);

/**
 * Bonuses issued to players. (campaign, user, issue_key) is unique: a promo code or sign-up bonus has
 * issue_key '' and so is issued once per player; repeated issues (bet activity, a no-risk refund) carry
 * their cause. `amount` is a free bet's stake in `currency` subunits: bonus money, never cash.
 */
export const issuedBonuses = pgTable(
  'issued_bonuses',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueKey: text('issue_key').notNull().default(''),
    type: text('type').notNull(),
    status: text('status').notNull(),
    seen: boolean('seen').notNull().default(false),
    currency: text('currency'),
    amount: bigint('amount', { mode: 'number' }),
    usesCount: integer('uses_count'),
    timesUsed: integer('times_used').notNull().default(0),
    farmingStats: jsonb('farming_stats').notNull().default({}).$type<Record<string, unknown>>(),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issued_bonuses_once').on(t.campaignId, t.userId, t.issueKey),
    index('issued_bonuses_user_type').on(t.userId, t.type, t.status),
    check(
      'issued_bonuses_amount',
      sql`${t.amount} IS NULL OR (${t.amount} > 0 AND ${t.amount} <= ${MAX_SAFE_MONEY})`,
    ),
    check('issued_bonuses_uses', sql`${t.usesCount} IS NULL OR ${t.timesUsed} <= ${t.usesCount}`),
  ],
);

/**
 * Accumulator-bonus progress (amb): qualifying bets a player has placed toward an amb campaign's
 * ranges, counted in the placement's transaction (modules/bonuses/amb.ts).
 */
export const ambProgress = pgTable(
  'amb_progress',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progressCount: integer('progress_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

// ---------------------------------------------------------------------------------------------
// Jackpots (issue 14, modules/jackpots)

/** A progressive jackpot in one currency; its levels hold the pools. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    currency: text('currency').notNull(),
    subunits: smallint('subunits').notNull(),
    status: text('status').notNull().default('active').$type<'active' | 'closed'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('jackpots_currency_status').on(t.currency, t.status)],
);

/**
 * A level of a jackpot (mini, major, grand ...). A qualifying stake adds floor(stake * share_bp /
 * 10000) subunits to `pool_amount`; a hit pays the whole pool and resets it to `seed_amount`. One
 * qualifying bet in `hit_odds` hits the level (modules/jackpots/draw.ts).
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').notNull().$type<LocalizedText>(),
    position: smallint('position').notNull().default(0),
    shareBp: integer('share_bp').notNull(),
    hitOdds: integer('hit_odds').notNull(),
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull().default(0),
    poolAmount: bigint('pool_amount', { mode: 'number' }).notNull().default(0),
    /** Every contribution so far (what the pool rows of kind contribution sum to). */
    contributedAmount: bigint('contributed_amount', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull().default('active').$type<'active' | 'paused'>(),
  },
  (t) => [
    uniqueIndex('jackpot_levels_code').on(t.jackpotId, t.code),
    check('jackpot_levels_share', sql`${t.shareBp} >= 0 AND ${t.shareBp} <= 10000`),
    check('jackpot_levels_odds', sql`${t.hitOdds} >= 1`),
    check('jackpot_levels_pool', sql`${t.poolAmount} >= 0 AND ${t.poolAmount} <= ${MAX_SAFE_MONEY}`),
  ],
);

/**
 * The pools' ledger: every change of a level's pool is a row (`seed` the starting amount,
 * `contribution` a bet's share, `hit` the pool paid out and reset), so a pool always equals the sum
 * of its rows. No foreign key to bets: the pool's history outlives a deleted player.
 */
export const jackpotPoolEntries = pgTable(
  'jackpot_pool_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'seed' | 'contribution' | 'hit'>(),
    betId: integer('bet_id'),
    hitId: integer('hit_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * Whether the level's `pool_amount` includes this row. A placement only inserts its contribution
     * (unfolded, so it never waits on the level row); a hit or a reading of the jackpots folds them
     * in under the level's lock. A pool is `pool_amount` plus its unfolded rows (jackpots/pools.ts).
     */
    folded: boolean('folded').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('jackpot_pool_entries_level').on(t.levelId),
    index('jackpot_pool_entries_unfolded').on(t.levelId).where(sql`not ${t.folded}`),
    index('jackpot_pool_entries_bet').on(t.betId),
    check('jackpot_pool_entries_kind', sql`${t.kind} in ('seed', 'contribution', 'hit')`),
  ],
);

/**
 * Jackpot hits (SPEC §3 Jackpot hit, §4 Payout states): initial, then approved or declined; an
 * approved hit is paid once (`ledger_id` is its jackpot_win ledger row).
 */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betId: integer('bet_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('initial').$type<'initial' | 'approved' | 'declined' | 'paid'>(),
    seen: boolean('seen').notNull().default(false),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('jackpot_hits_user').on(t.userId, t.createdAt),
    index('jackpot_hits_jackpot').on(t.jackpotId, t.createdAt),
    check('jackpot_hits_status', sql`${t.status} in ('initial', 'approved', 'declined', 'paid')`),
    check('jackpot_hits_amount', sql`${t.amount} >= 0 AND ${t.amount} <= ${MAX_SAFE_MONEY}`),
    check('jackpot_hits_paid', sql`(${t.status} = 'paid') = (${t.ledgerId} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Other products (issue 16): the virtual wallet service's launches and transactions, and the
// emulated provider's own rounds

/**
 * One-time launch tokens of POST /wallet/{provider}/launch, stored as SHA-256 hashes. Redeeming sets
 * `redeemed_at` (once: a guarded UPDATE) and binds the provider session, whose hash is `session_hash`.
 */
export const providerLaunches = pgTable(
  'provider_launches',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
    sessionHash: text('session_hash'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_launches_session').on(t.sessionHash),
    index('provider_launches_user').on(t.userId),
  ],
);

/**
 * Debits and credits a provider asked of the wallet, one row per (provider, transaction id): written in
 * the ledger row's transaction, so a repeated transaction id never moves money twice.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    kind: text('kind').notNull().$type<'debit' | 'credit'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    roundId: text('round_id'),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.transactionId] }),
    check('provider_transactions_kind', sql`${t.kind} in ('debit', 'credit')`),
    check('provider_transactions_amount', sql`${t.amount} > 0 AND ${t.amount} <= ${MAX_SAFE_MONEY}`),
  ],
);

/**
 * The emulated provider's rounds (modules/providers): one stake on one selection, settled once.
 * `category` is the SPEC §9 bet category (premium_cricket for premium cricket, else regular).
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    category: text('category').notNull().$type<'regular' | 'premium_cricket'>(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open').$type<'open' | 'won' | 'lost'>(),
    result: text('result'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('provider_rounds_user').on(t.userId, t.createdAt),
    check('provider_rounds_status', sql`${t.status} in ('open', 'won', 'lost')`),
  ],
);

/**
 * Match incidents (modules/match-tracker): what the feed reported of a match in play (possession,
 * attacks, shots, goals, cards, corners, points, serves), in order; statistics are counted from them
 * and the newest is where a late viewer's tracker starts.
 */
export const matchIncidents = pgTable(
  'match_incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    side: text('side').$type<'home' | 'away'>(),
    points: smallint('points'),
    period: smallint('period'),
    matchTime: text('match_time'),
    score: jsonb('score').notNull().$type<{ home: number; away: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('match_incidents_event').on(t.eventId, t.id),
    check('match_incidents_side', sql`${t.side} is null or ${t.side} in ('home', 'away')`),
  ],
);

/**
 * Layout documents of the content API (modules/content): the published document and at most one draft
 * per page, each with a version that every write raises by one (optimistic concurrency).
 */
export const layoutDocuments = pgTable(
  'layout_documents',
  {
    page: text('page').notNull(),
    state: text('state').notNull().$type<'published' | 'draft'>(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    /** Drafts: the token GET ?preview= reads the draft with. */
    previewToken: text('preview_token'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.page, t.state] }),
    check('layout_documents_state', sql`${t.state} in ('published', 'draft')`),
    check('layout_documents_version', sql`${t.version} >= 1`),
  ],
);

/** Every version ever written of a layout document (what was replaced stays readable). */
export const layoutDocumentHistory = pgTable(
  'layout_document_history',
  {
    page: text('page').notNull(),
    state: text('state').notNull().$type<'published' | 'draft'>(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.page, t.state, t.version] })],
);
