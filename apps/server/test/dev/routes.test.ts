import { FeedEventResponse, type MatchesResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createFeedApp, type FeedTestApp } from '../feed/helpers.ts';

const URL = '/api/dev/feed/events';

describe('/api/dev availability', () => {
  const expectNoDevRoutes = async (t: FeedTestApp) => {
    const res = await t.post<{ code: string }>(URL, {
      type: 'provider',
      provider: 'oddin',
      status: 'inactive',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('route_not_found');
    expect((await t.get<{ code: string }>('/api/dev/mailbox?to=a@b.test')).status).toBe(404);
    expect((await t.get<{ code: string }>('/api/dev/error-reports')).status).toBe(404);
    expect(
      (await t.post('/api/dev/wallet/credit', { email: 'a@b.test', currency: 'EUR', amount: 1 })).status,
    ).toBe(404);
    expect((await t.post('/api/dev/jackpots/hit', { email: 'a@b.test' })).status).toBe(404);
    expect((await t.post('/api/dev/jackpot-hits/1/status', { status: 'paid' })).status).toBe(404);
  };

  it('a start without DEV_TOOLS=1 (the default, development or test) has no /api/dev routes', async () => {
    const t = await createFeedApp({ config: loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }) });
    try {
      await expectNoDevRoutes(t);
    } finally {
      await t.close();
    }
  });

  it('production has none even when the configuration says devTools', async () => {
    const t = await createFeedApp({ config: { nodeEnv: 'production', devTools: true } });
    try {
      await expectNoDevRoutes(t);
    } finally {
      await t.close();
    }
  });

  it('DEV_TOOLS=1 outside production has them', async () => {
    const t = await createFeedApp({ config: loadConfig({ DEV_TOOLS: '1', LOG_LEVEL: 'silent' }) });
    try {
      const res = await t.post(URL, { type: 'provider', provider: 'oddin', status: 'inactive' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ provider: 'oddin', status: 'inactive' });
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/dev/feed/events', () => {
  let t: FeedTestApp;
  let prematchId: number;
  beforeAll(async () => {
    t = await createFeedApp();
    const list = await t.get<MatchesResponse>('/matches?sport_key=soccer&match_status=0&limit=5');
    prematchId = list.body.data[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('rejects an unknown type and a malformed body with 400 validation_error', async () => {
    const bad = await t.post<{ code: string }>(URL, { type: 'teleport', matchId: prematchId });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    const noTeam = await t.post<{ code: string }>(URL, { type: 'goal', matchId: prematchId });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.code).toBe('validation_error');
  });

  it('answers 404 not_found for an unknown match', async () => {
    for (const type of ['start', 'finish', 'settle', 'suspend', 'resume', 'odds', 'close', 'reopen']) {
      const res = await t.post<{ code: string }>(URL, { type, matchId: 99_999_999 });
      expect(res.status, type).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const goal = await t.post<{ code: string }>(URL, { type: 'goal', matchId: 99_999_999, team: 'home' });
    expect(goal.status).toBe(404);
  });

  it('answers 409 feed_event_not_applicable for a goal before kick-off', async () => {
    const res = await t.post<{ code: string }>(URL, { type: 'goal', matchId: prematchId, team: 'home' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('feed_event_not_applicable');
  });

  it('suspends, resumes and moves odds of a prematch match, returning the match', async () => {
    const before = await t.get<{ main_market: { status: number; outcomes: { odds: number }[] } }>(
      `/matches/${prematchId}`,
    );
    const suspended = await t.post<{ main_market: { status: number } }>(URL, {
      type: 'suspend',
      matchId: prematchId,
    });
    expect(suspended.status).toBe(200);
    expect(FeedEventResponse.parse(suspended.body)).toBeTruthy();
    expect(suspended.body.main_market.status).toBe(-1);
    const resumed = await t.post<{ main_market: { status: number } }>(URL, {
      type: 'resume',
      matchId: prematchId,
    });
    expect(resumed.body.main_market.status).toBe(1);
    const moved = await t.post<{ main_market: { outcomes: { odds: number }[] } }>(URL, {
      type: 'odds',
      matchId: prematchId,
      factor: 1.2,
    });
    expect(moved.status).toBe(200);
    const oldOdds = before.body.main_market.outcomes.map((o) => o.odds);
    const newOdds = moved.body.main_market.outcomes.map((o) => o.odds);
    newOdds.forEach((o, i) => {
      expect(o).toBe(Math.min(501_000, Math.round((oldOdds[i] ?? 0) * 1.2)));
    });
    expect(t.publisher.on(`public:en:match:${prematchId}`, 'markets_changed').length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('closes a market type (status 0, dropped from the match) and reopens it, publishing both', async () => {
    type M = { main_market: { id: number; status: number } | null; sport: { main_market_id: number } };
    const before = await t.get<M>(`/matches/${prematchId}`);
    const type = before.body.sport.main_market_id;
    const closed = await t.post<M>(URL, { type: 'close', matchId: prematchId });
    expect(closed.status).toBe(200);
    expect(closed.body.main_market).toBeNull();
    const markets = await t.get<{ data: { id: number }[] }>(`/matches/${prematchId}/markets`);
    expect(markets.body.data.some((m) => m.id === type)).toBe(false);
    const published = t.publisher.on(`public:en:match:${prematchId}`, 'markets_changed').at(-1) as {
      message: { markets: { id: number; status: number }[] };
    };
    expect(published.message.markets.filter((m) => m.id === type).every((m) => m.status === 0)).toBe(true);
    const twice = await t.post<{ code: string }>(URL, { type: 'close', matchId: prematchId });
    expect(twice.status).toBe(409);
    const reopened = await t.post<M>(URL, { type: 'reopen', matchId: prematchId });
    expect(reopened.body.main_market?.status).toBe(1);
    expect(reopened.body.main_market?.id).toBe(type);
  });

  it('keeps a closed market type closed in play until it is reopened at fresh prices', async () => {
    const list = await t.get<MatchesResponse>('/matches?sport_key=soccer&match_status=0&limit=5');
    const id = list.body.data[1]?.id ?? 0;
    await t.post(URL, { type: 'start', matchId: id });
    const closed = await t.post<{ main_market: unknown }>(URL, { type: 'close', matchId: id });
    expect(closed.body.main_market).toBeNull();
    await t.post(URL, { type: 'goal', matchId: id, team: 'away' });
    const afterGoal = await t.get<{ main_market: unknown }>(`/matches/${id}`);
    expect(afterGoal.body.main_market).toBeNull();
    const reopened = await t.post<{ main_market: { status: number } | null }>(URL, {
      type: 'reopen',
      matchId: id,
    });
    expect(reopened.body.main_market?.status).toBe(1);
  });

  it('makes the embedded push hub forget its history', async () => {
    const hub = t.app.pushHub;
    if (!hub) throw new Error('the test app runs the embedded hub');
    const { epoch } = hub.publish('public:en', { n: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/push/forget-history' });
    expect(res.statusCode).toBe(204);
    expect(hub.publish('public:en', { n: 2 }).epoch).not.toBe(epoch);
  });

  it('starts, scores, finishes and settles through the feed', async () => {
    const started = await t.post<{ status: number }>(URL, { type: 'start', matchId: prematchId });
    expect(started.body.status).toBe(1);
    const again = await t.post<{ code: string }>(URL, { type: 'start', matchId: prematchId });
    expect(again.status).toBe(409);
    const goal = await t.post<{ statistics: { total_score: { home: number } } }>(URL, {
      type: 'goal',
      matchId: prematchId,
      team: 'home',
    });
    expect(goal.body.statistics.total_score.home).toBe(1);
    const settled = await t.post<{ status: number; main_market: { status: number } }>(URL, {
      type: 'settle',
      matchId: prematchId,
    });
    expect(settled.status).toBe(200);
    expect(settled.body.status).toBe(4);
    expect(settled.body.main_market.status).toBe(-3);
  });
});
