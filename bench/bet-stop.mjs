import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { median, postgresAdminUrl, report, startApi } from './lib.mjs';

const NAME = 'bet-stop';
const PORT = Number(process.env.BENCH_BET_STOP_PORT ?? 4140);
const EVENTS = Number(process.env.BENCH_BET_STOP_EVENTS ?? 6);
const CLIENTS = Number(process.env.BENCH_BET_STOP_CLIENTS ?? 200);
const PLAYERS = 20;
const LOAD_BEFORE_MS = 1500;
const LOAD_AFTER_MS = 1000;
const STOP_TIMEOUT_MS = 30_000;

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

async function withPostgres(fn) {
  const { url: admin, reason } = postgresAdminUrl();
  if (!admin) return console.log(`PostgreSQL: skipped (${reason})`);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch (err) {
    return console.log(`PostgreSQL: skipped (cannot connect: ${err.message})`);
  }
  const name = `sportsbook_betstop_${process.pid}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await client.end();
  }
}

/** Players with bearer tokens and money. */
async function players(api) {
  const post = async (p, body, headers = {}) => {
    const res = await fetch(`${api}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const out = [];
  for (let i = 0; i < PLAYERS; i++) {
    const email = `stop-${i}@example.test`;
    const password = 'bench-password-1';
    const up = await post('/api/platform/users', { email, password, currency: 'EUR' });
    if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
    const mail = await (await fetch(`${api}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    const ok = await fetch(
      `${api}/api/platform/users/confirmation?confirmation_token=${mail.data[0]?.token}`,
    );
    if (ok.status !== 200) throw new Error(`confirmation: ${ok.status}`);
    const signIn = await post('/api/platform/users/sign_in', { email, password, bearer: true });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
    const credit = await post('/api/dev/wallet/credit', { email, currency: 'EUR', amount: 100_000_000_000 });
    if (credit.status !== 200) throw new Error(`credit: ${credit.status}`);
    out.push(signIn.body.token);
  }
  return { tokens: out, post };
}

/** A push connection (Centrifugo JSON protocol) that reports suspensions per match channel. */
async function pushClient(api) {
  const { token } = await (
    await fetch(`${api}/api/sportsbook/v2/websocket/token`, { method: 'POST' })
  ).json();
  const ws = new WebSocket(`${api.replace('http', 'ws')}/connection/websocket`, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const waiters = new Map();
  let nextId = 1;
  ws.on('message', (buf) => {
    for (const line of buf.toString().split('\n').filter(Boolean)) {
      const frame = JSON.parse(line);
      // The hub pings with `{}` and closes connections that do not answer.
      if (Object.keys(frame).length === 0) ws.send('{}');
      if (frame.id && waiters.has(`reply:${frame.id}`)) waiters.get(`reply:${frame.id}`)();
      const pub = frame.push?.pub?.data;
      if (pub?.event_name !== 'markets_changed') continue;
      if (!pub.message.markets.some((m) => m.status === -1)) continue;
      waiters.get(`stop:${frame.push.channel}`)?.(performance.now());
    }
  });
  const call = (body) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error(`push: no reply to ${JSON.stringify(body)}`)), 10_000);
      waiters.set(`reply:${id}`, () => {
        clearTimeout(timer);
        resolve();
      });
      ws.send(JSON.stringify({ id, ...body }));
    });
  ws.on('close', (code) => console.log(`push connection closed (${code})`));
  await call({ connect: { token, name: 'bench' } });
  return {
    async subscribe(channel) {
      await call({ subscribe: { channel } });
    },
    /** Resolves with the time the next suspension on `channel` arrives. */
    nextStop(channel) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no suspension on ${channel}`)), STOP_TIMEOUT_MS);
        waiters.set(`stop:${channel}`, (at) => {
          clearTimeout(timer);
          waiters.delete(`stop:${channel}`);
          resolve(at);
        });
      });
    },
    close: () => ws.terminate(),
  };
}

/** Starts a prematch match and returns an open selection of it at its current price. */
async function liveSelection(api, post, matchId) {
  const started = await post('/api/dev/feed/events', { type: 'start', matchId });
  if (started.status !== 200) return null;
  const { data } = await (await fetch(`${api}/api/sportsbook/v2/matches/${matchId}/markets`)).json();
  for (const m of data) {
    const o = m.outcomes.find((x) => x.active && x.odds > 1100);
    if (m.status === 1 && o && m.outcomes.every((x) => x.active)) {
      return {
        match_id: matchId,
        market_id: m.id,
        specifier: m.specifier,
        outcome_id: String(o.id),
        odds: o.odds,
      };
    }
  }
  return null;
}

