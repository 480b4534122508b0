import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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
