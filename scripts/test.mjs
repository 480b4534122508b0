#!/usr/bin/env node
// `npm test`: the whole gate, in order. Each step is timed; the last line is `N passed, N failed`
// (plus `, N skipped`) over every vitest run. Node builtins only (runs before dependencies are installed).
//
// Options: --only=a,b / --skip=a,b with step ids: install chromium cjk-fonts postgres typecheck lint unit
// server-pglite server-postgres build e2e.
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb, capture, needsInstall, npmCi, repoRoot, run, which } from './lib/proc.mjs';

const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`; // must match e2e/src/global-setup.ts
const CI = process.env.CI === 'true' || process.env.CI === '1';
const isRoot = process.getuid?.() === 0;

const argv = process.argv.slice(2);
const listArg = (name) =>
  argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
const only = listArg('only');
const skip = listArg('skip') ?? [];

process.chdir(repoRoot);
const reportDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests, repeated at the end of the run: CI keeps only the tail of the output. */
const failures = [];
const results = [];
const warnings = [];

const banner = (text) =>
  console.log(`\n\x1b[1m━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}\x1b[0m`);
const fmt = (ms) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`
    : `${(ms / 1000).toFixed(1)}s`;

/**
 * Runs one step; `fn` resolves to true (ok), false (failed) or 'skipped'. With `log` (a file path) the
 * step runs beside another one: `fn` writes its output there, and the banner and that output are
 * printed when it ends.
 */
async function step(id, title, fn, log) {
  if ((only && !only.includes(id)) || skip.includes(id)) return 'skipped';
  if (!log) banner(title);
  const started = Date.now();
  let outcome;
  try {
    outcome = await fn();
  } catch (err) {
    console.error(err);
    outcome = false;
  }
  const ms = Date.now() - started;
  if (log) {
    banner(`${title} (ran beside the step above)`);
    if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
  }
  const status = outcome === 'skipped' ? 'skipped' : outcome ? 'ok' : 'FAILED';
  results.push({ id, title, status, ms });
  console.log(`── ${title}: ${status} in ${fmt(ms)}`);
  return status;
}

// --- privileged commands ----------------------------------------------------------------------------
function asRootArgs(cmd, args) {
  if (isRoot) return [cmd, args];
  if (which('sudo')) return ['sudo', ['-n', cmd, ...args]];
  return null;
}

let aptUpdated = false;
async function aptInstall(packages) {
  if (!which('apt-get')) {
    console.error(`apt-get is not available; install these yourself: ${packages.join(' ')}`);
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    const upd = asRootArgs('apt-get', ['update']);
    if (!upd) {
      console.error(`not root and no sudo: run apt-get install ${packages.join(' ')} yourself`);
      return false;
    }
    if ((await run(upd[0], upd[1], { env })) !== 0) return false;
    aptUpdated = true;
  }
  const inst = asRootArgs('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
  return (await run(inst[0], inst[1], { env })) === 0;
}

// --- PostgreSQL ---------------------------------------------------------------------------------------
function clusters() {
  if (!which('pg_lsclusters')) return [];
  const r = capture('pg_lsclusters', ['--no-header']);
  if (r.code !== 0) return [];
  return r.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port, status] = line.trim().split(/\s+/);
      return { version, name, port: Number(port), status };
    })
    .sort((a, b) => Number(b.version) - Number(a.version));
}

