import {
  ApiError,
  CatalogueRoute,
  CategoriesQuery,
  CategoriesResponse,
  Category,
  CountersBody,
  CountersResponse,
  Event,
  IdParams,
  MarketsQuery,
  MarketsResponse,
  MatchesQuery,
  MatchesResponse,
  ResolveQuery,
  ResolveResponse,
  SearchQuery,
  SearchResponse,
  SettingsResponse,
  SettingsUpdateBody,
  SportsQuery,
  SportsResponse,
  Tournament,
  TournamentsQuery,
  TournamentsResponse,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import type { PlayerSettingsStore } from '../betting/settings-store.ts';
import { withPlayerSettings } from '../betting/settings-store.ts';
import type { SiteSettings } from '../cashier/view.ts';
import type { CatalogueService } from './service.ts';
import { type ProviderStatusSource, visitorSettings } from './settings.ts';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  /** When the visitor settings last changed (process start). */
  settingsUpdatedAt: Date;
  /** Provider statuses as the feed keeps them (default: all active). */
  providerStatuses?: ProviderStatusSource;
  /** Sessions: a signed-in player's GET /settings carries their saved choices; POST needs one. */
  auth?: Auth;
  /** Where players' betting settings are kept. */
  playerSettings?: PlayerSettingsStore;
  /** Feature flags, site config and cashier settings (cashier/view.ts siteSettingsOf); default: unconfigured. */
  siteSettings?: SiteSettings;
  /** Bet setting allow_multiple_active_user_freebets (config ALLOW_MULTIPLE_ACTIVE_USER_FREEBETS). */
  allowMultipleActiveFreebets?: boolean;
  /** Events a player follows (favourites): what `favourite=true` lists; without it the listing is empty. */
  followedEvents?: (userId: number) => Promise<number[]>;
}

/** Catalogue data changes with the live feed: cache briefly, serve stale while revalidating. */
const CATALOGUE_CACHE = 'public, max-age=5, stale-while-revalidate=30';
const SETTINGS_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const errors = { 400: ApiError, 404: ApiError };
const tags = ['catalogue'];

