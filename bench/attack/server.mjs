// The API under attack, as a child process on its own port, on PGlite (a temporary DATA_DIR) or on a
// fresh PostgreSQL database this bench creates and drops. Unlike lib.mjs's startApi it keeps the data
// across a kill -9 and a restart, and opens the database itself afterwards to check invariants.
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PROCESS_ENV,
  apiCommand,
  repoRoot,
  startService,
  stopService,
  waitForHttp,
} from '../../scripts/lib/proc.mjs';

// The drivers the server itself uses, resolved from apps/server.
const serverRequire = createRequire(path.join(repoRoot, 'apps', 'server', 'package.json'));
const loadPg = async () => (await import(serverRequire.resolve('pg'))).default;
const loadPglite = async () => (await import(serverRequire.resolve('@electric-sql/pglite'))).PGlite;

/** Null when `url` answers, else why not. */
export async function cannotConnect(url) {
  try {
    await pgQuery(url, 'SELECT 1');
    return null;
  } catch (err) {
    return `cannot connect to PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}: ${err.message}`;
  }
}

/** Runs each statement of `sqls` in turn on one connection; resolves to their rows. */
async function pgQuery(url, sqls) {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out = [];
    for (const sql of [sqls].flat()) out.push((await client.query(sql)).rows);
    return out;
  } finally {
    await client.end();
  }
}

/**
 * A target: `{ kind, url, start(), kill9(), stop(), query(sqls), cleanup() }`. `query` opens the database
 * directly (call it after `stop()` on PGlite: one process at a time owns its files).
 */
export async function createTarget(kind, port, admin) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-attack-'));
  let dbName = null;
  let dbUrl;
  if (kind === 'postgres') {
    dbName = `sportsbook_attack_${process.pid}`;
    await pgQuery(admin, `CREATE DATABASE ${dbName}`);
    const u = new URL(admin);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const url = `http://127.0.0.1:${port}`;
  const env = {
    // Sign-up and sign-in limits per address (when the API has them) above the bench's player count:
    // every player comes from 127.0.0.1. BENCH_ATTACK_API_ENV overrides.
    RATE_LIMIT_PER_ADDRESS: '1000',
    ...(process.env.BENCH_ATTACK_API_ENV ? parseEnvList(process.env.BENCH_ATTACK_API_ENV) : {}),
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    HOST: '127.0.0.1',
    PORT: undefined,
    DATA_DIR: dataDir,
    SEED: '7',
    DATABASE_URL: dbUrl,
    DEV_TOOLS: '1',
    NODE_ENV: 'development',
    FEED_ENABLED: '1',
    LOG_LEVEL: 'warn',
  };
  let child = null;
  // The API's own log goes to a file (its errors under fuzzing would drown the report); counted below.
  const logFile = path.join(dataDir, 'api.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const target = {
    kind,
    url,
    get pid() {
      return child?.pid;
    },
    async start() {
      const [cmd, args] = apiCommand();
      child = startService(`api-${kind}`, cmd, args, { env: { ...API_PROCESS_ENV, ...env }, logStream: log });
      const t0 = performance.now();
      await waitForHttp(`${url}/api/health`, { child, timeoutMs: 240_000 });
      return performance.now() - t0;
    },
    /** SIGKILL to the API's process group: no shutdown hook runs, nothing is flushed. */
    async kill9() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      process.kill(-c.pid, 'SIGKILL');
      await exited;
    },
    /** SIGTERM, SIGKILL after 15 s (a frozen process ignores SIGTERM); true when it ended by itself. */
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return true;
      await stopService(c, 'SIGTERM', 15_000);
      return c.signalCode !== 'SIGKILL';
    },
    /** Rows of each statement of `sqls`, read straight from the database. */
    async query(sqls) {
      if (kind === 'postgres') return pgQuery(dbUrl, sqls);
      const PGlite = await loadPglite();
      const db = new PGlite(path.join(dataDir, 'pglite'));
      try {
        await db.waitReady;
        const out = [];
        for (const sql of sqls) out.push((await db.query(sql)).rows);
        return out;
      } finally {
        await db.close();
      }
    },
    /** Lines the API logged at level error or fatal, and the first of them. */
    logErrors() {
      const lines = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l));
      return { count: lines.length, first: lines[0]?.slice(0, 300) };
    },
    async cleanup() {
      await target.stop();
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        try {
          await pgQuery(admin, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        } catch (err) {
          console.error(`could not drop ${dbName}: ${err.message}`);
        }
      }
    },
  };
  return target;
}

/** `A=1 B=2` → { A: '1', B: '2' }: extra API environment (e.g. raised rate limits) for the bench. */
function parseEnvList(s) {
  return Object.fromEntries(
    s
      .split(/\s+/)
      .filter((x) => x.includes('='))
      .map((x) => [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)]),
  );
}
