import type { Event } from '@sportsbook/contract';
import { getMarkets, getMatch, getMatches, getSports, getTournaments } from '../catalogue/data.ts';
import { paths } from '../catalogue/format.ts';
import { LeagueList } from '../catalogue/league-list.tsx';
import { MarketList } from '../catalogue/market-list.tsx';
import { MatchHeader } from '../catalogue/match-header.tsx';
import { MatchList } from '../catalogue/match-list.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import styles from './blocks.module.css';
import type { BlockContext, BlockOf } from './types.ts';

/** Priority context of the home page's lists (SPEC §3: priorities per context key). */
const HOME_CONTEXT = 'home';
const ORDER = ['priority:desc', 'start_time:asc'];

type ListBlock = BlockOf<'live_events' | 'prematch_events' | 'top_events' | 'result_events' | 'schedule'>;

const sportOf = (block: ListBlock) => (block.settings.sport ? { sport_key: [block.settings.sport] } : {});

const NO_MATCHES = { data: [], pagination: { total: 0, page: 1, limit: 0, last_page: 1 } };

/** A list the API could not give (a bad filter in a document, the API down) shows as empty, never an error page. */
function orNone<T>(request: Promise<T>, none: T): Promise<T> {
  return request.catch(() => none);
}

/** A block's heading with an optional "see all" link on the other side. */
export function BlockHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
}) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {more && (
        <LocaleLink href={more.href} className={styles.seeAll}>
          {more.label}
        </LocaleLink>
      )}
    </div>
  );
}

/** Live, upcoming, top, finished matches and the schedule: one match list each. */
export async function EventListBlock({
  block,
  ctx,
  titleId,
}: {
  block: ListBlock;
  ctx: BlockContext;
  titleId: string;
}) {
  const { t, locale } = ctx;
  const status =
    block.type === 'live_events' ? 'live' : block.type === 'result_events' ? 'finished' : 'prematch';
  const sortBy = block.type === 'result_events' ? ['start_time:desc'] : ORDER;
  const list = await orNone(
    getMatches(locale, {
      type: 'match',
      match_status: [status],
      context: HOME_CONTEXT,
      sort_by: sortBy,
      limit: block.settings.limit,
      ...sportOf(block),
    }),
    NO_MATCHES,
  );
  const own = {
    live_events: { title: 'catalogue.home.live', empty: 'catalogue.live.empty' },
    prematch_events: { title: 'catalogue.home.upcoming', empty: 'catalogue.empty.matches' },
    top_events: { title: 'layout.topEvents', empty: 'catalogue.empty.matches' },
    result_events: { title: 'layout.resultEvents', empty: 'catalogue.empty.matches' },
    schedule: { title: 'catalogue.schedule.title', empty: 'catalogue.empty.matches' },
  }[block.type];
  const more =
    block.type === 'live_events'
      ? list.pagination.total > 0
        ? { href: paths.live, label: t('catalogue.home.allLive', { count: list.pagination.total }) }
        : undefined
      : block.type === 'result_events'
        ? { href: paths.results, label: t('catalogue.results.title') }
        : { href: paths.schedule, label: t('catalogue.home.schedule') };
  return (
    <>
      <BlockHeading id={titleId} title={block.title ? ctx.text(block.title) : t(own.title)} more={more} />
      <MatchList
        events={list.data}
        locale={locale}
        grouped={false}
        emptyText={t(own.empty)}
        display={block.display}
      />
    </>
  );
}

export async function OutrightsBlock({
  block,
  ctx,
  titleId,
}: {
  block: BlockOf<'outrights'>;
  ctx: BlockContext;
  titleId: string;
}) {
  const list = await orNone(
    getMatches(ctx.locale, {
      type: ['season', 'stage', 'simple_tournament'],
      sort_by: ORDER,
      limit: block.settings.limit,
      ...(block.settings.sport ? { sport_key: [block.settings.sport] } : {}),
    }),
    NO_MATCHES,
  );
  return (
    <>
      <BlockHeading
        id={titleId}
        title={block.title ? ctx.text(block.title) : ctx.t('catalogue.tabs.outrights')}
      />
      <MatchList
        events={list.data}
        locale={ctx.locale}
        grouped={false}
        emptyText={ctx.t('catalogue.empty.outrights')}
      />
    </>
  );
}

