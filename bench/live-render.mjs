// Rendering under a live odds stream: our /live page (the built web app under `next start`: its push
// client with `centrifuge`, live store applied once per animation frame, odds buttons writing odds
// changes into their own elements from the store, React re-rendering them only when they lock) against a plain-DOM page with the same outcomes updated in place once per
// animation frame (bench/live/baseline-page.mjs). Both get the same stream from our push hub
// (bench/live/hub.mjs: Fastify + pushPlugin from apps/server): RATE outcome updates per second
// (default 2,000) over OUTCOMES outcomes (default 300) for BENCH_LIVE_SECONDS (default 30; 5 with
// BENCH_QUICK=1), as markets_changed publications on public:en every 10 ms.
// Measured in Debian's Chromium (bench/live/probe.mjs): long tasks (> 50 ms), animation frames per
// second that changed odds in the DOM (both pages alike; our React commits are printed too), and p95 feed-to-DOM latency (publish in
// the hub → odds text changed in the DOM, MutationObserver; epoch clocks of both processes).
// Setup: the real API (SEED=7, FEED_ENABLED=0, DEV_TOOLS=1) serves the page; matches are started
// through POST /api/dev/feed/events until the live list has OUTCOMES main-market outcomes. The
// browser's push token request is answered with a token of the bench hub and its WebSocket is pointed
// at the bench hub (the page has no hook to inject updates; the real push path is used instead).
import { fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import {
  nextStartCommand,
  portIsFree,
  repoRoot,
  startService,
  stopService,
  waitForHttp,
  webDir,
} from '../scripts/lib/proc.mjs';
import { median, report, startApi } from './lib.mjs';
import { baselineHtml } from './live/baseline-page.mjs';
import { probe } from './live/probe.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? (QUICK ? 5 : 30));
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 2000);
const OUTCOMES = Number(process.env.BENCH_LIVE_OUTCOMES ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TICK_MS = 10;
const PROFILE = process.env.BENCH_LIVE_PROFILE === '1';
const REDUCED_MOTION = process.env.BENCH_LIVE_REDUCED_MOTION === '1';
const API_PORT = 4450;
const WEB_PORT = 3450;
const BASE_PORT = 3451;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// The query of the /live page (features/catalogue/views/live-view.tsx), so we see the rows it renders.
const LIVE_QUERY =
  'type=match&match_status=live&context=live&sort_by=sport:asc&sort_by=priority:desc&sort_by=start_time:asc&limit=500';

function next(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (msg) => {
      if (msg.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg);
    };
    const onExit = (code) => reject(new Error(`hub exited (${code}) while waiting for ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
function ask(child, type, extra = {}) {
  const reply = next(child, type === 'run' ? 'ran' : type);
  child.send({ type, ...extra });
  return reply;
}

/**
 * The web build must exist and contain the live code; checked and, if needed, built while holding the
 * shared build lock (bench/live/ensure-build.mjs), so a build someone else is running is waited for.
 */
async function ensureWebBuild() {
  const code = await new Promise((resolve) => {
    const child = spawn(
      'flock',
      ['/tmp/next-build.lock', process.execPath, path.join(import.meta.dirname, 'live', 'ensure-build.mjs')],
      { stdio: 'inherit', cwd: repoRoot },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0 || !existsSync(path.join(webDir, '.next', 'BUILD_ID'))) throw new Error('web build failed');
}

/** Live rows with main-market outcomes, in page order, until OUTCOMES outcomes are covered. */
async function liveRows(apiUrl) {
  const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches?${LIVE_QUERY}`);
  if (!res.ok) throw new Error(`GET live matches → ${res.status}`);
  const rows = [];
  let count = 0;
  for (const match of (await res.json()).data) {
    const market = match.main_market;
    if (!market?.outcomes?.length || count >= OUTCOMES) continue;
    rows.push({ matchId: match.id, name: match.name, market, outcomes: market.outcomes });
    count += market.outcomes.length;
  }
  return { rows, count };
}

/** Starts prematch matches (dev feed endpoint) until the live list holds OUTCOMES outcomes. */
async function ensureLiveOutcomes(apiUrl) {
  let live = await liveRows(apiUrl);
  if (live.count >= OUTCOMES) return live;
  const res = await fetch(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&limit=500`,
  );
  const candidates = (await res.json()).data.filter((m) => m.main_market?.outcomes?.length);
  while (live.count < OUTCOMES) {
    const need = Math.ceil((OUTCOMES - live.count) / 3) + 2;
    const batch = candidates.splice(0, need);
    if (!batch.length) throw new Error(`only ${live.count} live outcomes and no more matches to start`);
    for (let i = 0; i < batch.length; i += 4) {
      await Promise.all(
        batch.slice(i, i + 4).map(async (m) => {
          const r = await fetch(`${apiUrl}/api/dev/feed/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'start', matchId: m.id }),
          });
          if (!r.ok) console.log(`start ${m.id}: HTTP ${r.status}`);
        }),
      );
    }
    live = await liveRows(apiUrl);
  }
  return live;
}

