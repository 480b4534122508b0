import {
  type Market,
  type MarketsResponse,
  Match,
  MatchChangedMessage,
  type MatchesResponse,
  PushEvent,
  parsePushChannel,
  type SettingsResponse,
} from '@sportsbook/contract';
import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, markets } from '../../src/db/schema.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createFeedApp, type FeedTestApp, MINUTE } from './helpers.ts';

type Live = Match;

async function firstPrematch(t: FeedTestApp, sportKey: string): Promise<Live> {
  const res = await t.get<MatchesResponse>(`/matches?sport_key=${sportKey}&match_status=0&limit=50`);
  const match = res.body.data.find(
    (e) => e.type === 'match' && Date.parse(e.start_time) > TEST_NOW.getTime(),
  );
  if (match?.type !== 'match') throw new Error(`no prematch ${sportKey} match`);
  return match;
}

async function marketsOf(t: FeedTestApp, id: number): Promise<Market[]> {
  return (await t.get<MarketsResponse>(`/matches/${id}/markets?limit=500`)).body.data;
}

const dev = (t: FeedTestApp, body: Record<string, unknown>) => t.post<Live>('/api/dev/feed/events', body);

describe('feed simulator', () => {
  let t: FeedTestApp;
  beforeAll(async () => {
    t = await createFeedApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('kicks off a due match and runs its clock', async () => {
    const match = await firstPrematch(t, 'soccer');
    const wait = Date.parse(match.start_time) - t.feed.now.getTime();
    t.publisher.clear();
    await t.feed.step(wait + 12 * MINUTE);
    const after = (await t.get<Live>(`/matches/${match.id}`)).body;
    expect(after.status).toBe(1);
    expect(after.stage).toBe('1st half');
    const minute = Number.parseInt(after.statistics?.clock?.match_time?.split(':')[0] ?? '-1', 10);
    expect(minute).toBeGreaterThanOrEqual(11);
    expect(minute).toBeLessThanOrEqual(13);
    const status = t.publisher
      .on('public:en', 'match_status_changed')
      .map((p) => p.message as { match_id: number; status: number });
    expect(status).toContainEqual({ match_id: match.id, status: 1 });
    const before = minute;
    await t.feed.step(5 * MINUTE);
    const later = (await t.get<Live>(`/matches/${match.id}`)).body;
    expect(Number.parseInt(later.statistics?.clock?.match_time ?? '0', 10)).toBeGreaterThan(before);
  });

  it('a forced home goal suspends markets, then reopens them with shorter home odds; decided lines close', async () => {
    // A match of a league priced in depth (it has the total=0.5 line).
    const list = await t.get<MatchesResponse>('/matches?sport_key=soccer&match_status=0&limit=100');
    let match: Live | undefined;
    for (const e of list.body.data) {
      if (e.type !== 'match') continue;
      if ((await marketsOf(t, e.id)).some((m) => m.id === 18 && m.specifier === 'total=0.5')) {
        match = e;
        break;
      }
    }
    if (!match) throw new Error('no deep soccer match');
    const started = await dev(t, { type: 'start', matchId: match.id });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe(1);
    const before = await marketsOf(t, match.id);
    const result = before.find((m) => m.id === 1);
    const under05 = before.find((m) => m.id === 18 && m.specifier === 'total=0.5');
    expect(result?.status).toBe(1);
    expect(under05?.status).toBe(1);
    const homeBefore = result?.outcomes.find((o) => o.id === 'home')?.odds ?? 0;
    const awayBefore = result?.outcomes.find((o) => o.id === 'away')?.odds ?? 0;

    t.publisher.clear();
    const goal = await dev(t, { type: 'goal', matchId: match.id, team: 'home' });
    expect(goal.status).toBe(200);
    expect(goal.body.statistics?.total_score).toEqual({ home: 1, away: 0 });
    const suspended = await marketsOf(t, match.id);
    expect(suspended.filter((m) => m.status === 1)).toEqual([]);
    expect(suspended.find((m) => m.id === 1)?.status).toBe(-1);
    const pushed = t.publisher.on(`public:en:match:${match.id}`, 'markets_changed');
    expect(pushed.length).toBeGreaterThan(0);
    expect(
      pushed.flatMap((p) => (p.message as { markets: Market[] }).markets).every((m) => m.status === -1),
    ).toBe(true);

    t.publisher.clear();
    await t.feed.step(MINUTE);
    const reopened = await marketsOf(t, match.id);
    const result2 = reopened.find((m) => m.id === 1);
    expect(result2?.status).toBe(1);
    expect(result2?.outcomes.find((o) => o.id === 'home')?.odds).toBeLessThan(homeBefore);
    expect(result2?.outcomes.find((o) => o.id === 'away')?.odds).toBeGreaterThan(awayBefore);
    expect(result2?.next_bet_stop).not.toBeNull();
    // total=0.5 is decided: closed (status 0), so no longer listed, and published with status 0.
    expect(reopened.find((m) => m.id === 18 && m.specifier === 'total=0.5')).toBeUndefined();
    const closed = t.publisher
      .on(`public:en:match:${match.id}`, 'markets_changed')
      .flatMap((p) => (p.message as { markets: Market[] }).markets)
      .filter((m) => m.id === 18 && m.specifier === 'total=0.5');
    expect(closed.map((m) => m.status)).toEqual([0]);
    // The pushed market equals what GET /matches/{id}/markets returns.
    const pushedResult = t.publisher
      .on(`public:en:match:${match.id}`, 'markets_changed')
      .flatMap((p) => (p.message as { markets: Market[] }).markets)
      .filter((m) => m.id === 1);
    expect(pushedResult.at(-1)).toEqual(result2);
    // Headline markets go to the list channel too.
    const listed = t.publisher
      .on('public:en', 'markets_changed')
      .flatMap((p) => (p.message as { markets: Market[] }).markets);
    expect(listed.some((m) => m.match_id === match.id && m.id === 1)).toBe(true);
    expect(listed.every((m) => m.id === 1 || m.id === 18)).toBe(true);
  });

  it('finishing settles every market with results that agree with the score', async () => {
    const match = await firstPrematch(t, 'soccer');
    await dev(t, { type: 'start', matchId: match.id });
    await dev(t, { type: 'goal', matchId: match.id, team: 'away' });
    await t.feed.step(20 * MINUTE);
    const finished = await dev(t, { type: 'finish', matchId: match.id });
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe(4);
    const score = finished.body.statistics?.total_score;
    if (!score) throw new Error('no score');
    expect(score.away).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select()
      .from(markets)
      .where(eq(markets.eventId, match.id))
      .orderBy(asc(markets.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((m) => m.status === -3)).toBe(true);
    expect(rows.every((m) => m.outcomes.every((o) => o.result !== undefined))).toBe(true);
    const result = rows.find((m) => m.marketId === 1);
    const winner = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
    expect(result?.outcomes.filter((o) => o.result === 'win').map((o) => o.id)).toEqual([winner]);
    for (const m of rows.filter((r) => r.marketId === 18)) {
      const line = Number(m.specifier.split('=')[1]);
      const over = m.outcomes.find((o) => o.id === 'over')?.result;
      expect(over, m.specifier).toBe(score.home + score.away > line ? 'win' : 'lose');
    }
    const cs = rows.find((m) => m.marketId === 45);
    if (cs) expect(cs.outcomes.filter((o) => o.result === 'win').length).toBe(1);
    // Settled markets are still listed (status -3), and were published.
    expect((await marketsOf(t, match.id)).every((m) => m.status === -3)).toBe(true);
  });

  it('new fixtures keep the book stocked', async () => {
    const count = async () =>
      (await t.get<MatchesResponse>('/matches?match_status=0&limit=1')).body.pagination.total;
    const initial = await count();
    t.publisher.clear();
    const created: number[] = [];
    for (let i = 0; i < 36; i++) created.push(...(await t.feed.step(10 * MINUTE)).fixtures);
    expect(created.length).toBeGreaterThan(0);
    expect(await count()).toBeGreaterThanOrEqual(initial - 2);
    const fixture = (await t.get<Live>(`/matches/${created[0]}`)).body;
    expect(fixture.status).toBe(0);
    expect(fixture.main_market?.status).toBe(1);
    const appended = t.publisher
      .on('public:en', 'match_changed')
      .map((p) => p.message as Live)
      .find((m) => m.id === created[0]);
    expect(Match.parse(appended)).toBeTruthy();
  });

  it('every publication has a known event name, a valid channel and the contract shape', async () => {
    await t.feed.step(10 * MINUTE);
    expect(t.publisher.publications.length).toBeGreaterThan(0);
    const locales = new Set<string>();
    for (const { channel, data } of t.publisher.publications) {
      const parsed = parsePushChannel(channel);
      expect(parsed, channel).not.toBeNull();
      expect(parsed?.kind).not.toBe('private');
      if (parsed) locales.add(parsed.locale);
      const event = PushEvent.safeParse(data);
      expect(event.success, `${channel} ${data.event_name} ${JSON.stringify(event.error?.issues)}`).toBe(
        true,
      );
      if (data.event_name === 'match_changed') MatchChangedMessage.parse(data.message);
      if (parsed?.kind === 'public')
        expect([
          'match_changed',
          'match_status_changed',
          'markets_changed',
          'provider_status_changed',
        ]).toContain(data.event_name);
      if (parsed?.kind === 'match')
        expect(['match_changed', 'markets_changed', 'match_incidents']).toContain(data.event_name);
    }
    expect(locales).toEqual(new Set(SUPPORTED_LOCALES.map((l) => (l === 'pt-BR' ? 'pt' : l))));
  });

  it('a provider status change shows in /settings and is published', async () => {
    t.publisher.clear();
    const res = await t.post('/api/dev/feed/events', {
      type: 'provider',
      provider: 'oddin',
      status: 'inactive',
    });
    expect(res.status).toBe(200);
    const settings = (await t.get<SettingsResponse>('/settings')).body;
    expect(settings.provider_statuses).toEqual({
      betradar: 'active',
      oddin: 'inactive',
      betconstruct: 'active',
    });
    for (const locale of ['en', 'de', 'pt']) {
      expect(t.publisher.on(`public:${locale}`, 'provider_status_changed').map((p) => p.message)).toEqual([
        { provider: 'oddin', status: 'inactive' },
      ]);
    }
    await t.post('/api/dev/feed/events', { type: 'provider', provider: 'oddin', status: 'active' });
    expect((await t.get<SettingsResponse>('/settings')).body.provider_statuses.oddin).toBe('active');
  });
});

describe('feed determinism', () => {
  async function run(): Promise<{ rows: unknown[]; pubs: number; summaries: unknown[] }> {
    const t = await createFeedApp({ feed: { incidents: true } });
    try {
      const summaries: unknown[] = [];
      for (let i = 0; i < 30; i++) summaries.push(await t.feed.step(7 * MINUTE));
      const rows = await t.database.db
        .select({ id: events.id, status: events.status, stage: events.stage, statistics: events.statistics })
        .from(events)
        .where(and(eq(events.type, 'match')))
        .orderBy(asc(events.id));
      const marketRows = await t.database.db
        .select({ id: markets.id, status: markets.status, outcomes: markets.outcomes })
        .from(markets)
        .orderBy(asc(markets.id));
      return { rows: [...rows, ...marketRows], pubs: t.publisher.publications.length, summaries };
    } finally {
      await t.close();
    }
  }

  it('same SEED and same steps give the same matches, scores, prices and publications', async () => {
    const a = await run();
    const b = await run();
    expect(a.summaries).toEqual(b.summaries);
    expect(a.pubs).toBe(b.pubs);
    expect(a.rows).toEqual(b.rows);
    const finished = (a.summaries as { finished: number[] }[]).flatMap((s) => s.finished);
    expect(finished.length).toBeGreaterThan(0);
  });
});
