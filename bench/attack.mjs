// Attack: the load, crash and fuzz run of issue 9, repeatable and bounded, loopback only. On PGlite (a
// temporary DATA_DIR) and on PostgreSQL (a database it creates and drops; DATABASE_URL or the first
// online cluster of `pg_lsclusters`, skipped when there is none) it starts the API (feed running,
// development endpoints on), signs in players (the demo player and new ones confirmed through the
// development mailbox, wallets credited), then:
//  1. quiet run: the same clients placing prematch singles only, and one bet stop with no load;
//  2. attack: BENCH_ATTACK_CLIENTS clients (default 200) for BENCH_ATTACK_SECONDS (default 45;
//     BENCH_QUICK=1: 10) mixing singles, combos, placements retried with their Idempotency-Key,
//     My Bets reads, cash outs (some three at once on one bet), reads and cash outs of other players'
//     bets (must be refused) and catalogue reads; meanwhile bet stops (a goal on a live match, a
//     suspension of a prematch market) with pollers placing at the old price, a kill -9 of the API and
//     a restart on the same data, a fuzz round on the bet routes, and the end of a match (settlement);
//  3. the API stopped, invariants checked straight in the database (bench/attack/invariants.mjs).
// It prints operations, invariant violations, 5xx answers and bet-stop latency (p50/max) with
// old-price bets per database, and two results per database, each against a baseline of this run:
//  - attack-<db>-placements: accepted placements per second during the attack over the quiet run's
//    (higher is better; under attack only about half the requests are placements, so even a perfect
//    server stays well below 1);
//  - attack-<db>-bet-stop: the slowest bet stop under attack over the bet stop of the quiet run (lower
//    is better; a stop that never came within 30 s counts as 30 s).
// Exits 1 when an invariant or a promise to clients broke (duplicate bet for a key, double cash out,
// another player's bet reached). Other settings: BENCH_ATTACK_PLAYERS (players, default 20),
// BENCH_ATTACK_QUIET_SECONDS, BENCH_ATTACK_PORT (PGlite; PostgreSQL on the next port; default 4140),
// BENCH_ATTACK_DB (pglite,postgres), BENCH_ATTACK_API_ENV ("NAME=value ..." added to the API's env,
// e.g. to raise sign-in rate limits).
import { betStopRound } from './attack/betstop.mjs';
import { Catalogue } from './attack/catalogue.mjs';
import { rng, runClients } from './attack/clients.mjs';
import { fuzzRound } from './attack/fuzz.mjs';
import { call, sleep, Tally } from './attack/http.mjs';
import { checkInvariants } from './attack/invariants.mjs';
import { createPlayers } from './attack/players.mjs';
import { adminUrl, cannotConnect, createTarget } from './attack/server.mjs';
import { median, report } from './lib.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const num = (name, dflt) => Number(process.env[name] ?? dflt);
const CLIENTS = num('BENCH_ATTACK_CLIENTS', 200);
const SECONDS = num('BENCH_ATTACK_SECONDS', QUICK ? 10 : 45);
const QUIET_SECONDS = num('BENCH_ATTACK_QUIET_SECONDS', QUICK ? 3 : 8);
const PLAYERS = Math.max(2, num('BENCH_ATTACK_PLAYERS', QUICK ? 8 : 20));
const PORT = num('BENCH_ATTACK_PORT', 4140);
const DBS = (process.env.BENCH_ATTACK_DB ?? 'pglite,postgres').split(',').map((s) => s.trim());
const STOP_CAP_MS = 30_000;

const fmtMs = (ms) => (ms === null ? `>${STOP_CAP_MS / 1000} s` : `${ms.toFixed(0)} ms`);

/** Probes /api/health twice a second; the stop function resolves to the longest gap between answers. */
function watchHealth(url) {
  let last = performance.now();
  let longest = 0;
  let on = true;
  const done = (async () => {
    while (on) {
      const r = await call(url, 'GET', '/api/health', { timeoutMs: 2000 });
      const now = performance.now();
      if (r.status === 200) {
        longest = Math.max(longest, now - last);
        last = now;
      }
      await sleep(500);
    }
  })();
  return async () => {
    on = false;
    await done;
    return Math.max(longest, performance.now() - last);
  };
}