async function cdpMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((x) => [x.name, x.value]));
}

/** Top functions by self time of a CPU profile (BENCH_LIVE_PROFILE=1: where the page's time goes). */
function printProfile(who, profile) {
  const dt = new Map();
  profile.samples.forEach((id, i) => {
    dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFn = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  const top = [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log(`  ${who} profile, self time:`);
  for (const [key, us] of top) console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  printBusyStretches(profile);
}

const TRACE = process.env.BENCH_LIVE_TRACE === '1';
// BENCH_LIVE_INVALIDATIONS=1 (with the trace): what invalidated style and layout in the long tasks.
const INVALIDATIONS = process.env.BENCH_LIVE_INVALIDATIONS === '1';
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'cc',
  ...(INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
];

/**
 * BENCH_LIVE_TRACE=1: the page's main-thread time by trace event, self time (an event's duration less
 * its children's), the twelve largest: where the time outside script, style and layout goes.
 */
function printTraceSelfTimes(who, buffer) {
  const trace = JSON.parse(buffer.toString());
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return;
  const spans = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined)
    .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  const self = new Map();
  // Tasks of 50 ms or more (top-level spans), each with its own self times by event.
  const long = new Map();
  const stack = [];
  const add = (map, name, us) => map.set(name, (map.get(name) ?? 0) + us);
  for (const e of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const root = stack[0] ?? e;
    if (!parent && e.dur >= 50_000) long.set(e, new Map());
    const inLong = long.get(root);
    if (parent) add(self, parent.name, -e.dur);
    if (parent && inLong) add(inLong, parent.name, -e.dur);
    add(self, e.name, e.dur);
    if (inLong) add(inLong, e.name, e.dur);
    stack.push(e);
  }
  const top = (map, n) => [...map].sort((x, y) => y[1] - x[1]).slice(0, n);
  // DOM events dispatched on the page, by type (the trace's EventDispatch spans).
  const dispatched = new Map();
  for (const e of spans) if (e.name === 'EventDispatch') add(dispatched, e.args?.data?.type ?? '?', e.dur);
  const domEvents = top(dispatched, 6).map(([type, us]) => `${type} ${(us / 1000).toFixed(0)}`);
  if (domEvents.length) console.log(`  ${who} DOM events dispatched (ms): ${domEvents.join(', ')}`);
  console.log(`  ${who} main thread self time by trace event (ms):`);
  for (const [name, us] of top(self, 12)) console.log(`    ${(us / 1000).toFixed(0).padStart(6)}  ${name}`);
  // Invalidation records (instant events, any thread) by what caused them, inside the long tasks.
  const tracked = events.filter((e) => e.name.endsWith('InvalidationTracking') && e.pid === main.pid);
  for (const [task, times] of [...long].sort((x, y) => y[0].dur - x[0].dur).slice(0, 4)) {
    const parts = top(times, 6).map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    console.log(`  ${who} task of ${(task.dur / 1000).toFixed(0)} ms: ${parts.join(', ')}`);
    printInvalidations(tracked, task);
  }
}

/** The invalidation records inside one task, counted by kind, cause and node. */
function printInvalidations(tracked, task) {
  const causes = new Map();
  for (const e of tracked) {
    if (e.ts < task.ts || e.ts > task.ts + task.dur) continue;
    const d = e.args?.data ?? {};
    const cause = d.reason ?? d.changedAttribute ?? d.changedPseudo ?? d.changedClass ?? d.changedId ?? '';
    const key = `${e.name.replace('InvalidationTracking', '')} ${cause} ${d.nodeName ?? ''}`;
    causes.set(key, (causes.get(key) ?? 0) + 1);
  }
  const counted = [...causes].sort((x, y) => y[1] - x[1]).slice(0, 8);
  if (counted.length) console.log(`    invalidations: ${counted.map(([k, n]) => `${k} ×${n}`).join('; ')}`);
}

/** The profile's stretches of 50 ms or more without an idle sample, with what ran in them. */
function printBusyStretches(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const stretches = [];
  let current = null;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (byId.get(id)?.callFrame.functionName === '(idle)') {
      if (current && current.us >= 50_000) stretches.push(current);
      current = null;
      return;
    }
    current ??= { us: 0, frames: new Map() };
    current.us += dt;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const key = name(byId.get(n));
      if (seen.has(key)) continue;
      seen.add(key);
      current.frames.set(key, (current.frames.get(key) ?? 0) + dt);
    }
  });
  console.log(`  busy stretches of 50 ms or more: ${stretches.length}`);
  for (const s of stretches.sort((a, b) => b.us - a.us).slice(0, 6)) {
    console.log(`    ${(s.us / 1000).toFixed(0)} ms:`);
    const frames = [...s.frames].sort((a, b) => b[1] - a[1]).slice(0, 14);
    for (const [key, us] of frames) console.log(`      ${(us / 1000).toFixed(0).padStart(5)} ms  ${key}`);
  }
}

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] : Number.NaN;
};

