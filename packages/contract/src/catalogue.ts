import { SortKey, type SortKey as SortKeyType, sortSpecFrom } from '@sportsbook/domain';
import { z } from 'zod';
import { csv, dbId, Id, IsoDateTime, Pagination, queryBool, queryLimit, queryPage } from './common.ts';

/** Data providers (SPEC §9). */
export const Provider = z.enum(['betradar', 'oddin', 'betconstruct']).meta({ id: 'Provider' });
export type Provider = z.infer<typeof Provider>;

/** Sport types: regular sports, and cyber (esports, listed under /cybersport). */
export const SportType = z.enum(['regular', 'cyber']).meta({ id: 'SportType' });
export type SportType = z.infer<typeof SportType>;

/**
 * Match status (SPEC §4): 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered.
 * Only prematch and live are bettable.
 */
export const MatchStatusCode = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type MatchStatusCode = z.infer<typeof MatchStatusCode>;
export const MATCH_STATUS_NAMES = [
  'prematch',
  'live',
  'stopped',
  'closed',
  'finished',
  'not_covered',
] as const;

/** Market status (SPEC §4): 1 allowed, -1 suspended, 0 not allowed, and -2, -3, -4 (settled/cancelled/handed over). */
export const MarketStatusCode = z.number().int().min(-4).max(1);

/** Event kinds: a match, or an outright (season, stage, simple tournament). */
export const EventType = z.enum(['match', 'season', 'stage', 'simple_tournament']).meta({ id: 'EventType' });
export type EventType = z.infer<typeof EventType>;

/** Priorities per context key (e.g. `home`, `live`, `cybersport`) overriding the plain priority. */
export const Priorities = z.record(z.string(), z.number().int());

export const SportRef = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  type: SportType,
  main_market_id: z
    .number()
    .int()
    .nullable()
    .describe("The sport's main market type: a pushed market of this type can become an event's main_market"),
});
export const CategoryRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country_code: z.string().nullable().describe('ISO 3166-1 alpha-2 (or a region code like EU, INT)'),
});
export const TournamentRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const Sport = z
  .object({
    id: z.number().int(),
    urn_id: z.string(),
    key: z.string().describe('URL key, e.g. soccer'),
    name: z.string(),
    priority: z.number().int(),
    priorities: Priorities,
    type: SportType,
    provider: Provider,
    main_market_id: z.number().int().nullable(),
    secondary_market_id: z.number().int().nullable(),
    main_market_outcomes_count: z.number().int(),
    secondary_market_outcomes_count: z.number().int(),
  })
  .meta({ id: 'Sport' });
export type Sport = z.infer<typeof Sport>;

