/** Query parameter names of match listings (SPEC §2). Comma-separated values are lists. */
export const ListingParam = {
  /** Time presets, a list of TimePreset. */
  time: 'time',
  /** Sort order, a list of "key:dir" (SortKey, SortDirection). */
  sortBy: 'sortBy',
  /** One calendar day, YYYY-MM-DD. */
  date: 'date',
  /** Sport keys, a list. */
  sport: 'sport',
  /** 1-based page number. */
  page: 'page',
  /** Only matches open for betting: true or false. */
  isBettable: 'isBettable',
  /** Sport types (bet categories such as regular, cyber), a list. */
  sportType: 'sportType',
} as const;
/** A listing query parameter name. */
export type ListingParam = (typeof ListingParam)[keyof typeof ListingParam];

/** Special tab keys of listings (SPEC §2). */
export const ListingTab = {
  /** Top events. */
  top: 'top',
  /** Everything. */
  all: 'all',
  /** The player's favourites. */
  favorites: 'favorites',
  /** Outright (non-match) events. */
  outrights: 'outrights',
  /** Matches offering the bet builder (custom bets). */
  betbuilder: 'betbuilder',
} as const;
/** A special listing tab key. */
export type ListingTab = (typeof ListingTab)[keyof typeof ListingTab];

/** Time filter presets of the `time` parameter; see `timeWindow` for the span of each. */
export const TimePreset = {
  /** No time limit. */
  all: 'all',
  /** The current calendar day. */
  today: 'today',
  /** The next calendar day. */
  tomorrow: 'tomorrow',
  /** The next hour. */
  hours1: '1h',
  /** The next 3 hours. */
  hours3: '3h',
  /** The next 6 hours. */
  hours6: '6h',
  /** The next 12 hours. */
  hours12: '12h',
  /** The next 24 hours. */
  hours24: '24h',
  /** The next 48 hours. */
  hours48: '48h',
} as const;
/** A time filter preset. */
export type TimePreset = (typeof TimePreset)[keyof typeof TimePreset];

/** Sort keys of listings (SPEC §9), written "key:dir" in `sortBy`. */
export const SortKey = {
  /** By sport (priority order). */
  sport: 'sport',
  /** By category. */
  category: 'category',
  /** By tournament id. */
  tournamentId: 'tournament_id',
  /** By priority. */
  priority: 'priority',
  /** By start time. */
  startTime: 'start_time',
  /** By number of bets placed. */
  betsCount: 'bets_count',
} as const;
/** A listing sort key. */
export type SortKey = (typeof SortKey)[keyof typeof SortKey];

/** Sort directions. */
export const SortDirection = {
  /** Smallest first. */
  asc: 'asc',
  /** Largest first. */
  desc: 'desc',
} as const;
/** A sort direction. */
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

/** One sort criterion: "start_time:asc" is { key: 'start_time', dir: 'asc' }. */
export interface SortSpec {
  /** What to sort by. */
  key: SortKey;
  /** Which way. */
  dir: SortDirection;
}

/** A listing query read from the address (SPEC §2); absent or invalid parameters are empty or defaulted. */
export interface ListingQuery {
  /** Time presets; empty means no time filter. */
  time: TimePreset[];
  /** Sort criteria, first one strongest; empty means the server's order. */
  sortBy: SortSpec[];
  /** One calendar day "YYYY-MM-DD", or undefined. */
  date: string | undefined;
  /** Sport keys; empty means all sports. */
  sport: string[];
  /** Sport types; empty means all. */
  sportType: string[];
  /** 1-based page, 1 when absent or invalid. */
  page: number;
  /** Bettable filter, undefined when absent. */
  isBettable: boolean | undefined;
}

/** What `parseListingQuery` reads: URLSearchParams, or Next.js `searchParams` as a record. */
export type SearchParamsInput =
  | { getAll(name: string): string[] }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

const TIME_PRESETS: readonly string[] = Object.values(TimePreset);
const SORT_KEYS: readonly string[] = Object.values(SortKey);
const SORT_DIRECTIONS: readonly string[] = Object.values(SortDirection);