const children = [];
let api;
let hub;
let baseServer;
let browser;
try {
  for (const port of [API_PORT, WEB_PORT, BASE_PORT]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use`);
  }
  await ensureWebBuild();
  api = await startApi(API_PORT, { DEV_TOOLS: '1', FEED_ENABLED: '0' });
  const [cmd, webArgs] = nextStartCommand(WEB_PORT);
  const web = startService('web', cmd, webArgs, {
    cwd: webDir,
    env: { API_URL: api.url, NEXT_TELEMETRY_DISABLED: '1' },
  });
  children.push(web);

  const { rows, count } = await ensureLiveOutcomes(api.url);
  // Exactly OUTCOMES targets (the last row may be covered in part).
  const targets = [];
  rows.forEach((row, m) => {
    row.outcomes.forEach((_o, o) => {
      if (targets.length < OUTCOMES) targets.push([m, o]);
    });
  });
  console.log(`live list: ${rows.length} matches, ${count} main-market outcomes, ${targets.length} updated`);

  hub = fork(path.join(import.meta.dirname, 'live', 'hub.mjs'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port: hubPort } = await next(hub, 'ready');
  const hubWsUrl = `ws://127.0.0.1:${hubPort}/connection/websocket`;
  const { token } = await ask(hub, 'token');

  const html = baselineHtml(
    rows.map((r) => ({ matchId: r.matchId, name: r.name, outcomes: r.outcomes })),
    token,
  );
  baseServer = http.createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else res.writeHead(404).end();
  });
  await new Promise((resolve) => baseServer.listen(BASE_PORT, '127.0.0.1', resolve));
  await waitForHttp(`http://127.0.0.1:${WEB_PORT}/live`, { child: web, accept: (s) => s === 200 });

  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const setupRows = rows.map((r) => [r.matchId, r.outcomes.map((o) => [o.id, o.odds])]);
  const urls = { ours: `http://127.0.0.1:${WEB_PORT}/live`, baseline: `http://127.0.0.1:${BASE_PORT}/` };

  async function trial(who) {
    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
      // BENCH_LIVE_REDUCED_MOTION=1: both pages as a player who asked for less motion sees them.
      ...(REDUCED_MOTION ? { reducedMotion: 'reduce' } : {}),
    });
    try {
      await context.addInitScript(probe, {
        hubUrl: hubWsUrl,
        reactHook: process.env.BENCH_LIVE_REACT_HOOK !== '0',
      });
      // The page's push client asks its origin for a token; the bench hub's own token answers it.
      await context.route('**/api/sportsbook/v2/websocket/token', (route) =>
        route.fulfill({ json: { token } }),
      );
      const page = await context.newPage();
      page.on('pageerror', (err) => console.log(`[${who} page] ${err.message}`));
      const res = await page.goto(urls[who], { waitUntil: 'load' });
      if (res?.status() !== 200) throw new Error(`${urls[who]} → ${res?.status()}`);
      // Subscribed (after hydration, for our page) when the hub sees the page on public:en.
      const deadline = Date.now() + 30_000;
      while ((await ask(hub, 'subscribers')).count < 1) {
        if (Date.now() > deadline) throw new Error(`${who}: the page never subscribed to public:en`);
        await sleep(100);
      }
      const setup = await page.evaluate((r) => window.__bench.setup(r), setupRows);
      if (setup.problemCount) {
        throw new Error(
          `${who}: ${setup.problemCount} odds elements do not match: ${setup.problems.join('; ')}`,
        );
      }
      const before = (await ask(hub, 'now')).now;
      const pageNow = await page.evaluate(() => window.__bench.now());
      const after = (await ask(hub, 'now')).now;
      const clockOffset = pageNow - (before + after) / 2;
      await sleep(1000);
      // Main-thread time split (script, style, layout) from Chromium's own counters.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      if (PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      const metricsBefore = await cdpMetrics(cdp);
      if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.evaluate(() => window.__bench.start());
      const ran = await ask(hub, 'run', {
        markets: rows.map((r) => r.market),
        targets,
        rate: RATE,
        seconds: SECONDS,
        tickMs: TICK_MS,
      });
      await sleep(1000);
      const m = await page.evaluate(() => window.__bench.stop());
      const metricsAfter = await cdpMetrics(cdp);
      if (PROFILE) printProfile(who, (await cdp.send('Profiler.stop')).profile);
      if (TRACE) printTraceSelfTimes(who, await browser.stopTracing());
      const spent = (name) => ((metricsAfter[name] ?? 0) - (metricsBefore[name] ?? 0)) * 1000;
      const result = {
        longTasks: m.longTasks,
        longTaskMs: m.longTaskMs,
        commitsPerSecond: m.commits / m.seconds,
        domFramesPerSecond: m.domFrames / m.seconds,
        p95: p95(m.latencies),
        p50: median(m.latencies),
        shown: m.latencies.length,
        taskMs: spent('TaskDuration'),
        scriptMs: spent('ScriptDuration'),
        styleMs: spent('RecalcStyleDuration'),
        layoutMs: spent('LayoutDuration'),
      };
      console.log(
        `  ${who.padEnd(8)} ${ran.updates} updates in ${ran.publications} publications over ${ran.seconds.toFixed(1)} s; ` +
          `page got ${m.sentUpdates} updates in ${m.frames} frames, ${result.shown} values shown (rest superseded within a frame); ` +
          `long tasks ${m.longTasks} (${m.longTaskMs.toFixed(0)} ms), ${result.domFramesPerSecond.toFixed(1)} odds-writing frames/s, ` +
          `${result.commitsPerSecond.toFixed(1)} commits/s, ` +
          `feed-to-DOM p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (clock check ${clockOffset.toFixed(1)} ms); ` +
          `main thread busy ${result.taskMs.toFixed(0)} ms: script ${result.scriptMs.toFixed(0)}, ` +
          `style ${result.styleMs.toFixed(0)}, layout ${result.layoutMs.toFixed(0)}`,
      );
      return result;
    } finally {
      await context.close();
      const deadline = Date.now() + 10_000;
      while ((await ask(hub, 'subscribers')).count > 0 && Date.now() < deadline) await sleep(100);
    }
  }

  console.log(
    `${ROUNDS} rounds of ${SECONDS} s, ${RATE} outcome updates/s over ${targets.length} outcomes ` +
      '(long tasks and p95 latency: lower is better; odds-writing frames/s, one per animation frame at most: higher is better)',
  );
  const results = { ours: [], baseline: [] };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1}`);
    for (const who of round % 2 ? ['baseline', 'ours'] : ['ours', 'baseline'])
      results[who].push(await trial(who));
  }
  const med = (who, key) => median(results[who].map((r) => r[key]));
  const ms = (v) => `p95 ${v.toFixed(1)} ms`;
  report({
    name: 'live-render-latency-p95',
    ratio: med('ours', 'p95') / med('baseline', 'p95'),
    ours: ms(med('ours', 'p95')),
    baseline: ms(med('baseline', 'p95')),
    better: 'lower',
  });
  report({
    name: 'live-render-frames',
    ratio: med('ours', 'domFramesPerSecond') / med('baseline', 'domFramesPerSecond'),
    ours: `${med('ours', 'domFramesPerSecond').toFixed(1)} odds-writing frames/s`,
    baseline: `${med('baseline', 'domFramesPerSecond').toFixed(1)} odds-writing frames/s`,
    // Both sides write at most once per animation frame, counted alike by the probe (frames in which
    // odds changed in the DOM), so this is the rate at which odds reach the screen: higher is better
    // (a jammed main thread shows up as few, huge writes). Our React commits are printed per trial:
    // odds ticks write the DOM without one (features/catalogue/odds-button.tsx).
    better: 'higher',
  });
  // +1 on both sides: the baseline often has no long task at all.
  report({
    name: 'live-render-long-tasks',
    ratio: (med('ours', 'longTasks') + 1) / (med('baseline', 'longTasks') + 1),
    ours: `${med('ours', 'longTasks')} long tasks (${med('ours', 'longTaskMs').toFixed(0)} ms)`,
    baseline: `${med('baseline', 'longTasks')} long tasks (${med('baseline', 'longTaskMs').toFixed(0)} ms)`,
    better: 'lower',
  });
} finally {
  await browser?.close();
  baseServer?.close();
  if (hub && hub.exitCode === null) {
    hub.send({ type: 'exit' });
    await Promise.race([new Promise((r) => hub.once('exit', r)), sleep(3000)]);
    if (hub.exitCode === null) hub.kill('SIGKILL');
  }
  await Promise.all(children.map((c) => stopService(c)));
  await api?.stop();
}
