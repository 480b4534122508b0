import type { Event, Market, Match } from '@sportsbook/contract';
import { isBettableMatchStatus } from '@sportsbook/domain';

/** Site paths (without locale) of catalogue pages; LocaleLink adds the locale prefix. */
export const paths = {
  home: '/',
  live: '/live',
  favourites: '/favorites',
  cybersport: '/cybersport',
  schedule: '/schedule',
  results: '/results',
  sport: (sportKey: string) => `/${sportKey}`,
  /** A category, league or match page: all live one segment under their sport. */
  under: (sportKey: string, slug: string) => `/${sportKey}/${slug}`,
  event: (event: Pick<Event, 'slug'> & { sport: Pick<Event['sport'], 'key'> }) =>
    `/${event.sport.key}/${event.slug}`,
  tournament: (event: Pick<Event, 'tournament' | 'sport'>) => `/${event.sport.key}/${event.tournament.slug}`,
};

/** Up to two initials of a team name, for a missing logo: "Real Madrid" → "RM". */
export function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** Minutes of the offset east of UTC of this server's zone now; day windows use it like times do. */
export function serverUtcOffsetMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset();
}

/** A locale Intl accepts: the page locale, or English if Intl rejects it. */
function intlLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    console.error('[catalogue] not a locale:', JSON.stringify(locale));
    return 'en';
  }
}

/** "Sat 22 Nov, 15:00" in the locale. */
export function formatStartTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "15:00" in the locale. */
export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** "Saturday, 22 November 2026" in the locale. */
export function formatLongDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full' }).format(new Date(iso));
}

/**
 * The dates of an outright, the same on its card and its page header: "26 Nov 2026 – 31 May 2027"
 * (start to end), or the start day alone when it has no end.
 */
export function formatOutrightDates(
  outright: { start_time: string; end_date: string | null },
  locale: string,
): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const start = new Date(outright.start_time);
  return outright.end_date ? format.formatRange(start, new Date(outright.end_date)) : format.format(start);
}

/** Day tab label: "Sat 22". */
export function formatDayTab(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The calendar day "YYYY-MM-DD" of an instant in the zone `utcOffsetMinutes` east of UTC. */
export function isoDay(instant: Date, utcOffsetMinutes: number): string {
  return new Date(instant.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The day `days` after a "YYYY-MM-DD" day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Live clock text: "67'" from match_time "66:12", else the period name, else null. */
export function clockText(match: Match): string | null {
  const time = match.statistics?.clock?.match_time;
  if (time) {
    const minutes = Number(time.split(':')[0]);
    if (Number.isFinite(minutes)) return `${minutes + 1}'`;
  }
  return match.stage;
}

/** Groups events by league, keeping first-seen order. */
export function groupByTournament<T extends Pick<Event, 'tournament'>>(events: readonly T[]) {
  const groups = new Map<number, { tournament: T['tournament']; events: T[] }>();
  for (const event of events) {
    const group = groups.get(event.tournament.id) ?? { tournament: event.tournament, events: [] as T[] };
    group.events.push(event);
    groups.set(event.tournament.id, group);
  }
  return [...groups.values()];
}

/** Groups events by sport, keeping first-seen order. */
export function groupBySport<T extends Pick<Event, 'sport'>>(events: readonly T[]) {
  const groups = new Map<number, { sport: T['sport']; events: T[] }>();
  for (const event of events) {
    const group = groups.get(event.sport.id) ?? { sport: event.sport, events: [] as T[] };
    group.events.push(event);
    groups.set(event.sport.id, group);
  }
  return [...groups.values()];
}

/** A Next.js searchParams record as a query string "?a=1&b=2" ('' when empty). */
export function searchStringOf(params: Readonly<Record<string, string | string[] | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  const text = search.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return text === '' ? '' : `?${text}`;
}

/** Whether an event takes bets now: its status allows betting and the feed says it is bettable. */
export function isMatchBettable(event: Pick<Event, 'status' | 'bettable'>): boolean {
  return event.bettable && isBettableMatchStatus(event.status);
}

/**
 * Whether a market's outcomes run home … away (1X2, moneyline): a match row already shows the teams
 * in that order, so the buttons need no names (screen readers still get them).
 */
export function isSidesMarket(market: Pick<Market, 'outcomes'>, home: string, away: string): boolean {
  const names = market.outcomes.map((outcome) => outcome.name);
  return names.length >= 2 && names.length <= 3 && names[0] === home && names[names.length - 1] === away;
}