export const Category = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    priority: z.number().int(),
    priorities: Priorities,
    country_code: z.string().nullable(),
    sport: SportRef,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const Tournament = z
  .object({
    id: z.number().int(),
    urn_id: z.string(),
    slug: z.string(),
    name: z.string(),
    priority: z.number().int(),
    priorities: Priorities,
    is_top: z.boolean().describe('Listed among the top leagues'),
    category: CategoryRef,
    sport: SportRef,
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof Tournament>;

export const Outcome = z
  .object({
    id: z.string().describe('Outcome id, unique within its market'),
    name: z.string(),
    active: z.boolean(),
    odds: z.number().int().describe('Decimal odds × 1000 (2.5 → 2500)'),
  })
  .meta({ id: 'Outcome' });
export type Outcome = z.infer<typeof Outcome>;

export const Market = z
  .object({
    match_id: z.number().int(),
    match_urn_id: z.string(),
    id: z.number().int().describe('Market type id; (id, specifier) identifies a market within a match'),
    name: z.string(),
    status: MarketStatusCode,
    specifier: z.string().describe('e.g. "total=2.5" or "hcp=-1"; empty when none'),
    outcomes: z.array(Outcome),
    market_groups: z.array(z.string()).describe('Group keys this market belongs to'),
    priority: z.number().int(),
    most_balanced: z.boolean().describe('The line closest to even among markets of the same id'),
    next_bet_stop: IsoDateTime.nullable(),
    custom_bet_groups: z.array(z.string()),
    provider: Provider,
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof Market>;

export const MarketGroup = z
  .object({ key: z.string(), name: z.string(), count: z.number().int() })
  .meta({ id: 'MarketGroup' });
export type MarketGroup = z.infer<typeof MarketGroup>;

export const Competitor = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });
export type Competitor = z.infer<typeof Competitor>;

export const Score = z.object({ home: z.number().int(), away: z.number().int() });
export const PeriodScore = Score.extend({
  period_key: z.string(),
  period_name: z.string(),
  number: z.number().int(),
  type: z.string().describe('regular_period, overtime, penalties, set, inning ...'),
});
export const Clock = z.object({
  match_time: z.string().nullable().describe('Elapsed time mm:ss'),
  stoppage_time: z.string().nullable(),
  stoppage_time_announced: z.string().nullable(),
  remaining_time: z.string().nullable(),
  remaining_time_in_period: z.string().nullable(),
  stopped: z.boolean(),
  clock_updated_at: IsoDateTime,
});
export const Statistics = z
  .object({
    clock: Clock.nullable(),
    total_score: Score.nullable(),
    game_score: Score.nullable(),
    current_server: z.enum(['home', 'away']).nullable(),
    period_score: z.array(PeriodScore),
    max_period_number: z.number().int().nullable(),
    balls: Score.nullable()
      .optional()
      .describe(
        'Cricket: legal balls each side has faced in its innings (6 an over); printed as overs, 110 → "18.2"',
      ),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof Statistics>;

const EventCommon = {
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string().describe('URL segment under the sport, unique within the sport'),
  name: z.string(),
  status: MatchStatusCode,
  start_time: IsoDateTime,
  provider: Provider,
  bettable: z.boolean(),
  available_markets: z.number().int().describe('Number of open markets'),
  main_market: Market.nullable(),
  sport: SportRef,
  category: CategoryRef,
  tournament: TournamentRef,
};

export const Match = z
  .object({
    ...EventCommon,
    type: z.literal('match'),
    stage: z.string().nullable().describe('Current period name, e.g. "2nd half"'),
    stadium: z.string().nullable(),
    city: z.string().nullable(),
    competitors: z.object({ home: Competitor, away: Competitor }),
    statistics: Statistics.nullable(),
    top_markets: z.array(z.number().int()).describe('Market type ids shown as top for this match'),
    secondary_market: Market.nullable(),
    has_video: z.boolean(),
    is_provider_stats_available: z.boolean(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof Match>;

export const Outright = z
  .object({
    ...EventCommon,
    type: z.enum(['season', 'stage', 'simple_tournament']),
    parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    competitors: z.array(Competitor),
    end_date: IsoDateTime.nullable(),
  })
  .meta({ id: 'Outright' });
export type Outright = z.infer<typeof Outright>;

/** A match or an outright: an event of type match is a match, otherwise an outright (SPEC §3). */
export const Event = z.discriminatedUnion('type', [Match, Outright]).meta({ id: 'Event' });
export type Event = z.infer<typeof Event>;

/** Sort keys of SPEC §9, each asc or desc: `start_time:asc,priority:desc`. */
export const SortKeyName = z.enum(Object.values(SortKey) as [SortKeyType, ...SortKeyType[]]);
export const SortSpec = z.string().transform((s, ctx) => {
  const spec = sortSpecFrom(s);
  if (!spec) {
    ctx.addIssue({
      code: 'custom',
      message: `expected key or key:asc|desc with key one of ${Object.values(SortKey).join(', ')}`,
    });
    return z.NEVER;
  }
  return spec;
});

/** match_status filter: names (prematch, live, ...) or codes 0..5. */
export const MatchStatusParam = z
  .union([z.enum(MATCH_STATUS_NAMES), z.enum(['0', '1', '2', '3', '4', '5'])])
  .transform(
    (v) =>
      (/^\d$/.test(v)
        ? Number(v)
        : MATCH_STATUS_NAMES.indexOf(v as (typeof MATCH_STATUS_NAMES)[number])) as MatchStatusCode,
  );

const Slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, { message: 'lowercase letters, digits and dashes' });
const SportKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'lowercase letters, digits and dashes' });

/** Priority context key (e.g. `home`, `live`, `cybersport`): its priorities override the plain priority. */
export const ContextKey = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, { message: 'lowercase letters, digits, dashes and underscores' })
  .describe('Priority context key, e.g. home, live, cybersport');

/** GET /matches query (SPEC §7). */
export const MatchesQuery = z.object({
  id: csv(Id).optional(),
  type: csv(EventType).optional().describe('Default: match'),
  slug: Slug.optional(),
  sport_key: csv(SportKey).optional(),
  sport_type: SportType.optional(),
  category_id: csv(Id).optional(),
  tournament_id: csv(Id).optional(),
  match_status: csv(MatchStatusParam)
    .optional()
    .describe('prematch, live, stopped, closed, finished, not_covered or 0..5'),
  sort_by: csv(SortSpec, 6)
    .optional()
    .describe(
      'Default: start_time:asc. sport and category sort by that level’s priority (context priority, else plain), priority by tournament then sport priority; a higher priority is more prominent, so :desc puts it first. tournament_id groups by tournament id. Ties: start time, then id.',
    ),
  start_from: IsoDateTime.optional(),
  start_to: IsoDateTime.optional(),
  bettable: queryBool.optional(),
  max_per_sport: z.coerce.number().int().min(1).max(500).optional(),
  page: queryPage,
  limit: queryLimit,
  favourite: queryBool.optional().describe('Only the signed-in player’s favourites (empty for visitors)'),
  has_video: queryBool.optional(),
  context: ContextKey.optional(),
});
export type MatchesQuery = z.input<typeof MatchesQuery>;

export const MatchesResponse = z
  .object({ data: z.array(Event), pagination: Pagination })
  .meta({ id: 'MatchesResponse' });
export type MatchesResponse = z.infer<typeof MatchesResponse>;

export const IdParams = z.object({ id: Id });

/** GET /matches/{id}/markets query. */
export const MarketsQuery = z.object({
  page: queryPage,
  limit: queryLimit,
  group_key: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  market_id: csv(Id).optional(),
});
export const MarketsResponse = z
  .object({ data: z.array(Market), groups: z.array(MarketGroup), pagination: Pagination })
  .meta({ id: 'MarketsResponse' });
export type MarketsResponse = z.infer<typeof MarketsResponse>;

export const SportsQuery = z.object({
  sport_type: SportType.optional(),
  context: ContextKey.optional(),
});
export const SportsResponse = z.object({ data: z.array(Sport) }).meta({ id: 'SportsResponse' });
export type SportsResponse = z.infer<typeof SportsResponse>;

export const CategoriesQuery = z.object({
  sport_key: csv(SportKey).optional(),
  sport_type: SportType.optional(),
  id: csv(Id).optional(),
  slug: Slug.optional(),
  context: ContextKey.optional(),
  page: queryPage,
  limit: queryLimit,
});
export const CategoriesResponse = z
  .object({ data: z.array(Category), pagination: Pagination })
  .meta({ id: 'CategoriesResponse' });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const TournamentsQuery = z.object({
  sport_key: csv(SportKey).optional(),
  sport_type: SportType.optional(),
  category_id: csv(Id).optional(),
  id: csv(Id).optional(),
  slug: Slug.optional(),
  is_top: queryBool.optional(),
  context: ContextKey.optional(),
  page: queryPage,
  limit: queryLimit,
});
export const TournamentsResponse = z
  .object({ data: z.array(Tournament), pagination: Pagination })
  .meta({ id: 'TournamentsResponse' });
export type TournamentsResponse = z.infer<typeof TournamentsResponse>;

/** Counts per id (SPEC §3). Outright count = season + simple tournament + stage counts. */
export const Counts = z
  .object({
    match_count: z.number().int(),
    season_count: z.number().int(),
    simple_tournament_count: z.number().int(),
    stage_count: z.number().int(),
  })
  .meta({ id: 'Counts' });
export type Counts = z.infer<typeof Counts>;

/** POST /counters body: ids per level; omitted lists are not counted. Counts cover not-finished (prematch and live) events unless match_status says otherwise. */
export const CountersBody = z.object({
  sport_ids: z.array(dbId()).max(500).optional(),
  category_ids: z.array(dbId()).max(500).optional(),
  tournament_ids: z.array(dbId()).max(500).optional(),
  match_status: z.array(MatchStatusCode).max(6).optional(),
  start_from: IsoDateTime.optional(),
  start_to: IsoDateTime.optional(),
});
export type CountersBody = z.input<typeof CountersBody>;
export const CountersResponse = z
  .object({
    sports: z.record(z.string(), Counts),
    categories: z.record(z.string(), Counts),
    tournaments: z.record(z.string(), Counts),
  })
  .meta({ id: 'CountersResponse' });
export type CountersResponse = z.infer<typeof CountersResponse>;

/**
 * GET /search query: q must be 3 to 50 characters (SPEC §5); it is matched without case, accents or
 * punctuation, and with a typo, against team names, outright names and league names in every locale.
 */
export const SearchQuery = z.object({
  // Not stored: the search strips control characters (a NUL included) and checks the length itself.
  q: z.string(),
  sport_type: SportType.optional().describe('Only events and leagues of sports of this type'),
  match_status: csv(MatchStatusParam)
    .optional()
    .describe('Default: prematch and live. prematch, live, stopped, closed, finished, not_covered or 0..5'),
  only_events_name: queryBool
    .optional()
    .describe('true: match team and event names only (no leagues listed, no events found by their league)'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** One league's search results: its events' ids, best first. */
export const SearchLeagueGroup = z.object({
  tournament: TournamentRef,
  category: CategoryRef,
  event_ids: z.array(z.number().int()),
});
/** One sport's search results, league by league. */
export const SearchSportGroup = z
  .object({ sport: SportRef, leagues: z.array(SearchLeagueGroup) })
  .meta({ id: 'SearchSportGroup' });
export type SearchSportGroup = z.infer<typeof SearchSportGroup>;
export const SearchResponse = z
  .object({
    events: z
      .array(Event)
      .describe(
        'Best first: live, then team names that are the query, start with it, contain it, or nearly (a typo), then events of a league named by it',
      ),
    tournaments: z.array(Tournament).describe('Leagues named by the query in any locale, best first'),
    groups: z
      .array(SearchSportGroup)
      .describe('The events grouped by sport, then league, in the order of their best event'),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /resolve: what the second path segment under a sport names (category, league or event). */
export const ResolveQuery = z.object({ sport: SportKey, slug: Slug.optional() });
export const ResolveResponse = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('sport'), sport: Sport }),
    z.object({ kind: z.literal('category'), sport: Sport, category: Category }),
    z.object({ kind: z.literal('tournament'), sport: Sport, tournament: Tournament }),
    z.object({ kind: z.literal('event'), sport: Sport, event: Event }),
  ])
  .meta({ id: 'ResolveResponse' });
export type ResolveResponse = z.infer<typeof ResolveResponse>;