/** The attack's timeline, run beside the clients: bet stops, kill -9 and restart, fuzz, settlement. */
async function director(ctx, target, t0, out) {
  const at = async (share, what) => {
    const wait = t0 + SECONDS * 1000 * share - Date.now();
    if (wait > 0) await sleep(wait);
    console.log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
  };
  await at(0.2, 'bet stop (goal)');
  out.stops.push(await betStopRound(ctx, 'goal'));
  await at(0.4, 'kill -9');
  const killedAt = performance.now();
  await target.kill9();
  try {
    await target.start();
    out.downMs = performance.now() - killedAt;
  } catch (err) {
    out.restartError = err.message;
    return;
  }
  await at(0.55, 'bet stop (suspend)');
  out.stops.push(await betStopRound(ctx, 'suspend'));
  await at(0.7, 'fuzz');
  out.fuzz = await fuzzRound(ctx, ctx.players[1], ctx.catalogue.pick(ctx.pollClient.rand, 0) ?? {});
  if (!QUICK) {
    await at(0.75, 'bet stop (goal)');
    out.stops.push(await betStopRound(ctx, 'goal'));
  }
  await at(0.85, 'end of the goal matches');
  // The end of the matches the goals were scored in: their bets settle while the load goes on.
  for (const s of out.stops.filter((x) => x?.kind === 'goal')) {
    const r = await call(ctx.url, 'POST', '/api/dev/feed/events', {
      body: { type: 'finish', matchId: s.match },
    });
    ctx.tally.add('feed-event', r.status);
  }
}

async function attack(kind, port, admin) {
  const target = await createTarget(kind, port, admin);
  try {
    const bootMs = await target.start();
    console.log(`[${kind}] API up in ${(bootMs / 1000).toFixed(1)} s on ${target.url}`);
    const players = await createPlayers(target.url, PLAYERS, `${kind}${process.pid}`);
    const catalogue = new Catalogue(target.url);
    await catalogue.refresh();
    const stopCatalogue = catalogue.run(2000);
    const ctx = {
      url: target.url,
      tally: new Tally(),
      players,
      catalogue,
      owner: new Map(),
      accepted: 0,
      cashedOut: 0,
      tag: kind[0],
      betStop: null,
      betStopMatches: new Set(),
      pollClient: { id: 'bs', n: 0, rand: rng(99), pending: [] },
    };
    console.log(
      `[${kind}] ${players.length} players; ${catalogue.live.length} live and ${catalogue.prematch.length} prematch selections`,
    );

    const q0 = Date.now();
    const quietEnd = q0 + QUIET_SECONDS * 1000;
    await runClients(ctx, { count: CLIENTS, running: () => Date.now() < quietEnd, quiet: true, seed: 1 });
    const quietRate = ctx.accepted / ((Date.now() - q0) / 1000);
    const quietStop = await betStopRound(ctx, 'suspend');
    console.log(
      `[${kind}] quiet: ${quietRate.toFixed(0)} placements/s with ${CLIENTS} clients; bet stop ${fmtMs(quietStop?.latencyMs ?? null)}`,
    );

    const a0 = ctx.accepted;
    const t0 = Date.now();
    const out = { stops: [], downMs: null, fuzz: null };
    // The load lasts SECONDS, longer when the timeline is late (a slow restart), never past 3 minutes more.
    const stopWatch = watchHealth(target.url);
    let directing = true;
    const end = t0 + SECONDS * 1000;
    const running = () => Date.now() < end + 180_000 && (Date.now() < end || directing);
    await Promise.all([
      runClients(ctx, { count: CLIENTS, running, seed: 2 }).then(() =>
        console.log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s: every client done`),
      ),
      director(ctx, target, t0, out).finally(() => {
        console.log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s: timeline done`);
        directing = false;
      }),
    ]);
    const attackSeconds = (Date.now() - t0) / 1000;
    out.healthGapMs = await stopWatch();
    const rate = (ctx.accepted - a0) / attackSeconds;
    await stopCatalogue();
    const stoppedCleanly = await target.stop();
    const inv = await checkInvariants(target);
    const logged = target.logErrors();
    return { kind, ctx, out, quietRate, quietStop, rate, attackSeconds, stoppedCleanly, inv, logged };
  } finally {
    await target.cleanup();
  }
}

