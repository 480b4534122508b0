// Bet placement on PostgreSQL: POST /api/sportsbook/v3/bets (one single, 1.00 EUR) through HTTP with
// autocannon, against pgbench running the same row work straight on the same server and database
// (lock the account row, insert the bet and its selection, update the balance, insert the ledger row,
// in one transaction). Two cases: every connection on its own player's account, and a hot account
// (every request on one player's account, so placements queue on its row lock). Reports throughput
// (higher is better) and p99 latency (lower is better) relative to pgbench.
// A third contender, the ceiling (bench/placement/ceiling.mjs: bare Fastify + node-postgres running only
// pgbench's transaction per request, same autocannon load), tells what the goal asks of any HTTP API
// here: its ratio to pgbench and ours to it are extra fields of the results and lines of the output.
//
// PostgreSQL: DATABASE_URL (any database the role may CREATE DATABASE from), else the first online
// cluster of `pg_lsclusters` with the `sportsbook` role of scripts/test.mjs. Skips (not a failure)
// when neither is there or pgbench is missing. BENCH_PLACEMENT_PORT moves the API (default 4130;
// the ceiling server listens on the next port).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMsOf, median, postgresAdminUrl, report, skip, startApi } from './lib.mjs';
import { startCeiling } from './placement/ceiling.mjs';
import { runSampled } from './placement/sampled.mjs';

const NAME = 'placement';
const PORT = Number(process.env.BENCH_PLACEMENT_PORT ?? 4130);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const STAKE = 100;

// --- PostgreSQL ---------------------------------------------------------------------------------------
const capture = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  return {
    code: r.status ?? 1,
    stdout: r.stdout ?? '',
    stderr: r.stderr ?? (r.error ? String(r.error) : ''),
  };
};
const which = (cmd) => capture('sh', ['-c', `command -v ${cmd}`]).code === 0;

