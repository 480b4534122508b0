import {
  type MatchIncidentsMessage,
  type MatchStatisticsWidget,
  type MatchTimelineWidget,
  type MatchVideoResponse,
  matchChannel,
} from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sports } from '../../src/db/schema.ts';
import { DEFAULT_SITE_CONFIG } from '../../src/site-config.ts';
import { createFeedApp, type FeedTestApp, MINUTE } from '../feed/helpers.ts';

// Match visualisation (issue 16): the feed's incidents are stored so a late viewer gets statistics
// and a timeline, pushed as match_incidents on the match's channel, and video follows has_video and
// video_settings.enabled.

let t: FeedTestApp;
let soccer: number;
let tennis: number;

async function prematch(sportKey: string, hasVideo?: boolean): Promise<number> {
  const rows = await t.database.db
    .select({ id: events.id, hasVideo: events.hasVideo })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(and(eq(sports.key, sportKey), eq(events.type, 'match'), eq(events.status, 0)))
    .orderBy(asc(events.id));
  const row = rows.find((r) => hasVideo === undefined || r.hasVideo === hasVideo);
  if (!row) throw new Error(`no prematch ${sportKey} match`);
  return row.id;
}

const dev = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dev/feed/events', payload: body });

beforeAll(async () => {
  t = await createFeedApp({ feed: { fixtures: false } });
  soccer = await prematch('soccer');
  tennis = await prematch('tennis');
  expect((await dev({ type: 'start', matchId: soccer })).statusCode).toBe(200);
  expect((await dev({ type: 'start', matchId: tennis })).statusCode).toBe(200);
  await t.feed.step(10 * MINUTE);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('match statistics and timeline', () => {
  it('a goal from the dev feed is in the timeline, the statistics and a match_incidents push', async () => {
    t.publisher.clear();
    const before = await t.get<MatchStatisticsWidget>(`/matches/${soccer}/statistics`);
    expect(before.status).toBe(200);
    expect(before.body.sport).toBe('soccer');
    const goalsBefore = before.body.stats.goal?.home ?? 0;
    expect((await dev({ type: 'goal', matchId: soccer, team: 'home' })).statusCode).toBe(200);

    const stats = await t.get<MatchStatisticsWidget>(`/matches/${soccer}/statistics`);
    expect(stats.body.stats.goal?.home).toBe(goalsBefore + 1);
    expect(stats.body.last).toMatchObject({ kind: 'goal', side: 'home', match_id: soccer });
    expect(stats.body.possession.home + stats.body.possession.away).toBe(100);

    const timeline = await t.get<MatchTimelineWidget>(`/matches/${soccer}/timeline`);
    expect(timeline.body.incidents[0]).toMatchObject({ kind: 'goal', side: 'home' });
    expect(timeline.body.incidents[1]).toMatchObject({ kind: 'shot_on_target', side: 'home' });
    const ids = timeline.body.incidents.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const pushed = t.publisher
      .on(matchChannel('en', soccer), 'match_incidents')
      .flatMap((p) => (p.message as MatchIncidentsMessage).incidents);
    expect(pushed.map((i) => i.kind)).toEqual(['shot_on_target', 'goal']);
    expect(pushed[1]?.id).toBe(timeline.body.incidents[0]?.id);
  });

  it('the play between goals is recorded: possession, attacks and a running timeline', async () => {
    // The runner steps every second; 40 steps of 20 s of simulated play.
    for (let i = 0; i < 40; i++) await t.feed.step(MINUTE / 3);
    const stats = await t.get<MatchStatisticsWidget>(`/matches/${soccer}/statistics`);
    const possession = stats.body.stats.possession;
    expect((possession?.home ?? 0) + (possession?.away ?? 0)).toBeGreaterThan(5);
    const timeline = await t.get<MatchTimelineWidget>(`/matches/${soccer}/timeline`);
    expect(timeline.body.incidents.length).toBeGreaterThan(5);
    expect(timeline.body.incidents.length).toBeLessThanOrEqual(50);
  });

  it('tennis records serves and points won', async () => {
    expect((await dev({ type: 'goal', matchId: tennis, team: 'away' })).statusCode).toBe(200);
    const stats = await t.get<MatchStatisticsWidget>(`/matches/${tennis}/statistics`);
    expect(stats.body.sport).toBe('tennis');
    expect(stats.body.stats.point?.away).toBeGreaterThan(0);
    const timeline = await t.get<MatchTimelineWidget>(`/matches/${tennis}/timeline`);
    const kinds = timeline.body.incidents.map((i) => `${i.kind}:${i.side}`);
    expect(kinds).toContain('point:away');
    expect(kinds.some((k) => k.startsWith('serve:'))).toBe(true);
  });

  it('a match without incidents answers empty widgets; an unknown one 404, a bad type 400', async () => {
    const quiet = await prematch('soccer');
    const stats = await t.get<MatchStatisticsWidget>(`/matches/${quiet}/statistics`);
    expect(stats.body).toMatchObject({ sport: 'soccer', stats: {}, last: null });
    expect(stats.body.possession).toEqual({ home: 50, away: 50 });
    expect((await t.get(`/matches/99999999/timeline`)).status).toBe(404);
    const bad = await t.get<{ code: string }>(`/matches/${quiet}/heatmap`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTruthy();
  });

  it('a crowd of 50 late viewers all get the same statistics', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.get<MatchStatisticsWidget>(`/matches/${soccer}/statistics`)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });
});

describe('video', () => {
  it('a match with has_video has the demo stream, which is served; one without has none', async () => {
    const withVideo = await prematch('soccer', true);
    const video = await t.get<MatchVideoResponse>(`/matches/${withVideo}/video`);
    expect(video.body).toMatchObject({ available: true, stream: { kind: 'demo', loop: true } });
    const streams = await t.get<{ data: unknown[] }>(`/matches/${withVideo}/streams`);
    expect(streams.body.data).toHaveLength(1);
    const clip = await t.app.inject({ method: 'GET', url: video.body.stream?.url ?? '' });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(clip.rawPayload.length).toBeLessThan(200_000);

    const without = await prematch('soccer', false);
    const none = await t.get<MatchVideoResponse>(`/matches/${without}/video`);
    expect(none.body).toMatchObject({ available: false, stream: null });
  });

  it('with video_settings.enabled off no match has a stream and GET /settings says so', async () => {
    const off = await createFeedApp({
      config: { site: { ...DEFAULT_SITE_CONFIG, videoSettings: { enabled: false } } },
    });
    try {
      const withVideo = await prematch('soccer', true);
      const video = await off.get<MatchVideoResponse>(`/matches/${withVideo}/video`);
      expect(video.body).toMatchObject({ available: false, stream: null });
      const streams = await off.get<{ data: unknown[] }>(`/matches/${withVideo}/streams`);
      expect(streams.body.data).toEqual([]);
      const settings = await off.get<{ video_settings: { enabled: boolean } }>('/settings');
      expect(settings.body.video_settings).toEqual({ enabled: false });
      const on = await t.get<{ video_settings: { enabled: boolean } }>('/settings');
      expect(on.body.video_settings).toEqual({ enabled: true });
    } finally {
      await off.close();
    }
  }, 120_000);

  it('GET /watchersio/userid: empty for a visitor, a stable id that is not the player id for a player', async () => {
    const res = await t.get<{ user_id: string }>('/watchersio/userid');
    expect(res).toEqual({ status: 200, body: { user_id: '' } });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: 'demo@sportsbook.test', password: 'demo-password-1', bearer: true },
    });
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const r = await t.app.inject({ method: 'GET', url: '/api/sportsbook/v2/watchersio/userid', headers });
        expect(r.headers['cache-control']).toBe('private, no-store');
        return (r.json() as { user_id: string }).user_id;
      }),
    );
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});