/** The catalogue under /api/sportsbook/v2 (SPEC §7); shapes come from @sportsbook/contract. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, opts) => {
  const { catalogue } = opts;

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      [200, 304].includes(reply.statusCode) &&
      !reply.hasHeader('Cache-Control')
    ) {
      reply.header('Cache-Control', CATALOGUE_CACHE);
    }
    return payload;
  });

  app.get(
    CatalogueRoute.matches,
    {
      schema: {
        tags,
        summary: 'Matches and outrights',
        description:
          'Not-finished matches by default (type=match, match_status prematch and live), sorted by start time.',
        querystring: MatchesQuery,
        response: { 200: MatchesResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.favourite !== true) return catalogue.matches(request.query, request.locale);
      // The player's own listing: never kept by a shared cache.
      reply.header('Cache-Control', 'private, no-store');
      const userId = (await opts.auth?.resolve(request))?.userId;
      const followed = userId !== undefined && opts.followedEvents ? await opts.followedEvents(userId) : [];
      const ids = request.query.id ? followed.filter((id) => request.query.id?.includes(id)) : followed;
      return catalogue.matches({ ...request.query, id: ids }, request.locale);
    },
  );

  app.get(
    CatalogueRoute.match,
    {
      schema: {
        tags,
        summary: 'One match or outright',
        params: IdParams,
        response: { 200: Event, ...errors },
      },
    },
    (request) => catalogue.match(request.params.id, request.locale),
  );

  app.get(
    CatalogueRoute.matchMarkets,
    {
      schema: {
        tags,
        summary: 'Markets of a match',
        description: 'Visible markets (status other than 0) by priority, with group counts.',
        params: IdParams,
        querystring: MarketsQuery,
        response: { 200: MarketsResponse, ...errors },
      },
    },
    (request) => catalogue.markets(request.params.id, request.query, request.locale),
  );

  app.get(
    CatalogueRoute.sports,
    {
      schema: {
        tags,
        summary: 'Sports',
        querystring: SportsQuery,
        response: { 200: SportsResponse, ...errors },
      },
    },
    async (request) => ({ data: await catalogue.sports(request.query, request.locale) }),
  );

  app.get(
    CatalogueRoute.categories,
    {
      schema: {
        tags,
        summary: 'Categories',
        querystring: CategoriesQuery,
        response: { 200: CategoriesResponse, ...errors },
      },
    },
    (request) => catalogue.categories(request.query, request.locale),
  );

  app.get(
    CatalogueRoute.category,
    { schema: { tags, summary: 'One category', params: IdParams, response: { 200: Category, ...errors } } },
    (request) => catalogue.category(request.params.id, request.locale),
  );

  app.get(
    CatalogueRoute.tournaments,
    {
      schema: {
        tags,
        summary: 'Tournaments (leagues)',
        querystring: TournamentsQuery,
        response: { 200: TournamentsResponse, ...errors },
      },
    },
    (request) => catalogue.tournaments(request.query, request.locale),
  );

  app.get(
    CatalogueRoute.tournament,
    {
      schema: { tags, summary: 'One tournament', params: IdParams, response: { 200: Tournament, ...errors } },
    },
    (request) => catalogue.tournament(request.params.id, request.locale),
  );

  app.post(
    CatalogueRoute.counters,
    {
      schema: {
        tags,
        summary: 'Event counts per sport, category and tournament',
        body: CountersBody,
        response: { 200: CountersResponse, ...errors },
      },
    },
    (request) => catalogue.counters(request.body),
  );

  app.get(
    CatalogueRoute.search,
    {
      schema: {
        tags,
        summary: 'Search events and tournaments',
        description: 'q must be 3 to 50 characters after trimming, else 400 search_query_length.',
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errors },
      },
    },
    (request) => catalogue.search(request.query, request.locale),
  );

  async function baseSettings(): Promise<SettingsResponse> {
    const multi = opts.allowMultipleActiveFreebets ?? false;
    if (!opts.providerStatuses)
      return visitorSettings(opts.settingsUpdatedAt, undefined, opts.siteSettings, multi);
    const { statuses, updatedAt } = await opts.providerStatuses();
    const latest = updatedAt && updatedAt > opts.settingsUpdatedAt ? updatedAt : opts.settingsUpdatedAt;
    return visitorSettings(latest, statuses, opts.siteSettings, multi);
  }

  app.get(
    CatalogueRoute.settings,
    {
      schema: {
        tags: ['settings'],
        summary: 'Settings',
        description:
          'Visitor defaults (publicly cacheable); for a signed-in player their saved stakes, auto_accept_odds_change and odds type over them (private, not cached).',
        response: { 200: SettingsResponse },
      },
    },
    async (request, reply) => {
      reply.header('Vary', 'Cookie, Authorization');
      const player = opts.auth && opts.playerSettings ? await opts.auth.resolve(request) : null;
      if (!player || !opts.playerSettings) {
        reply.header('Cache-Control', SETTINGS_CACHE);
        return baseSettings();
      }
      reply.header('Cache-Control', 'private, no-store');
      return withPlayerSettings(await baseSettings(), await opts.playerSettings.load(player.userId));
    },
  );

  if (opts.auth && opts.playerSettings) {
    const { auth, playerSettings } = opts;
    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
    app.post(
      CatalogueRoute.settings,
      {
        onRequest: auth.guard,
        schema: {
          tags: ['settings'],
          summary: 'Save the player’s settings',
          description:
            'Signed-in players only (401 otherwise; cookie sessions send the CSRF header). Saves the fields given; answers the settings as GET does.',
          body: SettingsUpdateBody,
          response: { 200: SettingsResponse, 400: ApiError, 401: ApiError, 403: ApiError },
        },
      },
      async (request, reply) => {
        const userId = request.auth?.userId;
        if (userId === undefined) throw new Error('guard let a visitor through');
        await playerSettings.save(userId, request.body);
        reply.header('Cache-Control', 'private, no-store');
        return withPlayerSettings(await baseSettings(), await playerSettings.load(userId));
      },
    );
  }

  app.get(
    CatalogueRoute.resolve,
    {
      schema: {
        tags,
        summary: 'What /[sport]/[slug] names',
        description: 'The sport alone without slug; else the category, tournament or event with that slug.',
        querystring: ResolveQuery,
        response: { 200: ResolveResponse, ...errors },
      },
    },
    (request) => catalogue.resolve(request.query, request.locale),
  );
};