function pgBinary(name) {
  if (which(name)) return name;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
    const p = path.join(root, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  return null;
}

const psqlBin = pgBinary('psql');
const pgbenchBin = pgBinary('pgbench');
if (!psqlBin || !pgbenchBin) {
  skip(
    NAME,
    `${psqlBin ? 'pgbench' : 'psql'} not found (Debian: the postgresql server package ships pgbench)`,
  );
}
const admin = postgresAdminUrl();
if (!admin.url) skip(NAME, admin.reason);

const psql = (url, sql) => {
  const r = capture(psqlBin, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', url, '-c', sql]);
  if (r.code !== 0) throw new Error(`psql: ${r.stderr.trim()}`);
  return r.stdout.trim();
};
try {
  psql(admin.url, 'SELECT 1');
} catch (err) {
  skip(NAME, `cannot connect to PostgreSQL at ${admin.url.replace(/:[^:@/]*@/, ':***@')}: ${err.message}`);
}

const dbName = `sportsbook_bench_${process.pid}`;
const benchUrl = (() => {
  const u = new URL(admin.url);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
psql(admin.url, `CREATE DATABASE ${dbName}`);
console.log(`database ${dbName} created`);

const logDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-pgbench-'));
let api;
let ceiling;
try {
  // Feed off: prices stay put, so every placement is accepted at the odds sent.
  api = await startApi(PORT, {
    DATABASE_URL: benchUrl,
    FEED_ENABLED: '0',
    // Development endpoints (mailbox, wallet credit) set up the players; production never has them.
    DEV_TOOLS: '1',
  });
  console.log(`API on ${api.url} (PostgreSQL)`);

  // --- players with bearer tokens and money ---------------------------------------------------------
  const post = async (p, body, headers = {}) => {
    const res = await fetch(`${api.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const players = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const email = `bench-${i}@example.test`;
    const password = 'bench-password-1';
    const up = await post('/api/platform/users', { email, password, currency: 'EUR' });
    if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
    const mail = await (await fetch(`${api.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    const token = mail.data[0]?.token;
    const ok = await fetch(`${api.url}/api/platform/users/confirmation?confirmation_token=${token}`);
    if (ok.status !== 200) throw new Error(`confirmation: ${ok.status}`);
    const signIn = await post('/api/platform/users/sign_in', { email, password, bearer: true });
    if (signIn.status !== 200 || !signIn.body.token) throw new Error(`sign-in: ${signIn.status}`);
    const credit = await post('/api/dev/wallet/credit', { email, currency: 'EUR', amount: 100_000_000_000 });
    if (credit.status !== 200) throw new Error(`credit: ${credit.status} ${JSON.stringify(credit.body)}`);
    players.push({ email, token: signIn.body.token });
  }

  // --- the selection: an open outcome of a prematch match ---------------------------------------------
  const pick = JSON.parse(
    psql(
      benchUrl,
      `SELECT json_build_object('match_id', m.event_id, 'market_id', m.market_id, 'specifier', m.specifier,
                                'outcome', o, 'market_name', m.name)
         FROM markets m JOIN events e ON e.id = m.event_id, jsonb_array_elements(m.outcomes) o
        WHERE e.type = 'match' AND e.status = 0 AND m.status = 1 AND (o->>'active')::boolean
          AND (o->>'odds')::int BETWEEN 1500 AND 4000
        ORDER BY e.start_time DESC, m.id LIMIT 1`,
    ),
  );
  const selection = {
    match_id: pick.match_id,
    market_id: pick.market_id,
    specifier: pick.specifier,
    outcome_id: String(pick.outcome.id),
    odds: pick.outcome.odds,
  };
  const body = JSON.stringify({
    bets: [{ stake: { value: STAKE, currency: 'EUR' }, selections: [selection] }],
    meta: { device_id: 'bench', quick: false, type: 'regular' },
  });
  const probe = await post('/api/sportsbook/v3/bets', JSON.parse(body), {
    authorization: `Bearer ${players[0].token}`,
  });
  if (probe.status !== 200) throw new Error(`placement probe: ${probe.status} ${JSON.stringify(probe.body)}`);
  console.log(
    `placing 1.00 EUR singles on match ${selection.match_id} market ${selection.market_id} @ ${selection.odds}`,
  );

  // --- pgbench: the same rows in one transaction -------------------------------------------------------
  psql(
    benchUrl,
    `CREATE TABLE bench_players (n int PRIMARY KEY, account_id int NOT NULL);
     INSERT INTO bench_players
       SELECT row_number() OVER (ORDER BY a.id) - 1, a.id
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.email LIKE 'bench-%@example.test' AND a.currency = 'EUR'`,
  );
  const lit = (s) => `'${String(s).replaceAll("'", "''")}'`;
  const script = path.join(logDir, 'placement.sql');
  writeFileSync(
    script,
    [
      'BEGIN;',
      // The account row lock the API takes first (hot: every client on player 0).
      'SELECT a.id AS acc, a.user_id AS uid FROM accounts a JOIN bench_players b ON b.account_id = a.id WHERE b.n = :client_id * (1 - :hot) FOR UPDATE OF a \\gset',
      `INSERT INTO bets (user_id, ref, type, currency, subunits, stake, odds, potential_win, device_id) VALUES (:uid, md5(random()::text), 'single', 'EUR', 2, ${STAKE}, ${selection.odds}, ${Math.floor((STAKE * selection.odds) / 1000)}, 'bench') RETURNING id AS bet_id \\gset`,
      `INSERT INTO bet_selections (bet_id, position, event_id, market_id, specifier, outcome_id, odds, market_name, outcome_name) VALUES (:bet_id, 0, ${selection.match_id}, ${selection.market_id}, ${lit(selection.specifier)}, ${lit(selection.outcome_id)}, ${selection.odds}, ${lit(JSON.stringify(pick.market_name))}, ${lit(JSON.stringify(pick.outcome.name))});`,
      `UPDATE accounts SET balance_subunits = balance_subunits - ${STAKE}, updated_at = now() WHERE id = :acc RETURNING balance_subunits AS bal \\gset`,
      `INSERT INTO ledger_entries (account_id, delta, balance_after, kind, ref) VALUES (:acc, -${STAKE}, :bal, 'bet_stake', 'bet:' || :bet_id);`,
      'COMMIT;',
      '',
    ].join('\n'),
  );

  let runNo = 0;
  // CPU per transaction of pgbench itself and of its backends (application_name pgbench), sampled.
  const pgbenchBackends = () =>
    psql(
      benchUrl,
      "SELECT string_agg(pid::text, ',') FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pgbench'",
    )
      .split(',')
      .filter(Boolean);
  const pgbench = async (hot, seconds) => {
    const prefix = path.join(logDir, `run${++runNo}`);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-D',
      `hot=${hot ? 1 : 0}`,
      '-f',
      script,
      '-l',
      `--log-prefix=${prefix}`,
      benchUrl,
    ];
    const r = await runSampled(pgbenchBin, args, pgbenchBackends, CONNECTIONS);
    if (r.code !== 0) throw new Error(`pgbench: ${r.stderr.trim()}`);
    const tps = Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(r.stdout)?.[1] ?? 0);
    if (!(tps > 0) || failed > 0) throw new Error(`pgbench: tps ${tps}, ${failed} failed\n${r.stdout}`);
    const latencies = [];
    for (const f of readdirSync(logDir).filter((x) => x.startsWith(path.basename(prefix)))) {
      for (const line of readFileSync(path.join(logDir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (us > 0) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const n = Number(/actually processed: (\d+)/.exec(r.stdout)?.[1] ?? tps * seconds);
    return {
      rps: tps,
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
      cpu: r.cpu && { server: r.cpu.self / n, pg: r.cpu.others / n },
    };
  };

  // --- the ceiling: bare HTTP + node-postgres running only pgbench's transaction -----------------------
  ceiling = await startCeiling(PORT + 1, benchUrl, {
    stake: STAKE,
    odds: selection.odds,
    potentialWin: Math.floor((STAKE * selection.odds) / 1000),
    matchId: selection.match_id,
    marketId: selection.market_id,
    specifier: selection.specifier,
    outcomeId: selection.outcome_id,
    marketName: JSON.stringify(pick.market_name),
    outcomeName: JSON.stringify(pick.outcome.name),
  });
  console.log(`ceiling on ${ceiling.url} (bare Fastify + node-postgres, pgbench's transaction)`);

  // --- autocannon: the API and the ceiling ----------------------------------------------------------------
  // CPU per request of the server process and of the PostgreSQL backends serving the bench database
  // (informational: steadier than throughput on a machine shared with other work).
  const backendPids = () =>
    psql(
      benchUrl,
      "SELECT string_agg(pid::text, ',') FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
      .split(',')
      .filter(Boolean);
  const cpuSnapshot = (pid) => {
    const pg = new Map(backendPids().map((p) => [p, cpuMsOf(p)]));
    return { server: cpuMsOf(pid), pg };
  };
  const cpuPerRequest = (before, after, requests) => {
    if (before.server === null || after.server === null || !(requests > 0)) return null;
    let pg = 0;
    for (const [pid, ms] of after.pg) pg += (ms ?? 0) - (before.pg.get(pid) ?? 0);
    return { server: (after.server - before.server) / requests, pg: pg / requests };
  };
  // Each autocannon connection is one player (hot: all on player 0), for both servers.
  const targets = {
    ours: {
      server: api,
      url: `${api.url}/api/sportsbook/v3/bets`,
      body,
      setup: (client, n) =>
        client.setHeaders({
          'content-type': 'application/json',
          authorization: `Bearer ${players[n].token}`,
        }),
    },
    ceiling: {
      server: ceiling,
      url: `${ceiling.url}/place`,
      body: JSON.stringify({ player: 0 }),
      setup: (client, n) => client.setBody(JSON.stringify({ player: n })),
    },
  };
  const http = (who, hot, seconds) =>
    new Promise((resolve, reject) => {
      const t = targets[who];
      const before = cpuSnapshot(t.server.pid);
      const loader = process.cpuUsage();
      let next = 0;
      autocannon(
        {
          url: t.url,
          method: 'POST',
          connections: CONNECTIONS,
          pipelining: 1,
          duration: seconds,
          headers: { 'content-type': 'application/json' },
          body: t.body,
          setupClient: (client) => t.setup(client, hot ? 0 : next++ % players.length),
        },
        (err, r) => {
          if (err) return reject(err);
          const used = process.cpuUsage(loader);
          if (r.non2xx || r.errors)
            return reject(new Error(`${who}: ${r.non2xx} non-2xx, ${r.errors} errors`));
          resolve({
            rps: r.requests.average,
            p99: r.latency.p99,
            cpu: cpuPerRequest(before, cpuSnapshot(t.server.pid), r.requests.total),
            loader: (used.user + used.system) / 1000 / r.requests.total,
          });
        },
      );
    });
  const measure = (who, hot, seconds) =>
    who === 'baseline' ? pgbench(hot, seconds) : http(who, hot, seconds);
  // CPU per request or transaction: the server (pgbench: the client), its backends, autocannon.
  const cpuText = (r, what) =>
    (r.cpu ? `, CPU per ${what} ${r.cpu.server.toFixed(2)} ms, PostgreSQL ${r.cpu.pg.toFixed(2)} ms` : '') +
    (r.loader === undefined ? '' : `, autocannon ${r.loader.toFixed(2)} ms`);
  const CONTENDERS = ['ours', 'ceiling', 'baseline'];

  for (const hot of [false, true]) {
    const label = hot ? 'placement-hot' : 'placement';
    // Warm all three (JIT, pools, prepared statements).
    for (const who of CONTENDERS) await measure(who, hot, 1);
    const rounds = { ours: [], ceiling: [], baseline: [] };
    for (let i = 0; i < ROUNDS; i++) {
      // Each contender goes first in turn: drift over the run hits all alike.
      for (const k of [0, 1, 2]) {
        const who = CONTENDERS[(i + k) % 3];
        rounds[who].push(await measure(who, hot, SECONDS));
      }
      const [o, c, b] = CONTENDERS.map((who) => rounds[who].at(-1));
      console.log(
        `${label} round ${i + 1}: API ${o.rps.toFixed(0)} req/s p99 ${o.p99.toFixed(1)} ms${cpuText(o, 'placement: API')}; ` +
          `ceiling ${c.rps.toFixed(0)} req/s p99 ${c.p99.toFixed(1)} ms${cpuText(c, 'tx: server')}; ` +
          `pgbench ${b.rps.toFixed(0)} tx/s p99 ${b.p99.toFixed(1)} ms${cpuText(b, 'tx: pgbench')}`,
      );
    }
    const med = (who, key) => median(rounds[who].map((r) => r[key]));
    const rps = {
      ours: med('ours', 'rps'),
      ceiling: med('ceiling', 'rps'),
      baseline: med('baseline', 'rps'),
    };
    const p99 = {
      ours: med('ours', 'p99'),
      ceiling: med('ceiling', 'p99'),
      baseline: med('baseline', 'p99'),
    };
    console.log(
      `${label} ceiling: bare HTTP+pg ratio ${(rps.ceiling / rps.baseline).toFixed(2)} vs pgbench ` +
        `(${rps.ceiling.toFixed(0)} req/s, p99 ${p99.ceiling.toFixed(1)} ms); ours vs ceiling ${(rps.ours / rps.ceiling).toFixed(2)}`,
    );
    // run.mjs reads name, ratio, ours, baseline, better; the ceiling fields are extra.
    report({
      name: `${label}-throughput`,
      ratio: rps.ours / rps.baseline,
      ours: `${rps.ours.toFixed(0)} req/s`,
      baseline: `${rps.baseline.toFixed(0)} tx/s`,
      better: 'higher',
      ceiling: `${rps.ceiling.toFixed(0)} req/s`,
      ceilingRatio: rps.ceiling / rps.baseline,
      oursVsCeiling: rps.ours / rps.ceiling,
    });
    report({
      name: `${label}-p99`,
      ratio: p99.ours / p99.baseline,
      ours: `${p99.ours.toFixed(1)} ms`,
      baseline: `${p99.baseline.toFixed(1)} ms`,
      better: 'lower',
      ceiling: `${p99.ceiling.toFixed(1)} ms`,
      ceilingRatio: p99.ceiling / p99.baseline,
    });
  }

  // Money check: every stake of the three paths is in the ledger.
  const drift = psql(
    benchUrl,
    `SELECT count(*) FROM accounts a
      WHERE a.balance_subunits <> (SELECT coalesce(sum(delta), 0) FROM ledger_entries l WHERE l.account_id = a.id)`,
  );
  if (drift !== '0') throw new Error(`${drift} accounts whose balance differs from their ledger`);
} finally {
  await ceiling?.stop();
  await api?.stop();
  rmSync(logDir, { recursive: true, force: true });
  try {
    psql(admin.url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (err) {
    console.error(`could not drop ${dbName}: ${err.message}`);
  }
}
