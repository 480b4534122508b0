import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, providerLaunches, providerRounds, users } from '../../src/db/schema.ts';
import { ledgerSum } from '../../src/modules/wallet/service.ts';
import { DEFAULT_SITE_CONFIG, loadSiteConfig } from '../../src/site-config.ts';
import { spyOnPush } from '../helpers/push-spy.ts';
import { type Agent, createPlatformApp, MINUTE, type PlatformTestApp } from '../platform/helpers.ts';

// Racing, lotteries and premium cricket (issue 16): launched through the virtual wallet service, the
// demo's emulated provider takes stakes from the same wallet and pays wins back, each a ledger row.

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformApp(
    {
      site: {
        ...DEFAULT_SITE_CONFIG,
        additionalProviders: {
          horse_racing: { enabled: true },
          lotto: { enabled: false },
          premium_cricket: { enabled: true },
        },
      },
    },
    undefined,
    // Visitors' GET /settings is cached as in production (the dev switch must drop it).
    { catalogueCacheMs: 60_000 },
  );
});
afterAll(async () => t?.close());

const P = '/api/providers';
type Provider = 'horse_racing' | 'lotto' | 'premium_cricket';
let players = 0;

/** A fresh signed-in player holding `balance` EUR subunits. */
async function player(balance: number): Promise<{ agent: Agent; userId: number; email: string }> {
  const email = `provider-${++players}@sportsbook.test`;
  const agent = await t.player(email);
  if (balance > 0) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/wallet/credit',
      payload: { email, currency: 'EUR', amount: balance },
    });
    expect(res.statusCode).toBe(200);
  }
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { agent, userId: user?.id ?? 0, email };
}

async function launch(agent: Agent, provider: Provider = 'horse_racing') {
  return agent.post(`/api/wallet/${provider}/launch`);
}

function tokenOf(url: string): string {
  return new URL(url, 'http://site.test').searchParams.get('token') ?? '';
}

async function openSession(agent: Agent, provider: Provider = 'horse_racing'): Promise<string> {
  const launched = await launch(agent, provider);
  expect(launched.status).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `${P}/${provider}/sessions`,
    payload: { token: tokenOf(launched.body.url) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().session;
}

function stake(session: string, body: Record<string, unknown>, provider: Provider = 'horse_racing') {
  return t.app.inject({
    method: 'POST',
    url: `${P}/${provider}/stakes`,
    headers: { authorization: `Bearer ${session}` },
    payload: body,
  });
}

/** 50 stakes of 1.00 on selection 1 sent at once, each with its own transaction id. */
function burstOfStakes(session: string, prefix: string) {
  return Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      stake(session, {
        transaction_id: `${prefix}-${String(i).padStart(4, '0')}`,
        selection: '1',
        stake: 100,
      }),
    ),
  );
}

function settle(session: string, roundId: string, provider: Provider = 'horse_racing') {
  return t.app.inject({
    method: 'POST',
    url: `${P}/${provider}/rounds/${roundId}/settle`,
    headers: { authorization: `Bearer ${session}` },
  });
}

async function forceResult(provider: Provider, selection: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/providers/result',
    payload: { provider, selection },
  });
  expect(res.statusCode).toBe(200);
}

async function account(userId: number) {
  const [row] = await t.database.db
    .select({ id: accounts.id, balance: accounts.balanceSubunits })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, 'EUR')));
  if (!row) throw new Error('no account');
  expect(await ledgerSum(t.database.db, row.id)).toBe(row.balance);
  return row;
}

async function ledgerOf(accountId: number, refPrefix: string) {
  return t.database.db
    .select({
      delta: ledgerEntries.delta,
      kind: ledgerEntries.kind,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), like(ledgerEntries.ref, `${refPrefix}%`)))
    .orderBy(ledgerEntries.id);
}