/** CLIENTS loops placing 1.00 EUR singles on `selection` until stopped; every outcome with its send time. */
function placementLoad(api, tokens, selection, clients) {
  let running = true;
  const records = [];
  const body = JSON.stringify({
    bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [selection] }],
    meta: { device_id: 'bench', quick: false, type: 'regular' },
  });
  const loop = async (i) => {
    while (running) {
      const sent = performance.now();
      try {
        const res = await fetch(`${api}/api/sportsbook/v3/bets`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
            'idempotency-key': crypto.randomUUID(),
          },
          body,
        });
        await res.arrayBuffer();
        records.push({ sent, status: res.status });
      } catch {
        records.push({ sent, status: 0 });
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, i) => loop(i));
  return {
    records,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** One case: EVENTS goals, each on a match just started, with `clients` placement loops on it. */
async function runCase(api, ctx, matches, clients) {
  const latencies = [];
  let acceptedAfterEvent = 0;
  let acceptedAfterPublished = 0;
  let placed = 0;
  let fivexx = 0;
  for (let n = 0; n < EVENTS; ) {
    const matchId = matches.shift();
    if (matchId === undefined) throw new Error('ran out of prematch matches');
    const selection = await liveSelection(api, ctx.post, matchId);
    if (!selection) continue;
    n++;
    const channel = `public:en:match:${matchId}`;
    await ctx.push.subscribe(channel);
    const load = placementLoad(api, ctx.tokens, selection, clients);
    await sleep(clients > 0 ? LOAD_BEFORE_MS : 200);
    const stopped = ctx.push.nextStop(channel);
    const sent = performance.now();
    const goal = ctx.post('/api/dev/feed/events', { type: 'goal', matchId, team: 'home' });
    // A goal on a match the simulated feed had just stopped (its own goal, an incident) changes no
    // market: such a round is left out.
    const published = await Promise.race([
      stopped,
      // The answer comes after the publication; a late frame still gets 2 s.
      goal.then((r) => (r.status === 200 ? Promise.race([stopped, sleep(2000).then(() => null)]) : null)),
    ]).catch(() => null);
    await sleep(clients > 0 ? LOAD_AFTER_MS : 0);
    await load.stop();
    await goal;
    if (published === null) {
      console.log(`match ${matchId}: the goal suspended nothing (already stopped); round left out`);
      n--;
      continue;
    }
    latencies.push(published - sent);
    for (const r of load.records) {
      if (r.status === 200) placed++;
      if (r.status >= 500 || r.status === 0) fivexx++;
      if (r.status === 200 && r.sent > sent) acceptedAfterEvent++;
      if (r.status === 200 && r.sent > published) acceptedAfterPublished++;
    }
  }
  return { latencies, acceptedAfterEvent, acceptedAfterPublished, placed, fivexx };
}

async function bench(label, extraEnv) {
  const api = await startApi(PORT, {
    FEED_ENABLED: '1',
    DEV_TOOLS: '1',
    ...extraEnv,
  });
  console.log(`${label}: API on ${api.url}`);
  try {
    const { tokens, post } = await players(api.url);
    const push = await pushClient(api.url);
    const list = await (
      await fetch(`${api.url}/api/sportsbook/v2/matches?match_status=prematch&bettable=true&limit=100`)
    ).json();
    const matches = list.data.map((m) => m.id);
    const ctx = { tokens, post, push };
    const idle = await runCase(api.url, ctx, matches, 0);
    const loaded = await runCase(api.url, ctx, matches, CLIENTS);
    push.close();
    const ms = (x) => `${x.toFixed(0)} ms`;
    const p = (c) => ({ p50: median(c.latencies), p99: pct(c.latencies, 0.99) });
    const [i, l] = [p(idle), p(loaded)];
    console.log(
      `${label}: event-to-suspension with no load p50 ${ms(i.p50)} p99 ${ms(i.p99)}; under ${CLIENTS} placement clients p50 ${ms(l.p50)} p99 ${ms(l.p99)} (${EVENTS} goals each)`,
    );
    console.log(
      `${label}: ${loaded.placed} bets placed under load; accepted at the old price after the goal was sent: ${loaded.acceptedAfterEvent} (sent while it was being applied), after the suspension was published: ${loaded.acceptedAfterPublished}; 5xx/errors: ${loaded.fivexx}`,
    );
    if (loaded.acceptedAfterPublished > 0)
      throw new Error('bets accepted after the suspension was published');
    report({
      name: `${NAME}-${label}-p50`,
      ratio: l.p50 / i.p50,
      ours: `${ms(l.p50)} under ${CLIENTS} placement clients, ${loaded.acceptedAfterEvent} bets after the goal`,
      baseline: `${ms(i.p50)} with no load`,
      better: 'lower',
    });
    report({
      name: `${NAME}-${label}-p99`,
      ratio: l.p99 / i.p99,
      ours: `${ms(l.p99)} under ${CLIENTS} placement clients`,
      baseline: `${ms(i.p99)} with no load`,
      better: 'lower',
    });
  } finally {
    await api.stop();
  }
}

await bench('pglite', {});
if (process.env.BENCH_BET_STOP_DB !== 'pglite')
  await withPostgres((url) => bench('postgres', { DATABASE_URL: url }));
