/**
 * The one read of a placement after its locks (lockAccounts, lockPlayer), as one named statement:
 * the selections' matches (with sport, category and tournament) and markets, every provider's status,
 * the player's exposure on those markets (exposure.ts), what the bonus hooks read (bonuses/preload.ts:
 * the player's farming bonuses, locked, and the active amb campaigns), and the ids the new bets and
 * selections will have (taken from their sequences, so the rows and the stored answer can be written
 * together in one last statement).
 */
import type { ExposureTotals } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  events,
  markets,
  playerExposure,
  providers,
  sports,
  tournaments,
} from '../../db/schema.ts';
import { ambPreloadSql, type BonusPreload, bonusPreloadOf, farmingPreloadSql } from '../bonuses/preload.ts';
import { providerStatusesOf } from '../feed/providers.ts';
import {
  type MarketInfo,
  type MarketKey,
  type MatchInfo,
  marketKeyOf,
  type SelectionCatalogue,
} from './catalogue.ts';
import { exposureFromJson } from './exposure.ts';
import { jsonValue, runStatement, type Statement, statement } from './statements.ts';

const p = sql.placeholder;

/**
 * The statement for `matchCount` matches and `keyCount` market keys. The keys are a VALUES list of
 * parameters rather than arrays: with arrays PostgreSQL's generic plan guesses ten rows per array,
 * never looks cheaper than a plan made for the values, and so plans the statement again on every
 * placement (about 1 ms); with the list's length in the text the generic plan is as good and is
 * reused. (A VALUES list is a join, not the row-valued IN list of catalogue.ts's warning.)
 */
function readSql(matchCount: number, keyCount: number) {
  const matchIds = sql.join(
    Array.from({ length: matchCount }, (_, i) => sql`${p(`m${i}`)}::int`),
    sql`, `,
  );
  const keys = sql.join(
    Array.from(
      { length: keyCount },
      (_, i) => sql`(${p(`e${i}`)}::int, ${p(`k${i}`)}::int, ${p(`s${i}`)}::text)`,
    ),
    sql`, `,
  );
  return sql`
  select e.id, e.type, e.urn_id, e.slug, e.status, e.start_time, e.provider, e.competitors, e.statistics,
         e.model, sp.id as sport_id, sp.key as sport_key, sp.name as sport_name, sp.type as sport_type,
         c.id as category_id,
         c.name as category_name, t.id as tournament_id, t.name as tournament_name,
         m.event_id as m_event_id, m.market_id as m_market_id, m.specifier as m_specifier,
         m.status as m_status, m.name as m_name, m.outcomes as m_outcomes, m.provider as m_provider,
         (select json_object_agg(pr.id, pr.status) from ${providers} pr) as provider_statuses,
         (select json_agg(json_build_array(x.event_id, x.market_id, x.specifier, x.outcome_id, x.currency,
                                           x.payout::text))
            from (values ${keys}) as k(event_id, market_id, specifier)
            join ${playerExposure} x
              on x.user_id = ${p('userId')}::int and x.event_id = k.event_id and x.market_id = k.market_id
             and x.specifier = k.specifier
           where x.payout <> 0) as exposure,
         ${farmingPreloadSql(p('userId'))} as farming,
         ${ambPreloadSql()} as amb,
         (select array_agg(nextval('bets_id_seq')) from generate_series(1, ${p('bets')}::int)) as bet_ids,
         (select array_agg(nextval('bet_selections_id_seq'))
            from generate_series(1, ${p('selections')}::int)) as selection_ids
    from ${events} e
    join ${sports} sp on sp.id = e.sport_id
    join ${categories} c on c.id = e.category_id
    join ${tournaments} t on t.id = e.tournament_id
    left join ${markets} m on m.event_id = e.id
     and (m.event_id, m.market_id, m.specifier) in (values ${keys})
   where e.id in (${matchIds})`;
}

/** Up to this many market keys a shape gets a named statement; a bigger ticket runs unnamed. */
const NAMED_UP_TO = 16;
const named = new Map<string, Statement>();

function readStatement(matchCount: number, keyCount: number): Statement {
  if (keyCount > NAMED_UP_TO) return statement('', readSql(matchCount, keyCount));
  const name = `placement_read_${matchCount}_${keyCount}`;
  let st = named.get(name);
  if (!st) {
    st = statement(name, readSql(matchCount, keyCount));
    named.set(name, st);
  }
  return st;
}

interface ReadRow {
  id: number;
  type: string;
  urn_id: string;
  slug: string;
  status: number;
  start_time: string | Date;
  provider: string;
  competitors: unknown;
  statistics: unknown;
  model: unknown;
  sport_id: number;
  sport_key: string;
  sport_name: unknown;
  sport_type: string;
  category_id: number;
  category_name: unknown;
  tournament_id: number;
  tournament_name: unknown;
  m_event_id: number | null;
  m_market_id: number;
  m_specifier: string;
  m_status: number;
  m_name: unknown;
  m_outcomes: unknown;
  m_provider: string;
  provider_statuses: unknown;
  exposure: unknown;
  farming: unknown;
  amb: unknown;
  bet_ids: unknown;
  selection_ids: unknown;
}

