import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { assertCanBet } from '../../src/modules/limits/money.ts';
import { applyChange } from '../../src/modules/wallet/service.ts';
import {
  type Agent,
  createPlatformApp,
  DAY,
  HOUR,
  MINUTE,
  type PlatformTestApp,
} from '../platform/helpers.ts';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp();
});
afterAll(async () => t?.close());

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

async function betError(id: number, stake: number, currency = 'EUR'): Promise<string | null> {
  try {
    await assertCanBet(t.database.db, id, stake, currency, t.clock.now());
    return null;
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

async function credit(email: string, amount: number) {
  await t.app.inject({
    method: 'POST',
    url: '/api/dev/wallet/credit',
    payload: { email, currency: 'EUR', amount },
  });
}

describe('limit lifecycle', () => {
  let a: Agent;
  let id: number;
  beforeAll(async () => {
    a = await t.player('limits@x.test');
    id = await userId('limits@x.test');
    await credit('limits@x.test', 100_000);
  });

  it('validates limit bodies by type', async () => {
    expect((await a.post('/user_limits', { type: 'loss', value: 100 })).body.details[0].path).toBe(
      'currency',
    );
    expect(
      (await a.post('/user_limits', { type: 'loss', value: 100, currency: 'EUR' })).body.details[0].path,
    ).toBe('period');
    expect((await a.post('/user_limits', { type: 'session' })).body.details[0].path).toBe('value');
    expect((await a.post('/user_limits', { type: 'coolingoff' })).body.details[0].path).toBe('days');
    expect((await a.post('/user_limits', { type: 'nope', value: 1 })).status).toBe(400);
  });

  it('a first limit applies at once; stricter at once; looser after the cooling period', async () => {
    const first = await a.post('/user_limits', {
      type: 'wager',
      value: 10_000,
      currency: 'EUR',
      period: 'day',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      applies_now: true,
      limit: { status: 'active', value: 10_000, period: 'day' },
    });
    expect(await betError(id, 10_001)).toBe('wager_limit_exceeded');
    expect(await betError(id, 10_000)).toBeNull();

    const stricter = await a.patch(`/user_limits/${first.body.limit.id}`, { value: 5_000 });
    expect(stricter.body).toMatchObject({ applies_now: true, limit: { status: 'active', value: 5_000 } });
    expect(await betError(id, 6_000)).toBe('wager_limit_exceeded');
    let list = (await a.get('/user_limits')).body.data;
    expect(list).toHaveLength(1);

    const looser = await a.patch(`/user_limits/${stricter.body.limit.id}`, { value: 20_000 });
    expect(looser.body).toMatchObject({
      applies_now: false,
      limit: { status: 'unconfirmed', value: 20_000 },
    });
    expect(looser.body.limit.confirm_until).toBe(new Date(t.clock.now().getTime() + 24 * HOUR).toISOString());
    list = (await a.get('/user_limits')).body.data;
    expect(list.map((l: { status: string; value: number }) => [l.status, l.value])).toEqual([
      ['unconfirmed', 20_000],
      ['active', 5_000],
    ]);
    expect(await betError(id, 6_000)).toBe('wager_limit_exceeded');

    t.clock.advance(24 * HOUR + MINUTE);
    expect(await betError(id, 6_000)).toBeNull();
    list = (await a.get('/user_limits')).body.data;
    expect(list.map((l: { status: string; value: number }) => [l.status, l.value])).toEqual([
      ['confirmed', 20_000],
    ]);
  });

  it('removal keeps the limit in force until disable_at (unconfirmed_disabled / confirmed_disabled)', async () => {
    const [wager] = (await a.get('/user_limits')).body.data;
    const removed = await a.delete(`/user_limits/${wager.id}`);
    expect(removed.body).toMatchObject({ applies_now: false, limit: { status: 'confirmed_disabled' } });
    expect(removed.body.limit.disable_at).not.toBeNull();
    expect(await betError(id, 20_001)).toBe('wager_limit_exceeded');
    expect((await a.delete(`/user_limits/${wager.id}`)).body.code).toBe('limit_not_changeable');
    expect((await a.patch(`/user_limits/${wager.id}`, { value: 1 })).body.code).toBe('limit_not_changeable');
    t.clock.advance(24 * HOUR + MINUTE);
    expect(await betError(id, 20_001)).toBeNull();
    expect((await a.get('/user_limits')).body.data).toEqual([]);

    const bet = await a.post('/user_limits', { type: 'bet', value: 1_000, currency: 'EUR' });
    expect(await betError(id, 1_001)).toBe('bet_limit_exceeded');
    expect(await betError(id, 1_001, 'USD')).toBeNull();
    const removeActive = await a.delete(`/user_limits/${bet.body.limit.id}`);
    expect(removeActive.body.limit.status).toBe('unconfirmed_disabled');
    t.clock.advance(25 * HOUR);
    expect(await betError(id, 1_001)).toBeNull();
  });

  it('withdrawing a pending loosening is immediate', async () => {
    const created = await a.post('/user_limits', { type: 'bet', value: 500, currency: 'EUR' });
    const looser = await a.patch(`/user_limits/${created.body.limit.id}`, { value: 900 });
    const withdrawn = await a.delete(`/user_limits/${looser.body.limit.id}`);
    expect(withdrawn.body).toMatchObject({ applies_now: true, limit: { status: 'disabled' } });
    const list = (await a.get('/user_limits')).body.data;
    expect(list.map((l: { status: string; value: number }) => [l.status, l.value])).toEqual([
      ['active', 500],
    ]);
    await a.delete(`/user_limits/${created.body.limit.id}`);
    t.clock.advance(25 * HOUR);
  });

  it('a loss limit counts stakes minus wins of its period', async () => {
    await a.post('/user_limits', { type: 'loss', value: 3_000, currency: 'EUR', period: 'day' });
    const at = t.clock.now();
    await applyChange(
      t.database.db,
      { userId: id, currency: 'EUR' },
      { delta: -2_000, kind: 'bet_stake', at },
    );
    expect(await betError(id, 1_001)).toBe('loss_limit_exceeded');
    await applyChange(t.database.db, { userId: id, currency: 'EUR' }, { delta: 1_500, kind: 'payout', at });
    expect(await betError(id, 2_500)).toBeNull();
    expect(await betError(id, 2_501)).toBe('loss_limit_exceeded');
    t.clock.advance(DAY + MINUTE);
    expect(await betError(id, 3_000)).toBeNull();
  });
});

describe('session limits, reality check and activity', () => {
  it('a session limit ends the session: 401 session_limit_reached (403 on the reality check)', async () => {
    const a = await t.player('session@x.test');
    expect((await a.post('/user_limits', { type: 'session', value: 30 })).status).toBe(201);
    t.clock.advance(29 * MINUTE);
    expect((await a.get('/player')).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    const ended = await a.get('/player');
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('session_limit_reached');
    expect((await a.get('/player/accounts')).body.code).toBe('session_limit_reached');
    const info = await a.get('/player/reality_check');
    expect(info.status).toBe(403);
    expect(info.body.code).toBe('session_limit_reached');

    // a new session starts a new count; the reality check notices first
    await a.signIn('session@x.test', 'secret-pass-1');
    t.clock.advance(31 * MINUTE);
    const first = await a.get('/player/reality_check');
    expect(first.status).toBe(403);
    expect(first.body.code).toBe('session_limit_reached');
  });

  it('a sportsbook-session limit counts from POST /sportsbook_sessions', async () => {
    const a = await t.player('sbsession@x.test');
    await a.post('/user_limits', { type: 'sportsbook_session', value: 10 });
    t.clock.advance(20 * MINUTE);
    expect((await a.get('/player')).status).toBe(200);
    const started = await a.post('/sportsbook_sessions');
    expect(started.status).toBe(201);
    expect(started.body.started_at).toBe(t.clock.now().toISOString());
    expect(started.body.session_ends_at).toBe(new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString());
    const again = await a.post('/sportsbook_sessions');
    expect(again.body.started_at).toBe(started.body.started_at);
    t.clock.advance(10 * MINUTE);
    expect((await a.get('/player')).body.code).toBe('session_limit_reached');
  });

  it('reality check: 400 without one, then period, stats, due and continue', async () => {
    const a = await t.player('reality@x.test');
    const none = await a.get('/player/reality_check');
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('reality_check_not_set');
    await a.post('/user_limits', { type: 'reality_check', value: 15 });
    await a.post('/sportsbook_sessions');
    const from = t.clock.now().toISOString();
    const uid = await userId('reality@x.test');
    await credit('reality@x.test', 10_000);
    await applyChange(
      t.database.db,
      { userId: uid, currency: 'EUR' },
      { delta: -700, kind: 'bet_stake', at: t.clock.now() },
    );
    await applyChange(
      t.database.db,
      { userId: uid, currency: 'EUR' },
      { delta: 300, kind: 'payout', at: t.clock.now() },
    );
    const early = await a.get('/player/reality_check');
    expect(early.body).toMatchObject({
      period: 15,
      currency: 'EUR',
      bets_sum: 700,
      wins_sum: 300,
      from,
      due: false,
    });
    t.clock.advance(16 * MINUTE);
    const due = await a.get('/player/reality_check');
    expect(due.body).toMatchObject({ due: true, to: t.clock.now().toISOString() });
    const cont = await a.post('/sportsbook_sessions/continue');
    expect(cont.status).toBe(200);
    expect(cont.body.continued_at).toBe(t.clock.now().toISOString());
    expect((await a.get('/player/reality_check')).body).toMatchObject({ due: false, from, bets_sum: 700 });
  });

  it('activity limit: tracked minutes end the session and refuse sign-in until the next day', async () => {
    const a = await t.player('activity@x.test');
    const none = await a.post('/player/activity_limit_track');
    expect(none.body).toMatchObject({ used_seconds: 60, limit_seconds: null });
    await a.post('/user_limits', { type: 'activity', value: 3, period: 'day' });
    t.clock.advance(60_000);
    expect((await a.post('/player/activity_limit_track')).body).toMatchObject({
      used_seconds: 120,
      limit_seconds: 180,
    });
    // a second tab calling at once counts nothing
    expect((await a.post('/player/activity_limit_track')).body.used_seconds).toBe(120);
    t.clock.advance(60_000);
    const reached = await a.post('/player/activity_limit_track');
    expect(reached.status).toBe(401);
    expect(reached.body.code).toBe('activity_limit_reached');
    expect((await a.get('/player')).body.code).toBe('activity_limit_reached');
    const refused = await a.signIn('activity@x.test', 'secret-pass-1');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('activity_limit_reached');
    t.clock.advance(DAY);
    expect((await a.signIn('activity@x.test', 'secret-pass-1')).status).toBe(200);
  });
});

describe('self-exclusion and cooling-off', () => {
  it('cooling-off ends the session, refuses sign-in and bets, cannot be lifted, then ends', async () => {
    const a = await t.player('cool@x.test');
    const id = await userId('cool@x.test');
    const other = t.agent();
    await other.signIn('cool@x.test', 'secret-pass-1');
    const res = await a.post('/user_limits', { type: 'coolingoff', days: 2 });
    expect(res.status).toBe(201);
    expect(res.body.limit).toMatchObject({ type: 'coolingoff', status: 'active' });
    expect((await a.get('/player')).status).toBe(401);
    expect((await other.get('/player')).status).toBe(401);
    const refused = await a.signIn('cool@x.test', 'secret-pass-1');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('cooling_off');
    expect(await betError(id, 1)).toBe('cooling_off');
    t.clock.advance(2 * DAY + MINUTE);
    expect((await a.signIn('cool@x.test', 'secret-pass-1')).status).toBe(200);
    expect(await betError(id, 1)).toBeNull();
  });

  it('self-exclusion refuses sign-in; an exclusion cannot be shortened or removed', async () => {
    const a = await t.player('self@x.test');
    const id = await userId('self@x.test');
    const limit = await a.post('/user_limits', { type: 'coolingoff', days: 10 });
    // the session is gone; open a bearer one to try lifting it (sign-in is refused now)
    const bearer = t.agent();
    expect((await bearer.signIn('self@x.test', 'secret-pass-1', { bearer: true })).body.code).toBe(
      'cooling_off',
    );
    const { LimitsService } = await import('../../src/modules/limits/service.ts');
    const service = new LimitsService(t.database.db, { now: t.clock.now, coolingMs: DAY });
    await expect(service.remove(id, limit.body.limit.id)).rejects.toMatchObject({ code: 'limit_locked' });
    await expect(service.update(id, limit.body.limit.id, { value: 1 })).rejects.toMatchObject({
      code: 'limit_locked',
    });
    await expect(service.create(id, { type: 'coolingoff', days: 1 })).rejects.toMatchObject({
      code: 'limit_locked',
    });
    await service.create(id, { type: 'selfexclusion' });
    const refused = await a.signIn('self@x.test', 'secret-pass-1');
    expect(refused.body.code).toBe('self_excluded');
    expect(refused.body.details).toEqual([{ path: 'ends_at', message: 'permanent' }]);
    expect(await betError(id, 1)).toBe('self_excluded');
    t.clock.advance(400 * DAY);
    expect((await a.signIn('self@x.test', 'secret-pass-1')).body.code).toBe('self_excluded');
  });
});
