// Shared helpers for bench files. Each bench is runnable alone (`node bench/x.mjs`) and ends by
// printing one `BENCH_RESULT {json}` line that bench/run.mjs turns into the summary.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PROCESS_ENV,
  apiCommand,
  buildWeb,
  capture,
  nextBin,
  nextStartCommand,
  run,
  startService,
  stopService,
  waitForHttp,
  webBuildReason,
  webDir,
  which,
} from '../scripts/lib/proc.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Starts the API on 127.0.0.1:`port` with a fresh temporary DATA_DIR and SEED=7, and fresh random
 * secrets (every one of apps/server/src/lib/secrets.ts, so NODE_ENV=production starts too); returns
 * { url, pid, stop }. Development endpoints only with DEV_TOOLS=1 in `extraEnv`.
 */
export async function startApi(port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-bench-'));
  const [cmd, args] = apiCommand();
  const child = startService('api', cmd, args, {
    env: {
      ...API_PROCESS_ENV,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      API_HOST: undefined,
      DEV_TOOLS: undefined,
      PUSH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      CASHIER_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      DATA_DIR: dataDir,
      SEED: '7',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopService(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/health`, { child, timeoutMs: 180_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid, stop };
}

/** CPU time (user + system) a process has used so far in ms, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * Prints the result line for bench/run.mjs. `ratio` is ours relative to the baseline in the direction
 * where larger is better for throughput and smaller is better for sizes; `better` says which.
 */
/**
 * Warms both targets, then measures them in `rounds` rounds of `seconds` each, alternating which goes
 * first (drift hits both alike), printing each round; reports the ratio of the medians (req/s).
 * `load(url, seconds)` resolves to requests per second.
 */
export async function compareRounds({ name, targets, load, rounds, seconds }) {
  await load(targets.ours, 1);
  await load(targets.baseline, 1);
  const measured = { ours: [], baseline: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? ['baseline', 'ours'] : ['ours', 'baseline'];
    for (const who of order) measured[who].push(await load(targets[who], seconds));
    console.log(
      `round ${i + 1}: ours ${measured.ours.at(-1).toFixed(0)} req/s, baseline ${measured.baseline.at(-1).toFixed(0)} req/s`,
    );
  }
  const ours = median(measured.ours);
  const base = median(measured.baseline);
  report({
    name,
    ratio: ours / base,
    ours: `${ours.toFixed(0)} req/s`,
    baseline: `${base.toFixed(0)} req/s`,
  });
}

export function report(result) {
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
}

/**
 * Prints a skip line for bench/run.mjs (shown as `name: skipped (reason)`, not a failure) and exits 0:
 * for benches that need something this machine does not have (PostgreSQL, a browser).
 */
export function skip(name, reason) {
  console.log(`BENCH_SKIP ${JSON.stringify({ name, reason })}`);
  process.exit(0);
}

/**
 * An admin URL of PostgreSQL (a database to run CREATE DATABASE from): DATABASE_URL, else the first
 * online cluster of `pg_lsclusters` with the `sportsbook` role of scripts/test.mjs; or `{ reason }`
 * to skip PostgreSQL.
 */
export function postgresAdminUrl() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  if (!which('pg_lsclusters'))
    return { reason: 'PostgreSQL is not installed (no DATABASE_URL, no pg_lsclusters)' };
  const online = capture('pg_lsclusters', ['--no-header'])
    .stdout.trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.trim().split(/\s+/))
    .find((c) => c[3] === 'online');
  if (!online) {
    return {
      reason:
        'no PostgreSQL cluster is running (start one with `pg_ctlcluster <version> main start`, or run `node scripts/test.mjs --only=postgres`, or set DATABASE_URL)',
    };
  }
  return { url: `postgres://sportsbook:sportsbook@127.0.0.1:${online[2]}/postgres` };
}

/**
 * The stack the page benchmarks load (first-load-js, lighthouse): builds the bare Next page of
 * `baselineDir` and, when stale, the web app; starts the API (demo data, dev tools), our web app on
 * `webPort` and the baseline on `basePort`; resolves to the API's URL once both answer. What it starts
 * goes into `started` as it starts (`api`, `children`), so the caller stops it even after a failure.
 */
export async function startPageStack({ apiPort, webPort, basePort, baselineDir }, started) {
  console.log('building the baseline Next.js app…');
  const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if ((await run(process.execPath, [nextBin, 'build', baselineDir], { env: nextEnv })) !== 0) {
    throw new Error('baseline build failed');
  }
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const reason = webBuildReason(apiUrl);
  if (reason) {
    console.log(`building the web app (${reason})…`);
    if ((await buildWeb(apiUrl)) !== 0) throw new Error('web build failed');
  }
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) throw new Error('no web build');

  started.api = await startApi(apiPort, { DEV_TOOLS: '1' });
  const [cmd, webArgs] = nextStartCommand(webPort);
  const web = startService('web', cmd, webArgs, {
    cwd: webDir,
    env: { API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const [, baseArgs] = nextStartCommand(basePort);
  const base = startService('baseline', cmd, baseArgs, {
    cwd: baselineDir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  started.children.push(web, base);
  await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web, accept: (st) => st < 500 });
  await waitForHttp(`http://127.0.0.1:${basePort}/`, { child: base });
  return apiUrl;
}