export async function LeaguesBlock({
  block,
  ctx,
  titleId,
}: {
  block: BlockOf<'leagues' | 'top_leagues'>;
  ctx: BlockContext;
  titleId: string;
}) {
  const top = block.type === 'top_leagues';
  const leagues = await orNone(
    getTournaments(ctx.locale, {
      ...(top ? { is_top: true } : {}),
      context: HOME_CONTEXT,
      limit: block.settings.limit,
      ...(block.settings.sport ? { sport_key: block.settings.sport } : {}),
    }),
    [],
  );
  const title = block.title
    ? ctx.text(block.title)
    : ctx.t(top ? 'catalogue.home.topLeagues' : 'catalogue.category.leagues');
  return (
    <>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <LeagueList leagues={leagues} locale={ctx.locale} emptyText={ctx.t('catalogue.empty.leagues')} />
    </>
  );
}

/** The match a block names, else the top live match, else the top upcoming one. */
async function matchOf(locale: string, matchId: number | undefined): Promise<Event | null> {
  if (matchId !== undefined) {
    try {
      return await getMatch(locale, matchId);
    } catch {
      return null;
    }
  }
  for (const status of ['live', 'prematch']) {
    const list = await orNone(
      getMatches(locale, {
        type: 'match',
        match_status: [status],
        context: HOME_CONTEXT,
        sort_by: ORDER,
        limit: 1,
      }),
      NO_MATCHES,
    );
    if (list.data[0]) return list.data[0];
  }
  return null;
}

/** event_markets, event_stats and match_preview: one match's markets, statistics or preview row. */
export async function MatchBlock({
  block,
  ctx,
}: {
  block: BlockOf<'event_markets' | 'event_stats' | 'match_preview'>;
  ctx: BlockContext;
}) {
  const event = await matchOf(ctx.locale, block.settings.match_id);
  if (!event) return <p className={styles.muted}>{ctx.t('catalogue.empty.matches')}</p>;
  if (block.type === 'match_preview') {
    return <MatchList events={[event]} locale={ctx.locale} grouped={false} emptyText="" />;
  }
  if (block.type === 'event_stats') return <MatchHeader event={event} locale={ctx.locale} />;
  const markets = await orNone(getMarkets(ctx.locale, event.id), {
    data: [],
    groups: [],
  } as unknown as Awaited<ReturnType<typeof getMarkets>>);
  return (
    <>
      <MatchHeader event={event} locale={ctx.locale} />
      <MarketList
        event={event}
        markets={markets.data.slice(0, 4)}
        groups={[]}
        currentGroup={undefined}
        basePath={paths.event(event)}
        locale={ctx.locale}
      />
    </>
  );
}

/** events_filter: the listings by time (live, schedule, results). */
export function EventsFilterBlock({ ctx }: { ctx: BlockContext }) {
  const links = [
    { href: paths.live, label: ctx.t('catalogue.nav.live') },
    { href: paths.schedule, label: ctx.t('catalogue.nav.schedule') },
    { href: paths.results, label: ctx.t('catalogue.nav.results') },
  ];
  return (
    <nav aria-label={ctx.t('layout.eventsFilter')}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <LocaleLink href={link.href} className={styles.chip}>
              {link.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** sport_list (and speed_dial without links): every sport as a chip. */
export async function SportListBlock({ ctx, label }: { ctx: BlockContext; label: string }) {
  const sports = await orNone(getSports(ctx.locale), []);
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {sports.map((sport) => (
          <li key={sport.key}>
            <LocaleLink href={paths.sport(sport.key)} className={styles.chip}>
              {sport.name}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** results: a link to the results page. */
export function ResultsBlock({ ctx }: { ctx: BlockContext }) {
  return (
    <LocaleLink href={paths.results} className={styles.banner}>
      <span className={styles.bannerText}>
        <strong className={styles.bannerTitle}>{ctx.t('catalogue.results.title')}</strong>
        <span>{ctx.t('catalogue.results.description')}</span>
      </span>
    </LocaleLink>
  );
}
