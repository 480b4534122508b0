// Process, HTTP and build-freshness helpers shared by scripts/, e2e/ and bench/.
// Node builtins only: `npm start` and `npm test` import this before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The web app; overridable (like apiEntry) to exercise the harness against another Next app. */
export const webDir = process.env.SPORTSBOOK_WEB_DIR ?? path.join(repoRoot, 'apps', 'web');
export const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The API entry point; overridable so the harness can be exercised against a stub. */
export const apiEntry =
  process.env.SPORTSBOOK_API_ENTRY ?? path.join(repoRoot, 'apps', 'server', 'src', 'main.ts');

/** Runs a command with inherited stdio; resolves to its exit code (never rejects). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...opts });
    child.on('error', (err) => {
      console.error(`cannot run ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command synchronously and captures its output. */
export function capture(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', cwd: repoRoot, ...opts });
  return { code: r.error ? 127 : (r.status ?? 1), stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

export function which(cmd) {
  const r = capture('sh', ['-c', `command -v ${cmd}`]);
  return r.code === 0 ? r.stdout.trim() : null;
}

/** True when node_modules is missing or older than package-lock.json. */
export function needsInstall() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

/**
 * Installs the locked dependency tree. `npm install` rather than `npm ci`: npm 11 writes only this
 * platform's optional packages (e.g. @biomejs/cli-linux-x64) into the lockfile, and `npm ci` then
 * refuses the lockfile as out of sync. `npm install` honours the same locked versions.
 */
export function npmCi() {
  return run('npm', ['install', '--no-audit', '--no-fund']);
}

/**
 * Starts a long-running child in its own process group (so the whole tree can be stopped) and,
 * prefixes each output line with `prefix` (default `[name]`), or writes it to `logStream` instead.
 */
export function startService(name, cmd, args, { env, cwd = repoRoot, prefix = `[${name}]`, logStream } = {}) {
  const childEnv = {
    ...process.env,
    ...(process.stdout.isTTY && !logStream ? { FORCE_COLOR: '1' } : {}),
    ...env,
  };
  // An `undefined` value removes the variable (e.g. DATABASE_URL to force PGlite).
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(cmd, args, {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stderr ? process.stderr : process.stdout;
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (logStream) logStream.write(`${line}\n`);
      else out.write(`${prefix} ${line}\n`);
    });
  }
  child.name = name;
  return child;
}

/** Sends a signal to a child's whole process group; SIGKILL after `graceMs` if it is still alive. */
export function stopService(child, signal = 'SIGTERM', graceMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      // Reap stragglers in the group (e.g. Next's worker) that ignored the first signal.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  });
}

/** Polls `url` until `accept(status)` holds; rejects on timeout or when `child` exits first. */
export async function waitForHttp(url, { timeoutMs = 120_000, accept = (s) => s === 200, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no response';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `${child.name ?? 'process'} exited (${child.exitCode ?? child.signalCode}) before ${url} was ready`,
      );
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (accept(res.status)) return res.status;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${url} (last: ${last})`);
}

/** Resolves true when nothing listens on `port` (IPv4 and IPv6 wildcard). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '::' }, () => srv.close(() => resolve(true)));
  });
}

// --- web build freshness -------------------------------------------------------------------------
// Next bakes `rewrites()` (our /api and /connection proxy targets) into .next/routes-manifest.json at
// build time, so a build made for one API_URL proxies to that URL forever. We record the API_URL each
// build was made with and rebuild when it differs or when any source is newer than the build.

const buildStamp = path.join(webDir, '.next', 'sportsbook-build.json');
const skipDirs = new Set(['node_modules', '.next', '.turbo', 'coverage', 'test-results']);

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (entry.isFile()) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Why the web app must be (re)built for `apiUrl`, or null when the existing build is current. */
export function webBuildReason(apiUrl) {
  const buildId = path.join(webDir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'no build yet';
  let stamp = {};
  try {
    stamp = JSON.parse(readFileSync(buildStamp, 'utf8'));
  } catch {}
  if (stamp.apiUrl !== apiUrl) return `built for API_URL=${stamp.apiUrl ?? '?'}, need ${apiUrl}`;
  const built = statSync(buildId).mtimeMs;
  const sources = [
    webDir,
    path.join(repoRoot, 'packages', 'domain', 'src'),
    path.join(repoRoot, 'packages', 'domain', 'package.json'),
    path.join(repoRoot, 'packages', 'contract', 'src'),
    path.join(repoRoot, 'packages', 'contract', 'package.json'),
    path.join(repoRoot, 'package-lock.json'),
  ];
  for (const src of sources) {
    const m = existsSync(src) && statSync(src).isFile() ? statSync(src).mtimeMs : newestMtime(src);
    if (m > built) return `sources changed since the last build (${path.relative(repoRoot, src)})`;
  }
  return null;
}

/** Runs `next build` in apps/web for `apiUrl` and records the stamp; resolves to the exit code. */
export async function buildWeb(apiUrl, { stdio = 'inherit' } = {}) {
  const code = await run(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    stdio,
    env: { ...process.env, API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (code === 0)
    writeFileSync(buildStamp, `${JSON.stringify({ apiUrl, builtAt: new Date().toISOString() })}\n`);
  return code;
}

/**
 * Environment of the API process (merged by every caller of apiCommand): glibc's malloc keeps up to 8
 * arenas per core for the API's threads (PGlite's worker, libuv, V8), each holding freed memory; two are
 * plenty for one event loop and one database thread (issue 13: about 12 MB less resident memory).
 * Blocks of 32 KB and more (V8's compiler zones grow by 32 KB segments; large buffers) are mapped on
 * their own and returned to the system when freed: glibc's default threshold rises as mapped blocks are
 * freed, and the arenas then held 40-60 MB freed but resident after start, which the allocator never
 * gave back (issue 13: 236-253 MB -> 164-165 MB; 64 KB did not help; about 170 mmap calls a second
 * idle, 0.07 per API request).
 */
export const API_PROCESS_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '32768',
};

/** Bundles the API's TypeScript with esbuild at each start and runs the bundle (no tsx loader). */
const bundledApiLauncher = path.join(repoRoot, 'apps', 'server', 'scripts', 'run-bundled.mjs');

/**
 * Command line that runs the API server, one process: its TypeScript bundled by esbuild
 * (apps/server/scripts/run-bundled.mjs: about 60 MB less resident memory than tsx's loader, issue 13);
 * an entry overridden by SPORTSBOOK_API_ENTRY (a stub) runs through tsx. V8's heap grows by at most
 * 30 % over what a major GC left live (--heap-growing-percent): by default the main heap grows to 3-4x
 * its live size under the feed's steady garbage (issue 13: API memory, about 430-510 MB -> 300 MB).
 * That bound replaced --optimize-for-size, which also shrinks the young generation to 1 MB and favours
 * size over speed elsewhere: objects of a placement in flight were promoted, major GCs ran often and
 * threw away optimised code that TurboFan then compiled again (issue 13: about a third of the API's
 * CPU per placement, 3.26 -> 2.17 ms; API memory 164 -> 174-181 MB).
 */
export function apiCommand() {
  const flags = ['--heap-growing-percent=30', ...apiNodeFlags()];
  if (process.env.SPORTSBOOK_API_ENTRY !== undefined)
    return [process.execPath, [...flags, '--import', 'tsx', apiEntry]];
  return [process.execPath, [...flags, bundledApiLauncher, apiEntry]];
}

/**
 * Extra node flags for the API process from SPORTSBOOK_API_NODE_FLAGS (space-separated), for flags
 * NODE_OPTIONS refuses, e.g. a CPU profile of a benchmark's API:
 * `SPORTSBOOK_API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' node bench/placement.mjs`.
 */
function apiNodeFlags() {
  return (process.env.SPORTSBOOK_API_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
}

/** Command line that runs `next start` on `host` (loopback unless told otherwise) and `port`. */
export function nextStartCommand(port, host = '127.0.0.1') {
  return [process.execPath, [nextBin, 'start', '-p', String(port), '-H', host]];
}

// --- listening addresses ---------------------------------------------------------------------------

/** True for an address only this machine can reach. */
export function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** How this machine reaches a server listening on `host`: a wildcard through 127.0.0.1, IPv6 bracketed. */
export function localAddress(host) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * What `npm start` runs with: both servers on HOST (127.0.0.1 by default; API_HOST moves the API
 * alone), and the development endpoints switched on explicitly (DEV_TOOLS=1) only for the loopback
 * demo. DEV_TOOLS from the environment wins; NODE_ENV=production never gets them by default.
 */
export function startSettings(env = process.env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const apiHost = env.API_HOST?.trim() || host;
  const loopback = isLoopback(host) && isLoopback(apiHost);
  const devTools = env.DEV_TOOLS ?? (loopback && env.NODE_ENV !== 'production' ? '1' : '0');
  return { host, apiHost, loopback, devTools };
}
