import {
  type CategoriesQuery,
  type CategoriesResponse,
  type Category,
  type CountersBody,
  type CountersResponse,
  type Counts,
  ErrorCode,
  type Event,
  type Market,
  type MarketGroup,
  type MarketsQuery,
  type MarketsResponse,
  type MatchesQuery,
  type MatchesResponse,
  type Pagination,
  type ResolveQuery,
  type ResolveResponse,
  type SearchQuery,
  type SearchResponse,
  type Sport,
  type SportsQuery,
  type Tournament,
  type TournamentsQuery,
  type TournamentsResponse,
} from '@sportsbook/contract';
import { isValidSearchQuery, pickHeadlineMarket } from '@sportsbook/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound, validationError } from '../../lib/http-error.ts';
import { localize } from '../../lib/localize.ts';
import { stripControlChars } from '../../lib/sql.ts';
import { MARKET_GROUPS, marketGroupName } from '../feed/i18n.ts';
import {
  type EventFilter,
  type EventRow,
  eventOrder,
  type MarketRow,
  NOT_FINISHED_STATUSES,
  selectEventIds,
  selectEventMarkets,
  selectEventNames,
  selectEventsByIds,
  selectHeadlineMarkets,
  selectMarketGroupCounts,
  selectOpenMarketCounts,
} from './event-queries.ts';
import { categoryFrom, eventFrom, marketFrom, sportFrom, tournamentFrom } from './mappers.ts';
import {
  selectCategories,
  selectCounts,
  selectEventIdBySlug,
  selectSportByKey,
  selectSports,
  selectTournaments,
} from './queries.ts';
import {
  type FuzzyMode,
  fuzzyModeOf,
  searchKeyOf,
  selectSearchEventIds,
  selectTournamentMatches,
} from './search.ts';
import { searchGroupsOf } from './search-view.ts';

/** Display order of market groups: the feed's group priority (higher first), unknown groups last. */
const groupRank = new Map(MARKET_GROUPS.map((g) => [g.key, g.priority]));

function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}

