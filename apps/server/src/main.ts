import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadSecrets } from './lib/secrets.ts';
import { startStallWatchdog } from './lib/watchdog.ts';
import { type FeedRunner, startFeedRunner } from './modules/feed/runner.ts';
import { seedDemoPlayer } from './modules/players/service.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/index.ts';

// A bad or unsafe environment (DEV_TOOLS in production, a missing or published secret) stops the
// start with one line saying which variable, not a stack trace.
const { config, secrets } = (() => {
  try {
    const loaded = loadConfig();
    const production = loaded.nodeEnv === 'production';
    return { config: loaded, secrets: loadSecrets(process.env, { production, dataDir: loaded.dataDir }) };
  } catch (err) {
    console.error(`[api] cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
})();
const logger = pino({
  level: config.logLevel,
  ...(process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
    : {}),
});
if (config.devTools && !/^(127\.|::1$|localhost$)/.test(config.apiHost)) {
  logger.warn(
    { host: config.apiHost },
    'DEV_TOOLS=1 off loopback: anyone who reaches /api/dev reads mail and credits wallets',
  );
}

/**
 * Runs seed/cli.ts (creates, migrates and seeds the database) with this process's Node flags, through
 * tsx's loader (the server itself may run bundled: scripts/run-bundled.mjs).
 */
async function seedInChildProcess(): Promise<void> {
  const cli = path.join(import.meta.dirname, 'seed/cli.ts');
  const env = { ...process.env, SEED_SIZE: 'full' };
  const loader = process.execArgv.includes('tsx') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...process.execArgv, ...loader, cli], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    logger.error({ code }, 'seeding failed');
    process.exit(1);
  }
}

const pgliteDir = path.join(config.dataDir, 'pglite');
// A new PGlite database is created and seeded by a child process: what initdb and the seed grow
// (hundreds of MB, kept by the allocator after they end) is never part of the server (issue 13).
if (config.databaseUrl === undefined && !existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
  logger.info({ seed: config.seed }, 'new database: creating and seeding it');
  await seedInChildProcess();
}
const open = () =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDir,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
let database = await open();
logger.info({ driver: database.driver }, 'database opened');
await database.migrate();
if (await isDatabaseEmpty(database.db)) {
  logger.info({ seed: config.seed }, 'empty database: seeding');
  await seedDatabase(database.db, { seed: config.seed, size: 'full' });
  // PGlite keeps the memory its initdb and the seed grew (hundreds of MB) for the life of its thread:
  // a fresh thread on the seeded files starts small (issue 13).
  if (database.driver === 'pglite') {
    await database.close();
    database = await open();
  }
}
// A database seeded before players existed gets the demo player too (idempotent).
await seedDemoPlayer(database.db);
// From here on a main thread, or PGlite's thread, stuck for WATCHDOG_EXIT_MS ends the process.
const watchdog = startStallWatchdog({ exitMs: config.watchdogExitMs, databaseBusyMs: database.busyMs });

const app = await buildApp({ database, config, secrets, logger, catalogueCacheMs: config.catalogueCacheMs });
await app.listen({ host: config.apiHost, port: config.apiPort });
let feedRunner: FeedRunner | null = null;
if (config.feedEnabled) {
  feedRunner = startFeedRunner(app.feed, { speed: config.feedSpeed, logger: app.log });
  logger.info({ speed: config.feedSpeed, seed: config.seed }, 'feed simulator running');
}
const shown = config.apiHost === '0.0.0.0' || config.apiHost === '::' ? 'localhost' : config.apiHost;
const base = `http://${shown}:${config.apiPort}`;
logger.info(`API ready: ${base}/api/sportsbook/v2/sports, docs ${base}/api/docs, health ${base}/api/health`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await feedRunner?.stop();
    await watchdog.stop();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