function installedPgVersions() {
  const dir = '/usr/lib/postgresql';
  if (!existsSync(dir)) return [];
  return capture('ls', [dir])
    .stdout.split('\n')
    .filter((v) => v && existsSync(path.join(dir, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
}

function psqlAsPostgres(port, sql) {
  const args = [
    'psql',
    '-X',
    '-q',
    '-t',
    '-A',
    '-p',
    String(port),
    '-d',
    'postgres',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    sql,
  ];
  let r;
  if (isRoot && which('runuser')) r = capture('runuser', ['-u', 'postgres', '--', ...args]);
  else if (isRoot)
    r = capture('su', ['postgres', '-c', args.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')]);
  else r = capture('sudo', ['-n', '-u', 'postgres', ...args]);
  if (r.code !== 0) throw new Error(`psql failed: ${r.stderr.trim() || r.stdout.trim()}`);
  return r.stdout.trim();
}

/** Returns the PostgreSQL URL for the PG leg, or null (with the reason printed) when unavailable. */
async function ensurePostgres() {
  if (process.env.DATABASE_URL) {
    console.log('using DATABASE_URL from the environment');
    if (which('psql')) {
      const check = capture('psql', ['-X', '-q', '-t', '-A', process.env.DATABASE_URL, '-c', 'SELECT 1']);
      if (check.code !== 0) throw new Error(`cannot connect to DATABASE_URL: ${check.stderr.trim()}`);
    }
    return process.env.DATABASE_URL;
  }
  if (!installedPgVersions().length || !which('pg_ctlcluster')) {
    console.log('PostgreSQL is not installed; installing it with apt-get');
    if (!(await aptInstall(['postgresql']))) throw new Error('could not install PostgreSQL');
  }
  let cluster = clusters()[0];
  if (!cluster) {
    const version = installedPgVersions()[0];
    if (!version) throw new Error('PostgreSQL binaries not found after install');
    console.log(`creating cluster ${version}/main`);
    const c = asRootArgs('pg_createcluster', [version, 'main', '--start']);
    if (!c || (await run(c[0], c[1])) !== 0) throw new Error('pg_createcluster failed');
    cluster = clusters()[0];
  }
  if (!cluster) throw new Error('no PostgreSQL cluster found');
  if (cluster.status !== 'online') {
    console.log(`starting cluster ${cluster.version}/${cluster.name} (port ${cluster.port})`);
    const c = asRootArgs('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
    if (!c || (await run(c[0], c[1])) !== 0) throw new Error('pg_ctlcluster start failed');
  } else {
    console.log(`cluster ${cluster.version}/${cluster.name} is online on port ${cluster.port}`);
  }
  psqlAsPostgres(
    cluster.port,
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'sportsbook') THEN
         CREATE ROLE sportsbook LOGIN CREATEDB PASSWORD 'sportsbook';
       ELSE
         ALTER ROLE sportsbook LOGIN CREATEDB PASSWORD 'sportsbook';
       END IF;
     END $$;`,
  );
  if (psqlAsPostgres(cluster.port, "SELECT 1 FROM pg_database WHERE datname = 'sportsbook_test'") !== '1') {
    psqlAsPostgres(cluster.port, 'CREATE DATABASE sportsbook_test OWNER sportsbook');
  }
  const url = `postgres://sportsbook:sportsbook@127.0.0.1:${cluster.port}/sportsbook_test`;
  const check = capture('psql', ['-X', '-q', '-t', '-A', url, '-c', 'SELECT current_user']);
  if (check.code !== 0 || check.stdout.trim() !== 'sportsbook') {
    throw new Error(`cannot connect as sportsbook: ${check.stderr.trim()}`);
  }
  console.log(`PostgreSQL ready: ${url.replace(':sportsbook@', ':***@')}`);
  return url;
}

// --- vitest -------------------------------------------------------------------------------------------
const vitestBin = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

async function vitest(id, projects, env = {}, log = null) {
  const out = path.join(reportDir, `${id}.json`);
  const args = [
    vitestBin,
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  for (const p of projects) args.push(`--project=${p}`);
  const childEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const fd = log ? openSync(log, 'w') : null;
  const code = await run(process.execPath, args, {
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...childEnv },
    ...(fd === null ? {} : { stdio: ['ignore', fd, fd] }),
  });
  if (fd !== null) closeSync(fd);
  let report = null;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {}
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A test file that failed to load (or a failing hook) has no failing test; count it once.
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      const where = path.relative(repoRoot, file.name ?? '');
      for (const t of failedTests) failures.push(describeFailure(id, where, t.fullName, t.failureMessages));
      if (file.status === 'failed' && failedTests.length === 0) {
        totals.failed += 1;
        failures.push(describeFailure(id, where, '(file failed to run)', [file.message]));
      }
    }
  } else if (code !== 0) {
    totals.failed += 1; // vitest itself crashed (config error, global setup failure…)
  }
  return code === 0;
}

/** One line per failed test: step, file, name and the first line of its error. */
function describeFailure(stepId, file, name, messages) {
  const first = String(messages?.[0] ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300);
  return `[${stepId}] ${file} › ${name}${first ? `\n      ${first}` : ''}`;
}

// --- the gate -----------------------------------------------------------------------------------------
const gateStarted = Date.now();

const install = await step('install', 'install dependencies', async () => {
  if (!needsInstall()) {
    console.log('node_modules is up to date');
    return true;
  }
  return (await npmCi()) === 0;
});
if (install === 'FAILED') finish();

const chromium = await step('chromium', "Debian's Chromium", async () => {
  if (existsSync('/usr/bin/chromium')) {
    console.log(capture('/usr/bin/chromium', ['--version']).stdout.trim() || '/usr/bin/chromium present');
    return true;
  }
  const ok = await aptInstall(['chromium', 'fonts-dejavu-core']);
  return ok && existsSync('/usr/bin/chromium');
});

// Japanese pages (and their screenshots) need a CJK font; Debian's Noto CJK when fontconfig has none.
await step('cjk-fonts', 'CJK fonts', async () => {
  if (!which('fc-list') || capture('fc-list', [':lang=ja', 'family']).stdout.trim() !== '') return true;
  return aptInstall(['fonts-noto-cjk']);
});

let databaseUrl = null;
const postgres = await step('postgres', 'PostgreSQL', async () => {
  try {
    databaseUrl = await ensurePostgres();
    return true;
  } catch (err) {
    if (CI) {
      console.error(`PostgreSQL is required under CI: ${err.message}`);
      return false;
    }
    const msg = `PostgreSQL unavailable (${err.message}): the PostgreSQL leg of the server tests is SKIPPED`;
    warnings.push(msg);
    console.warn(`\n\x1b[41m\x1b[97m WARNING \x1b[0m ${msg}\n`);
    return 'skipped';
  }
});

await step('typecheck', 'typecheck', async () => {
  const workspaces = (await run('npm', ['run', 'typecheck'])) === 0;
  // The root vitest config and scripts/*.ts belong to no workspace; check them here.
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const rootFiles = (await run(process.execPath, [tsc, '--noEmit', '-p', 'scripts/tsconfig.json'])) === 0;
  return workspaces && rootFiles;
});
await step(
  'lint',
  'lint and format check (biome)',
  async () => (await run('npm', ['run', 'lint', '--', '--error-on-warnings'])) === 0,
);
await step('unit', 'unit tests (domain, contract, embed, web, scripts)', () =>
  vitest('unit', ['domain', 'contract', 'embed', 'web-unit', 'scripts']),
);

// The two server legs run side by side, each one file at a time: the PGlite leg keeps one core busy with
// its WebAssembly while the PostgreSQL leg spends much of its time waiting on the database (about 13
// minutes one after the other, 9 side by side, on 2 cores). The PostgreSQL leg's output is printed when it ends.
const postgresLog = path.join(reportDir, 'server-postgres.log');
await Promise.all([
  step('server-pglite', 'server tests on PGlite', () =>
    vitest('server-pglite', ['server'], { DATABASE_URL: undefined }),
  ),
  step(
    'server-postgres',
    'server tests on PostgreSQL',
    async () => {
      if (!databaseUrl) {
        if (postgres === 'skipped' && !only) warnings.push('server tests on PostgreSQL were skipped');
        return 'skipped';
      }
      return vitest('server-postgres', ['server'], { DATABASE_URL: databaseUrl }, postgresLog);
    },
    postgresLog,
  ),
]);

// Always rebuild in the gate, for the e2e API URL (Next bakes rewrite targets into the build).
const build = await step('build', 'build the web app', async () => (await buildWeb(E2E_API_URL)) === 0);
await step('e2e', 'end-to-end tests in Chromium', async () => {
  if (build === 'FAILED') {
    console.error('web build failed: e2e not run');
    totals.failed += 1;
    return false;
  }
  if (chromium === 'FAILED') {
    console.error('no Chromium: e2e not run');
    totals.failed += 1;
    return false;
  }
  // After a fresh build in this run the harness need not check it; otherwise it builds when stale.
  return vitest('e2e', ['e2e'], build === 'ok' ? { E2E_SKIP_BUILD: '1' } : {});
});

finish();

function finish() {
  rmSync(reportDir, { recursive: true, force: true });
  banner(`summary (${fmt(Date.now() - gateStarted)})`);
  for (const r of results) console.log(`  ${r.status.padEnd(8)} ${fmt(r.ms).padStart(7)}  ${r.title}`);
  for (const w of warnings) console.log(`  WARNING: ${w}`);
  for (const f of failures) console.log(`  FAILED TEST ${f}`);
  const failedSteps = results.filter((r) => r.status === 'FAILED');
  if (failedSteps.length) console.log(`  failed steps: ${failedSteps.map((r) => r.id).join(', ')}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(failedSteps.length || totals.failed ? 1 : 0);
}