function rawValues(input: SearchParamsInput, name: string): string[] {
  if (typeof input.getAll === 'function') return (input as { getAll(name: string): string[] }).getAll(name);
  const value = (input as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** Every non-empty comma-separated item of a parameter, trimmed, repeated parameters joined. */
function listValues(input: SearchParamsInput, name: string): string[] {
  return rawValues(input, name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function unique<T>(items: readonly T[], keyOf: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A sort criterion from "key:dir" (dir defaults to asc when left out), or undefined if either part is unknown. */
export function sortSpecFrom(text: string): SortSpec | undefined {
  const [key = '', dir = SortDirection.asc, ...extra] = text.split(':');
  if (extra.length > 0 || !SORT_KEYS.includes(key) || !SORT_DIRECTIONS.includes(dir)) return undefined;
  return { key: key as SortKey, dir: dir as SortDirection };
}

/**
 * A typed listing query from the address's parameters. Lists split on commas; unknown presets,
 * sort criteria and duplicates are dropped; `page` is a positive integer (default 1); `isBettable`
 * reads true/1 and false/0; `date` must be a real YYYY-MM-DD day.
 */
export function parseListingQuery(input: SearchParamsInput): ListingQuery {
  const pageText = listValues(input, ListingParam.page)[0] ?? '';
  const page = /^\d{1,9}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  const bettableText = listValues(input, ListingParam.isBettable)[0];
  const date = listValues(input, ListingParam.date)[0];
  return {
    time: unique(
      listValues(input, ListingParam.time).filter((item) => TIME_PRESETS.includes(item)),
    ) as TimePreset[],
    sortBy: unique(
      listValues(input, ListingParam.sortBy).flatMap((item) => sortSpecFrom(item) ?? []),
      (spec) => spec.key,
    ),
    date: date !== undefined && isIsoDate(date) ? date : undefined,
    sport: unique(listValues(input, ListingParam.sport)),
    sportType: unique(listValues(input, ListingParam.sportType)),
    page,
    isBettable:
      bettableText === 'true' || bettableText === '1'
        ? true
        : bettableText === 'false' || bettableText === '0'
          ? false
          : undefined,
  };
}

function encodeQueryComponent(text: string): string {
  // Commas and colons are legal in a query and keep "sortBy=start_time:asc,priority:desc" readable.
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

function decodeQueryComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The text value of each listing parameter, '' when it is empty and must be left out. */
function listingParamValues(query: Partial<ListingQuery>): Record<ListingParam, string> {
  return {
    time: (query.time ?? []).join(','),
    sortBy: (query.sortBy ?? []).map((spec) => `${spec.key}:${spec.dir}`).join(','),
    date: query.date ?? '',
    sport: (query.sport ?? []).join(','),
    page: query.page !== undefined && query.page > 1 ? String(query.page) : '',
    isBettable: query.isBettable === undefined ? '' : String(query.isBettable),
    sportType: (query.sportType ?? []).join(','),
  };
}

/**
 * The query string (without '?') of a listing query, parameters in ListingParam order, empty lists,
 * undefined values and page 1 left out: { time: ['today'], page: 2 } → "time=today&page=2".
 */
export function serializeListingQuery(query: Partial<ListingQuery>): string {
  return Object.entries(listingParamValues(query))
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeQueryComponent(value)}`)
    .join('&');
}

/**
 * A search string ("?a=1&b=2" or "a=1") with one parameter set or removed, other parameters kept in
 * order: a list is joined with commas; null, '' or an empty list removes the parameter. Returns
 * "?..." or '' when nothing is left.
 */
export function withListingParam(
  search: string,
  name: ListingParam,
  value: string | number | boolean | readonly string[] | null,
): string {
  const text = value === null ? '' : Array.isArray(value) ? value.join(',') : String(value);
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && decodeQueryComponent(pair.split('=')[0] ?? '') !== name);
  const pairs = text === '' ? kept : [...kept, `${name}=${encodeQueryComponent(text)}`];
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A time span [from, to) in absolute time. */
export interface TimeWindow {
  /** Start, inclusive. */
  from: Date;
  /** End, exclusive. */
  to: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PRESET_HOURS: Partial<Record<TimePreset, number>> = {
  '1h': 1,
  '3h': 3,
  '6h': 6,
  '12h': 12,
  '24h': 24,
  '48h': 48,
};

/** The start of the calendar day containing `instantMs`, for a zone `utcOffsetMinutes` east of UTC. */
function startOfDayMs(instantMs: number, utcOffsetMinutes: number): number {
  const offsetMs = utcOffsetMinutes * 60_000;
  return Math.floor((instantMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

/**
 * The span a time preset covers at `now`, or null for 'all' (no limit). 'today' and 'tomorrow' are
 * whole calendar days in the zone `utcOffsetMinutes` east of UTC (default 0, UTC; +120 for CEST);
 * 'Nh' is [now, now + N hours).
 */
export function timeWindow(preset: TimePreset, now: Date, utcOffsetMinutes = 0): TimeWindow | null {
  const nowMs = now.getTime();
  const hours = PRESET_HOURS[preset];
  if (hours !== undefined) return { from: new Date(nowMs), to: new Date(nowMs + hours * HOUR_MS) };
  if (preset === TimePreset.all) return null;
  const today = startOfDayMs(nowMs, utcOffsetMinutes);
  const start = preset === TimePreset.today ? today : today + DAY_MS;
  return { from: new Date(start), to: new Date(start + DAY_MS) };
}

/**
 * The span of a calendar day "YYYY-MM-DD" (the `date` parameter) in the zone `utcOffsetMinutes` east
 * of UTC; throws RangeError if the text is not a real date.
 */
export function dateWindow(date: string, utcOffsetMinutes = 0): TimeWindow {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const start = Date.parse(`${date}T00:00:00Z`) - utcOffsetMinutes * 60_000;
  return { from: new Date(start), to: new Date(start + DAY_MS) };
}
