// Resident memory of the API as `npm start` runs it (embedded PGlite, the demo seed, the feed
// running), once ready and settled, against a bare Node process that opens an empty PGlite database
// (created beforehand by another process, as the API's is on every start after the first) with
// PGlite's defaults and listens with Fastify: the floor of any API on this stack, measured in the same
// run. Lower is better.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, report, startApi } from './lib.mjs';

const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 4210); // the baseline listens on the next port
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 20_000);
const SAMPLES = 5;
const serverDir = path.resolve(import.meta.dirname, '../apps/server');

/** RSS and its parts in MB, from /proc (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

async function sampleRss(pid) {
  const rss = [];
  for (let i = 0; i < SAMPLES; i++) {
    rss.push(memoryOf(pid).rss);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return median(rss);
}

const BASELINE = `
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
const db = new PGlite(process.argv[2]);
await db.query('select 1');
if (process.argv[3] === 'init') process.exit(0);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: (await db.query('select 1 as ok')).rows.length === 1 }));
await app.listen({ port: Number(process.argv[1]), host: '127.0.0.1' });
console.log('ready');
`;

const baselineDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-bench-pglite-'));
const runBaseline = (port, mode = '') =>
  spawn(process.execPath, ['--input-type=module', '-e', BASELINE, String(port), baselineDir, mode], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

async function startBaseline(port) {
  await new Promise((resolve) => runBaseline(port, 'init').once('exit', resolve));
  const child = runBaseline(port);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return child;
}

const api = await startApi(PORT, { DEV_TOOLS: '1', LOG_LEVEL: 'warn' });
let baseline;
try {
  // Touch what a visitor touches first, then let the feed run.
  for (const p of ['/api/sportsbook/v2/matches?limit=50', '/api/sportsbook/v2/sports']) {
    await (await fetch(`${api.url}${p}`)).arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const ours = await sampleRss(api.pid);
  const parts = memoryOf(api.pid);
  console.log(
    `api: ${ours.toFixed(0)} MB RSS (anonymous ${parts.anon.toFixed(0)} MB, files ${parts.file.toFixed(0)} MB)`,
  );
  baseline = await startBaseline(PORT + 1);
  await new Promise((r) => setTimeout(r, 2000));
  const base = await sampleRss(baseline.pid);
  console.log(`baseline (Node + PGlite on an empty database + Fastify): ${base.toFixed(0)} MB RSS`);
  report({
    name: 'api-memory',
    ratio: ours / base,
    ours: `${ours.toFixed(0)} MB`,
    baseline: `${base.toFixed(0)} MB`,
    better: 'lower',
  });
} finally {
  baseline?.kill();
  await api.stop();
  rmSync(baselineDir, { recursive: true, force: true });
}