/** The placement's catalogue, with the player's exposure, the bonus hooks' rows and the new rows' ids. */
export interface PlacementRead extends SelectionCatalogue {
  exposure: ExposureTotals;
  /** Undefined when no match was found (pricing refuses the placement then). */
  bonus: BonusPreload | undefined;
  /** Ids of the new bets, in payload order, and of their selections, in payload order of all bets. */
  betIds: number[];
  selectionIds: number[];
}

/** Postgres arrays come parsed; PGlite may give int arrays as text (`{1,2}`). */
function idsOf(value: unknown): number[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const text = String(value).replace(/[{}]/g, '');
  return text === '' ? [] : text.split(',').map(Number);
}

const timeOf = (v: string | Date) => (v instanceof Date ? v : new Date(v));

function matchOf(r: ReadRow): MatchInfo {
  return {
    id: r.id,
    type: r.type,
    urnId: r.urn_id,
    slug: r.slug,
    status: Number(r.status),
    startTime: timeOf(r.start_time),
    provider: r.provider,
    competitors: jsonValue(r.competitors) as MatchInfo['competitors'],
    statistics: jsonValue(r.statistics),
    model: jsonValue(r.model) ?? {},
    sport: {
      id: r.sport_id,
      key: r.sport_key,
      name: jsonValue(r.sport_name) as MatchInfo['sport']['name'],
      type: r.sport_type,
    },
    category: { id: r.category_id, name: jsonValue(r.category_name) as MatchInfo['category']['name'] },
    tournament: {
      id: r.tournament_id,
      name: jsonValue(r.tournament_name) as MatchInfo['tournament']['name'],
    },
  };
}

function marketOf(r: ReadRow): MarketInfo {
  return {
    eventId: Number(r.m_event_id),
    marketId: r.m_market_id,
    specifier: r.m_specifier,
    status: Number(r.m_status),
    name: jsonValue(r.m_name) as MarketInfo['name'],
    outcomes: jsonValue(r.m_outcomes) as MarketInfo['outcomes'],
    provider: r.m_provider,
  };
}

/**
 * Reads the placement's catalogue for these market keys (call after lockPlayer: its snapshot starts
 * after the bet-stop locks). No row comes back when none of the matches exists: then the statuses are
 * read on their own and there are no ids (pricing refuses every selection of a missing match).
 */
export async function readPlacement(
  db: Db,
  userId: number,
  keys: readonly MarketKey[],
  counts: { bets: number; selections: number },
): Promise<PlacementRead> {
  const unique = [...new Map(keys.map((k) => [marketKeyOf(k.eventId, k.marketId, k.specifier), k])).values()];
  const matchIds = [...new Set(unique.map((k) => k.eventId))];
  const values: Record<string, unknown> = { userId, bets: counts.bets, selections: counts.selections };
  matchIds.forEach((id, i) => {
    values[`m${i}`] = id;
  });
  unique.forEach((k, i) => {
    values[`e${i}`] = k.eventId;
    values[`k${i}`] = k.marketId;
    values[`s${i}`] = k.specifier;
  });
  const rows =
    unique.length === 0
      ? []
      : await runStatement<ReadRow>(db, readStatement(matchIds.length, unique.length), values);
  const matches = new Map<number, MatchInfo>();
  const marketMap = new Map<string, MarketInfo>();
  for (const r of rows) {
    if (!matches.has(r.id)) matches.set(r.id, matchOf(r));
    if (r.m_event_id !== null)
      marketMap.set(marketKeyOf(r.m_event_id, r.m_market_id, r.m_specifier), marketOf(r));
  }
  const first = rows[0];
  if (!first) {
    const statusRows = await db.select({ id: providers.id, status: providers.status }).from(providers);
    return {
      matches,
      marketMap,
      statuses: providerStatusesOf(statusRows),
      exposure: { outcomes: [], markets: [] },
      bonus: undefined,
      betIds: [],
      selectionIds: [],
    };
  }
  const statuses = Object.entries(jsonValue<Record<string, unknown>>(first.provider_statuses) ?? {}).map(
    ([id, status]) => ({ id, status: String(status) }),
  );
  return {
    matches,
    marketMap,
    statuses: providerStatusesOf(statuses),
    exposure: exposureFromJson(first.exposure),
    bonus: bonusPreloadOf(first.farming, first.amb),
    betIds: idsOf(first.bet_ids),
    selectionIds: idsOf(first.selection_ids),
  };
}