function print(r) {
  const { kind, ctx, out, inv } = r;
  const stops = out.stops.filter(Boolean);
  const lat = stops.map((s) => s.latencyMs ?? STOP_CAP_MS);
  const violations = inv.failures.reduce((n, f) => n + f.count, 0) + ctx.tally.violations.length;
  console.log(`\n[${kind}] ${CLIENTS} clients, ${PLAYERS} players, attack ${r.attackSeconds.toFixed(1)} s`);
  for (const line of ctx.tally.lines()) console.log(line);
  console.log(
    `  operations: ${ctx.tally.total} requests; ${ctx.accepted} placements accepted, ${ctx.cashedOut} cash outs paid`,
  );
  console.log(
    `  5xx answers: ${ctx.tally.count5xx}; connection errors (kill -9 included): ${ctx.tally.netErrors}`,
  );
  for (const s of ctx.tally.fiveXx) console.log(`    5xx: ${s}`);
  console.log(
    `  API log: ${r.logged.count} error lines${r.logged.first ? `, first: ${r.logged.first}` : ''}`,
  );
  if (out.fuzz)
    console.log(
      `  fuzz: ${out.fuzz.sent} requests at once, ${out.fuzz.fiveXx.length} answered 5xx, ${out.fuzz.unanswered} unanswered in 60 s`,
    );
  for (const s of out.fuzz?.fiveXx ?? []) console.log(`    ${s}`);
  console.log(
    out.restartError
      ? `  kill -9: restart FAILED: ${out.restartError}`
      : `  kill -9: API answering again after ${((out.downMs ?? 0) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  longest gap between /api/health answers: ${(out.healthGapMs / 1000).toFixed(1)} s (the kill -9 included)`,
  );
  const refusals = [...ctx.tally.refusals.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`  refusals: ${refusals.map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`);
  for (const s of stops)
    console.log(
      `  bet stop (${s.kind}, match ${s.match}): event answered ${s.event} in ${s.eventMs.toFixed(0)} ms, first refusal ${fmtMs(s.latencyMs)}${s.refusedSentMs === null ? '' : ` (that placement sent at ${s.refusedSentMs.toFixed(0)} ms)`}, ${s.oldPrice} bets accepted at the old price`,
    );
  console.log(
    `  bet-stop latency under attack: p50 ${lat.length ? fmtMs(median(lat)) : 'n/a'}, max ${lat.length ? fmtMs(Math.max(...lat)) : 'n/a'}; old-price bets ${stops.reduce((n, s) => n + s.oldPrice, 0)}`,
  );
  console.log(
    `  database: ${inv.totals.bets} bets, ${inv.totals.selections} selections, ${inv.totals.ledger} ledger rows, ${inv.totals.cashed_out} cashed out, ${inv.totals.settled} settled; API ${r.stoppedCleanly ? 'stopped on SIGTERM' : 'needed SIGKILL to stop'}`,
  );
  console.log(
    `  invariant violations: ${violations} (${inv.checks} database checks, ${ctx.tally.violations.length} seen by clients)`,
  );
  for (const f of inv.failures) console.log(`    ${f.check}: ${f.count} e.g. ${JSON.stringify(f.sample)}`);
  for (const v of ctx.tally.violations.slice(0, 10)) console.log(`    ${v}`);
  report({
    name: `attack-${kind}-placements`,
    ratio: r.quietRate > 0 ? r.rate / r.quietRate : 0,
    ours: `${r.rate.toFixed(0)} bets/s under attack (${ctx.tally.total} requests, ${violations} violations, ${ctx.tally.count5xx} 5xx)`,
    baseline: `${r.quietRate.toFixed(0)} bets/s quiet`,
    better: 'higher',
  });
  if (lat.length && r.quietStop) {
    const quiet = Math.max(1, r.quietStop.latencyMs ?? STOP_CAP_MS);
    report({
      name: `attack-${kind}-bet-stop`,
      ratio: Math.max(...lat) / quiet,
      ours: `max ${fmtMs(Math.max(...lat))} p50 ${fmtMs(median(lat))}, ${stops.reduce((n, s) => n + s.oldPrice, 0)} old-price bets`,
      baseline: `${fmtMs(r.quietStop.latencyMs)} quiet`,
      better: 'lower',
    });
  }
  return violations;
}

let broken = 0;
for (const [i, kind] of DBS.entries()) {
  let admin = null;
  if (kind === 'postgres') {
    const a = adminUrl();
    const reason = a.reason ?? (await cannotConnect(a.url));
    if (reason) {
      console.log(`postgres: not run (${reason})`);
      continue;
    }
    admin = a.url;
  }
  broken += print(await attack(kind, PORT + i, admin));
}
process.exit(broken ? 1 : 0);