describe('launch (POST /api/wallet/{provider}/launch)', () => {
  it('gives a signed-in player a launch URL with a one-time token, stored only hashed', async () => {
    const { agent, userId } = await player(0);
    const res = await launch(agent);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/providers\/horse_racing\/play\?token=[A-Za-z0-9_-]{40,}$/);
    const rows = await t.database.db
      .select()
      .from(providerLaunches)
      .where(eq(providerLaunches.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(tokenOf(res.body.url));
    const page = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Racecard');
  });

  it('refuses a visitor (401) and a provider switched off (403 provider_disabled)', async () => {
    const visitor = await t.agent().post('/api/wallet/horse_racing/launch');
    expect(visitor.status).toBe(401);
    const { agent } = await player(0);
    const off = await launch(agent, 'lotto');
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('provider_disabled');
    expect((await agent.post('/api/wallet/casino/launch')).status).toBe(400);
    const settings = await t.agent().get('/api/sportsbook/v2/settings');
    expect(settings.body.additional_providers).toEqual({
      horse_racing: { enabled: true },
      lotto: { enabled: false },
      premium_cricket: { enabled: true },
    });
  });

  it('redeems a token once under 50 concurrent redemptions, and never after it expired', async () => {
    const { agent } = await player(0);
    const token = tokenOf((await launch(agent)).body.url);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: `${P}/horse_racing/sessions`, payload: { token } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 401)).toHaveLength(49);
    expect(answers.find((a) => a.statusCode === 401)?.json().code).toBe('launch_token_invalid');

    const late = tokenOf((await launch(agent)).body.url);
    t.clock.advance(5 * MINUTE + 1_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: `${P}/horse_racing/sessions`,
      payload: { token: late },
    });
    expect(expired.statusCode).toBe(401);
    // A racing token does not open another product.
    const other = tokenOf((await launch(agent)).body.url);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${P}/premium_cricket/sessions`,
      payload: { token: other },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('stakes and settlement through the wallet', () => {
  it('debits the stake and credits the win, each a ledger row, pushing balance_changed', async () => {
    const { agent, userId } = await player(10_000);
    const session = await openSession(agent);
    const spy = spyOnPush(t.app);
    const placed = await stake(session, { transaction_id: 'race-tx-0001', selection: '1', stake: 250 });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ status: 'open', stake: 250, odds: 2_500, balance: 9_750 });
    expect((await account(userId)).balance).toBe(9_750);
    await forceResult('horse_racing', '1');
    const won = await settle(session, placed.json().round_id);
    expect(won.json()).toMatchObject({ status: 'won', result: '1', payout: 625, balance: 10_375 });
    const again = await settle(session, placed.json().round_id);
    expect(again.json()).toMatchObject({ status: 'won', payout: 625, balance: 10_375 });
    const { id, balance } = await account(userId);
    expect(balance).toBe(10_375);
    expect(await ledgerOf(id, 'horse_racing:')).toEqual([
      { delta: -250, kind: 'bet_stake', balanceAfter: 9_750 },
      { delta: 625, kind: 'payout', balanceAfter: 10_375 },
    ]);
    const pushed = spy.mock.calls
      .filter(([channel, pub]) => channel === `$private:en:${userId}` && pub.event_name === 'balance_changed')
      .map(([, pub]) => pub.message);
    spy.mockRestore();
    expect(pushed).toEqual([
      { currency: 'EUR', balance: 9_750, delta: -250, kind: 'bet_stake' },
      { currency: 'EUR', balance: 10_375, delta: 625, kind: 'payout' },
    ]);
  });

  it('pays nothing on a lost round; premium cricket rounds carry bet category premium_cricket', async () => {
    const { agent, userId } = await player(1_000);
    const session = await openSession(agent, 'premium_cricket');
    const placed = await stake(
      session,
      { transaction_id: 'cricket-tx-1', selection: 'home', stake: 400 },
      'premium_cricket',
    );
    expect(placed.statusCode).toBe(200);
    await forceResult('premium_cricket', 'away');
    const lost = await settle(session, placed.json().round_id, 'premium_cricket');
    expect(lost.json()).toMatchObject({ status: 'lost', result: 'away', payout: 0, balance: 600 });
    const [round] = await t.database.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.userId, userId));
    expect(round?.category).toBe('premium_cricket');
    expect((await ledgerOf((await account(userId)).id, 'premium_cricket:')).map((r) => r.delta)).toEqual([
      -400,
    ]);
    // The racing session cannot stake at premium cricket, nor settle another player's round.
    const other = await player(1_000);
    const racing = await openSession(other.agent);
    expect(
      (await stake(racing, { transaction_id: 'cross-tx-1', selection: 'home', stake: 1 }, 'premium_cricket'))
        .statusCode,
    ).toBe(401);
    const otherCricket = await openSession(other.agent, 'premium_cricket');
    expect((await settle(otherCricket, placed.json().round_id, 'premium_cricket')).statusCode).toBe(404);
  });

  it('debits once for 50 concurrent identical stakes (same transaction id)', async () => {
    const { agent, userId } = await player(5_000);
    const session = await openSession(agent);
    const body = { transaction_id: 'burst-tx-0001', selection: '2', stake: 300 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => stake(session, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().round_id)).size).toBe(1);
    const { id, balance } = await account(userId);
    expect(balance).toBe(4_700);
    expect(await ledgerOf(id, 'horse_racing:')).toHaveLength(1);
    const conflict = await stake(session, { ...body, stake: 301 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('provider_transaction_conflict');
  });

  it('refuses a stake above the balance (409 insufficient_funds), never going below zero under a burst', async () => {
    const { agent, userId } = await player(1_000);
    const session = await openSession(agent);
    const tooMuch = await stake(session, { transaction_id: 'big-tx-0001', selection: '1', stake: 1_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('insufficient_funds');
    expect((await account(userId)).balance).toBe(1_000);
    const answers = await burstOfStakes(session, 'many-tx');
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const { id, balance } = await account(userId);
    expect(balance).toBe(0);
    expect(await ledgerOf(id, 'horse_racing:')).toHaveLength(10);
    const rounds = await t.database.db.select().from(providerRounds).where(eq(providerRounds.userId, userId));
    expect(rounds).toHaveLength(10);
  });

  it('holds a wager limit under a burst of 50 stakes, and still answers a replay of an accepted one', async () => {
    const { agent, userId } = await player(5_000);
    expect(
      (await agent.post('/user_limits', { type: 'wager', value: 1_000, currency: 'EUR', period: 'day' }))
        .status,
    ).toBe(201);
    const session = await openSession(agent);
    const first = { transaction_id: 'limit-tx-first', selection: '1', stake: 600 };
    expect((await stake(session, first)).statusCode).toBe(200);
    const answers = await burstOfStakes(session, 'limit-tx');
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 403)).toHaveLength(46);
    const refused = answers.find((a) => a.statusCode === 403)?.json();
    expect(refused).toMatchObject({ code: 'limit_exceeded' });
    expect(refused.details).toEqual(
      expect.arrayContaining([
        { path: 'limit', message: 'wager_limit_exceeded' },
        { path: 'amount_left', message: '0' },
      ]),
    );
    expect(refused.message).toContain('0.00 EUR');
    const { id, balance } = await account(userId);
    expect(balance).toBe(4_000);
    expect(await ledgerOf(id, 'horse_racing:')).toHaveLength(5);
    // A repeat of an accepted stake is its first answer, not a new stake the limit refuses.
    const replay = await stake(session, first);
    expect(replay.statusCode).toBe(200);
    expect((await account(userId)).balance).toBe(4_000);
    // A refused transaction id wrote nothing: it may be used again once the limit allows it.
    const rounds = await t.database.db.select().from(providerRounds).where(eq(providerRounds.userId, userId));
    expect(rounds).toHaveLength(5);
  });

  it('refuses a stake once the player is cooling off, though the provider session was opened before', async () => {
    const { agent, userId } = await player(2_000);
    const session = await openSession(agent);
    expect((await agent.post('/user_limits', { type: 'coolingoff', days: 1 })).status).toBe(201);
    const res = await stake(session, { transaction_id: 'cool-tx-0001', selection: '1', stake: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'limit_exceeded',
      details: [{ path: 'limit', message: 'cooling_off' }],
    });
    expect((await account(userId)).balance).toBe(2_000);
  });

  it('refuses calls without a valid provider session', async () => {
    const res = await stake('not-a-session', { transaction_id: 'nosession-1', selection: '1', stake: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('provider_session_invalid');
  });
});

describe('switches', () => {
  it('ADDITIONAL_PROVIDERS lists the providers that are on', () => {
    expect(loadSiteConfig({ ADDITIONAL_PROVIDERS: 'lotto, premium_cricket' }).additionalProviders).toEqual({
      horse_racing: { enabled: false },
      lotto: { enabled: true },
      premium_cricket: { enabled: true },
    });
    expect(loadSiteConfig({}).additionalProviders.horse_racing.enabled).toBe(true);
  });

  it('the dev switch turns the lottery on: a number drawn pays 9x through the ledger; off again, no launch', async () => {
    const { agent, userId } = await player(1_000);
    // A visitor's settings: the cached public answer.
    const settings = () => t.agent().get('/api/sportsbook/v2/settings');
    const switchLotto = (enabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dev/providers/switch',
        payload: { provider: 'lotto', enabled },
      });
    expect((await launch(agent, 'lotto')).status).toBe(403);
    expect((await settings()).body.additional_providers.lotto).toEqual({ enabled: false });
    expect((await switchLotto(true)).statusCode).toBe(200);
    try {
      expect((await settings()).body.additional_providers.lotto).toEqual({ enabled: true });
      const session = await openSession(agent, 'lotto');
      const placed = await stake(
        session,
        { transaction_id: 'lotto-tx-1', selection: '7', stake: 100 },
        'lotto',
      );
      expect(placed.json()).toMatchObject({ status: 'open', stake: 100, odds: 9_000, balance: 900 });
      await forceResult('lotto', '7');
      const drawn = await settle(session, placed.json().round_id, 'lotto');
      expect(drawn.json()).toMatchObject({ status: 'won', result: '7', payout: 900, balance: 1_800 });
      const { id } = await account(userId);
      expect(await ledgerOf(id, 'lotto:')).toEqual([
        { delta: -100, kind: 'bet_stake', balanceAfter: 900 },
        { delta: 900, kind: 'payout', balanceAfter: 1_800 },
      ]);
    } finally {
      expect((await switchLotto(false)).statusCode).toBe(200);
    }
    expect((await settings()).body.additional_providers.lotto).toEqual({ enabled: false });
    expect((await launch(agent, 'lotto')).status).toBe(403);
  });

  it('production has no emulated provider: every provider is off and launches are refused', async () => {
    const prod = await createPlatformApp({ nodeEnv: 'production', devTools: false });
    try {
      const settings = await prod.agent().get('/api/sportsbook/v2/settings');
      expect(settings.body.additional_providers.horse_racing).toEqual({ enabled: false });
      const res = await prod.app.inject({ method: 'GET', url: '/api/providers/horse_racing/play' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