function offsetOf(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

/** A Date from a validated ISO string; calendar-invalid dates (Feb 31) are a 400, not a database error. */
function dateFrom(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw validationError(field, 'Invalid date-time');
  return d;
}

type Out<T extends z.ZodType> = z.output<T>;

/** Catalogue reads: sports, categories, tournaments, events, markets, counters, search, resolve. */
export class CatalogueService {
  /** Whether pg_trgm is there, asked once. */
  private fuzzyMode: Promise<FuzzyMode> | undefined;

  constructor(private readonly db: Db) {}

  async sports(q: Out<typeof SportsQuery>, locale: string): Promise<Sport[]> {
    const rows = await selectSports(this.db, { sportType: q.sport_type }, q.context);
    return rows.map((r) => sportFrom(r, locale));
  }

  async categories(q: Out<typeof CategoriesQuery>, locale: string): Promise<CategoriesResponse> {
    const { rows, total } = await selectCategories(
      this.db,
      { sportKeys: q.sport_key, sportType: q.sport_type, ids: q.id, slug: q.slug },
      offsetOf(q.page, q.limit),
      q.context,
    );
    return {
      data: rows.map((r) => categoryFrom(r.category, r.sport, locale)),
      pagination: pagination(total, q.page, q.limit),
    };
  }

  async category(id: number, locale: string): Promise<Category> {
    const { rows } = await selectCategories(this.db, { ids: [id] }, { limit: 1, offset: 0 });
    const row = rows[0];
    if (!row) throw notFound('Category');
    return categoryFrom(row.category, row.sport, locale);
  }

  async tournaments(q: Out<typeof TournamentsQuery>, locale: string): Promise<TournamentsResponse> {
    const { rows, total } = await selectTournaments(
      this.db,
      {
        sportKeys: q.sport_key,
        sportType: q.sport_type,
        categoryIds: q.category_id,
        ids: q.id,
        slug: q.slug,
        isTop: q.is_top,
      },
      offsetOf(q.page, q.limit),
      q.context,
    );
    return {
      data: rows.map((r) => tournamentFrom(r.tournament, r.category, r.sport, locale)),
      pagination: pagination(total, q.page, q.limit),
    };
  }

  async tournament(id: number, locale: string): Promise<Tournament> {
    const { rows } = await selectTournaments(this.db, { ids: [id] }, { limit: 1, offset: 0 });
    const row = rows[0];
    if (!row) throw notFound('Tournament');
    return tournamentFrom(row.tournament, row.category, row.sport, locale);
  }

  async matches(q: Out<typeof MatchesQuery>, locale: string): Promise<MatchesResponse> {
    const empty = { data: [], pagination: pagination(0, q.page, q.limit) };
    // Favourites belong to signed-in players: the route passes the events they follow as `id`; a
    // visitor (or a player following nothing) has none.
    if (q.favourite === true && !q.id?.length) return empty;
    const filter: EventFilter = {
      ids: q.id,
      types: q.type ?? ['match'],
      slug: q.slug,
      sportKeys: q.sport_key,
      sportType: q.sport_type,
      categoryIds: q.category_id,
      tournamentIds: q.tournament_id,
      statuses: q.match_status ?? NOT_FINISHED_STATUSES,
      startFrom: dateFrom(q.start_from, 'start_from'),
      startTo: dateFrom(q.start_to, 'start_to'),
      bettable: q.bettable,
      hasVideo: q.has_video,
    };
    const order = eventOrder(q.sort_by ?? [{ key: 'start_time', dir: 'asc' }], q.context);
    const { ids, total } = await selectEventIds(
      this.db,
      filter,
      order,
      offsetOf(q.page, q.limit),
      q.max_per_sport,
    );
    const byId = new Map((await this.eventsByIds(ids, locale)).map((e) => [e.id, e]));
    return {
      data: ids.flatMap((id) => byId.get(id) ?? []),
      pagination: pagination(total, q.page, q.limit),
    };
  }

  async match(id: number, locale: string): Promise<Event> {
    const [event] = await this.eventsByIds([id], locale);
    if (!event) throw notFound('Match');
    return event;
  }

  /**
   * Events with their headline markets and open-market counts: three queries for any number of
   * events (no N+1).
   */
  async eventsByIds(ids: number[], locale: string): Promise<Event[]> {
    if (ids.length === 0) return [];
    const rows = await selectEventsByIds(this.db, ids);
    const headlineTypes = new Set<number>();
    const outrightIds: number[] = [];
    const parentIds = new Set<number>();
    for (const r of rows) {
      if (r.event.type === 'match') {
        if (r.sport.mainMarketId !== null) headlineTypes.add(r.sport.mainMarketId);
        if (r.sport.secondaryMarketId !== null) headlineTypes.add(r.sport.secondaryMarketId);
      } else {
        outrightIds.push(r.event.id);
      }
      if (r.event.parentId !== null) parentIds.add(r.event.parentId);
    }
    const [marketRows, counts, parents] = await Promise.all([
      selectHeadlineMarkets(this.db, ids, [...headlineTypes], outrightIds),
      selectOpenMarketCounts(this.db, ids),
      parentIds.size > 0 ? selectEventNames(this.db, [...parentIds]) : Promise.resolve([]),
    ]);
    const marketsByEvent = new Map<number, MarketRow[]>();
    for (const m of marketRows) {
      const list = marketsByEvent.get(m.eventId);
      if (list) list.push(m);
      else marketsByEvent.set(m.eventId, [m]);
    }
    const countByEvent = new Map(counts.map((c) => [c.eventId, c.n]));
    const parentNames = new Map(parents.map((p) => [p.id, p.name]));
    return rows.map((r) => {
      const list = marketsByEvent.get(r.event.id) ?? [];
      const pick = (marketId: number | null) => (marketId === null ? null : headline(list, marketId));
      const isMatch = r.event.type === 'match';
      const main = isMatch ? pick(r.sport.mainMarketId) : (list[0] ?? null);
      const secondary = isMatch ? pick(r.sport.secondaryMarketId) : null;
      const parent = r.event.parentId !== null ? parentNames.get(r.event.parentId) : undefined;
      return eventFrom(
        r,
        {
          availableMarkets: countByEvent.get(r.event.id) ?? 0,
          mainMarket: main ? marketFrom(main, r.event, locale) : null,
          secondaryMarket: secondary ? marketFrom(secondary, r.event, locale) : null,
          parentName: parent ? (parent[locale] ?? parent.en) : null,
        },
        locale,
      );
    });
  }

  async markets(id: number, q: Out<typeof MarketsQuery>, locale: string): Promise<MarketsResponse> {
    const [row] = await selectEventsByIds(this.db, [id]);
    if (!row) throw notFound('Match');
    const [{ rows, total }, groups] = await Promise.all([
      selectEventMarkets(
        this.db,
        id,
        { groupKey: q.group_key, marketIds: q.market_id },
        offsetOf(q.page, q.limit),
      ),
      selectMarketGroupCounts(this.db, id),
    ]);
    const sortedGroups = [...groups].sort(
      (a, b) => (groupRank.get(b.key) ?? -1) - (groupRank.get(a.key) ?? -1) || a.key.localeCompare(b.key),
    );
    return {
      data: rows.map((m) => marketFrom(m, row.event, locale)),
      groups: sortedGroups.map(
        (g): MarketGroup => ({
          key: g.key,
          name: localize(marketGroupName(g.key), locale),
          count: Number(g.n),
        }),
      ),
      pagination: pagination(total, q.page, q.limit),
    };
  }

  async counters(body: Out<typeof CountersBody>): Promise<CountersResponse> {
    const filter = {
      statuses: body.match_status ?? NOT_FINISHED_STATUSES,
      startFrom: dateFrom(body.start_from, 'start_from'),
      startTo: dateFrom(body.start_to, 'start_to'),
    };
    const level = async (which: 'sport' | 'category' | 'tournament', ids: number[] | undefined) => {
      const result: Record<string, Counts> = {};
      if (!ids || ids.length === 0) return result;
      for (const id of ids) {
        result[String(id)] = { match_count: 0, season_count: 0, simple_tournament_count: 0, stage_count: 0 };
      }
      for (const row of await selectCounts(this.db, which, [...new Set(ids)], filter)) {
        const counts = result[String(row.id)];
        if (counts) counts[`${row.type}_count` as keyof Counts] = row.n;
      }
      return result;
    };
    const [sports, categories, tournaments] = await Promise.all([
      level('sport', body.sport_ids),
      level('category', body.category_ids),
      level('tournament', body.tournament_ids),
    ]);
    return { sports, categories, tournaments };
  }

  async search(q: Out<typeof SearchQuery>, locale: string): Promise<SearchResponse> {
    const text = stripControlChars(q.q).trim();
    if (!isValidSearchQuery(text)) {
      throw new HttpError(400, ErrorCode.searchQueryLength, 'Search query must be 3 to 50 characters long');
    }
    const key = await searchKeyOf(this.db, text);
    // Nothing but punctuation: nothing to look for.
    if (key === '') return { events: [], tournaments: [], groups: [] };
    const onlyEvents = q.only_events_name === true;
    const find = async (mode: FuzzyMode | null) => {
      const [leagues, ids] = await Promise.all([
        onlyEvents ? [] : selectTournamentMatches(this.db, key, mode, { sportType: q.sport_type }),
        selectSearchEventIds(this.db, {
          key,
          mode,
          types: ['match', 'season', 'stage', 'simple_tournament'],
          statuses: q.match_status ?? NOT_FINISHED_STATUSES,
          sportType: q.sport_type,
          byLeague: !onlyEvents,
          limit: q.limit,
        }),
      ]);
      return { leagues, ids };
    };
    // Typo tolerance when the query as typed finds nothing: a correctly spelt name is never crowded out
    // by near misses, and the common case stays one indexed lookup.
    let { leagues, ids } = await find(null);
    if (ids.length === 0 && leagues.length === 0) {
      this.fuzzyMode ??= fuzzyModeOf(this.db);
      ({ leagues, ids } = await find(await this.fuzzyMode));
    }
    const byId = new Map((await this.eventsByIds(ids, locale)).map((e) => [e.id, e]));
    const found = ids.flatMap((id) => byId.get(id) ?? []);
    return {
      events: found,
      tournaments: leagues
        .slice(0, q.limit)
        .map((r) => tournamentFrom(r.tournament, r.category, r.sport, locale)),
      groups: searchGroupsOf(found),
    };
  }

  /** What `/[sport]/[slug]` names: the sport alone, else a category, a tournament or an event of it. */
  async resolve(q: Out<typeof ResolveQuery>, locale: string): Promise<ResolveResponse> {
    const sportRow = await selectSportByKey(this.db, q.sport);
    if (!sportRow) throw notFound('Sport');
    const sport = sportFrom(sportRow, locale);
    if (q.slug === undefined) return { kind: 'sport', sport };
    const [categories, tournaments, eventId] = await Promise.all([
      selectCategories(this.db, { sportId: sportRow.id, slug: q.slug }, { limit: 1, offset: 0 }),
      selectTournaments(this.db, { sportId: sportRow.id, slug: q.slug }, { limit: 1, offset: 0 }),
      selectEventIdBySlug(this.db, sportRow.id, q.slug),
    ]);
    const category = categories.rows[0];
    if (category)
      return { kind: 'category', sport, category: categoryFrom(category.category, category.sport, locale) };
    const tournament = tournaments.rows[0];
    if (tournament) {
      return {
        kind: 'tournament',
        sport,
        tournament: tournamentFrom(tournament.tournament, tournament.category, tournament.sport, locale),
      };
    }
    if (eventId !== undefined) {
      const [event] = await this.eventsByIds([eventId], locale);
      if (event) return { kind: 'event', sport, event };
    }
    throw notFound('Page');
  }
}

/** The market of type `marketId` to headline: the most balanced line, else the first by priority. */
function headline(list: MarketRow[], marketId: number): MarketRow | null {
  return pickHeadlineMarket(
    list,
    marketId,
    (m) => m.marketId,
    (m) => m.mostBalanced,
  );
}

export type { EventRow, Market };
