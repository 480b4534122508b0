// Attack: the load, crash and fuzz run of issue 9, repeatable and bounded, loopback only. On PGlite (a
// temporary DATA_DIR) and on PostgreSQL (a database it creates and drops; DATABASE_URL or the first
// online cluster of `pg_lsclusters`, skipped when there is none) it starts the API (feed running,
// development endpoints on), signs in players (the demo player and new ones confirmed through the
// development mailbox, wallets credited), then:
//  1. quiet run: the same clients placing prematch singles only, and one bet stop with no load;
//  2. attack: BENCH_ATTACK_CLIENTS clients (default 200) for BENCH_ATTACK_SECONDS (default 45;
//     BENCH_QUICK=1: 10; longer when the timeline runs late, e.g. a slow restart, by 3 minutes at
//     most) mixing singles, combos (2 to 5 legs, a few of 8 to 16), placements retried with their
//     Idempotency-Key, My Bets reads, cash outs (some three at once on one bet), reads and cash outs
//     of other players' bets (must be refused) and catalogue reads; meanwhile bet stops (a goal on a live match, a
//     suspension of a prematch market) with pollers placing at the old price, a kill -9 of the API and
//     a restart on the same data, a fuzz round on the bet routes, and the end of a match (settlement);
//  3. the API stopped, invariants checked straight in the database (bench/attack/invariants.mjs).
// It prints operations, invariant violations, 5xx answers and bet-stop latency (p50/max) with
// old-price bets per database, and two results per database, each against a baseline of this run:
//  - attack-<db>-placements: accepted placements per second during the attack over the quiet run's
//    (higher is better; under attack only about half the requests are placements, so even a perfect
//    server usually stays below 1);
//  - attack-<db>-bet-stop: the slowest first refusal after a bet stop under attack (which includes the
//    refused placement's own wait in the request queue) over the same in the quiet run (lower
//    is better; a stop that never came within 30 s counts as 30 s).
// Exits 1 when an invariant or a promise to clients broke (duplicate bet for a key, double cash out,
// another player's bet reached). Other settings: BENCH_ATTACK_PLAYERS (default 20, 8 with BENCH_QUICK),
// BENCH_ATTACK_QUIET_SECONDS, BENCH_ATTACK_PORT (PGlite; PostgreSQL on the next port; default 4140),
// BENCH_ATTACK_DB (pglite,postgres), BENCH_ATTACK_API_ENV ("NAME=value ..." added to the API's env;
// RATE_LIMIT_PER_ADDRESS is raised to 1000 by default: every player signs in from 127.0.0.1).
import { betStopRound } from './attack/betstop.mjs';
import { Catalogue } from './attack/catalogue.mjs';
import { rng, runClients } from './attack/clients.mjs';
import { fuzzRound } from './attack/fuzz.mjs';
import { call, fmtMs, sleep, Tally } from './attack/http.mjs';
import { checkInvariants } from './attack/invariants.mjs';
import { createPlayers } from './attack/players.mjs';
import { cannotConnect, createTarget } from './attack/server.mjs';
import { summarize } from './attack/summary.mjs';
import { postgresAdminUrl } from './lib.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const num = (name, dflt) => Number(process.env[name] ?? dflt);
const CLIENTS = num('BENCH_ATTACK_CLIENTS', 200);
const SECONDS = num('BENCH_ATTACK_SECONDS', QUICK ? 10 : 45);
const QUIET_SECONDS = num('BENCH_ATTACK_QUIET_SECONDS', QUICK ? 3 : 8);
const PLAYERS = Math.max(2, num('BENCH_ATTACK_PLAYERS', QUICK ? 8 : 20));
const PORT = num('BENCH_ATTACK_PORT', 4140);
const DBS = (process.env.BENCH_ATTACK_DB ?? 'pglite,postgres').split(',').map((s) => s.trim());

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
      unansweredRetries: 0,
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
    const { out, rate, attackSeconds } = await underAttack(ctx, target);
    await stopCatalogue();
    const stoppedCleanly = await target.stop();
    const inv = await checkInvariants(target);
    const logged = target.logErrors();
    return { kind, ctx, out, quietRate, quietStop, rate, attackSeconds, stoppedCleanly, inv, logged };
  } finally {
    await target.cleanup();
  }
}

/** The attack itself: the clients and the timeline together; resolves when both are done. */
async function underAttack(ctx, target) {
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
  return { out, rate, attackSeconds };
}

let broken = 0;
for (const [i, kind] of DBS.entries()) {
  let admin = null;
  if (kind === 'postgres') {
    const a = postgresAdminUrl();
    const reason = a.reason ?? (await cannotConnect(a.url));
    if (reason) {
      console.log(`postgres: not run (${reason})`);
      continue;
    }
    admin = a.url;
  }
  broken += summarize(await attack(kind, PORT + i, admin), { clients: CLIENTS, players: PLAYERS });
}
process.exit(broken ? 1 : 0);
