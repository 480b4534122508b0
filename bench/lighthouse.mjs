// Lighthouse 12 (its default config: mobile, simulated throttling; performance category only) on the
// production build of our home, /live and a match page, against the bare Next.js page of
// bench/baseline-next built and served in the same run (as bench/first-load-js.mjs does). Everything on
// loopback, in Debian's Chromium (/usr/bin/chromium; never a downloaded browser), a fresh browser and
// profile per Lighthouse run; the baseline and our pages take turns, round after round, so a busy moment
// of a shared machine falls on both. Per page the median run of 3 (BENCH_QUICK=1: 1) by score, except
// CLS, which is the worst of the runs (a shift that shows up in one run of three is one players see).
// Goal (issue 13): score at least 98 and CLS 0 on each page. Under that, the causes Lighthouse names are
// printed. BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every Lighthouse JSON report.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import lighthouse from 'lighthouse';
import { repoRoot, stopService } from '../scripts/lib/proc.mjs';
import { report, startPageStack } from './lib.mjs';

// Same API and web ports as first-load-js (and the e2e stack) by default, so their web build is reused.
const API_PORT = Number(process.env.BENCH_LIGHTHOUSE_API_PORT ?? 4100);
const WEB_PORT = Number(process.env.BENCH_LIGHTHOUSE_WEB_PORT ?? 3100);
const BASE_PORT = Number(process.env.BENCH_LIGHTHOUSE_BASE_PORT ?? 3201);
const RUNS = process.env.BENCH_QUICK === '1' ? 1 : 3;
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const baselineDir = path.join(repoRoot, 'bench', 'baseline-next');

/** Starts Chromium with a DevTools port chosen by the browser; resolves to { port, stop }. */
function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'sportsbook-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = async () => {
    await stopService(child, 'SIGTERM', 3000);
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop().then(() => reject(new Error('Chromium did not print its DevTools port within 30 s')));
    }, 30_000);
    readline.createInterface({ input: child.stderr }).on('line', (line) => {
      const m = line.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (!m) return;
      clearTimeout(timer);
      resolve({ port: Number(m[1]), stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before its DevTools port was known`));
    });
  });
}

const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** One Lighthouse run of `url` in a fresh Chromium; returns the figures and the report. */
async function lighthouseRun(url) {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: audit(lhr, 'cumulative-layout-shift'),
      lcp: audit(lhr, 'largest-contentful-paint'),
      tbt: audit(lhr, 'total-blocking-time'),
      fcp: audit(lhr, 'first-contentful-paint'),
      si: audit(lhr, 'speed-index'),
      lhr,
    };
  } finally {
    await chrome.stop();
  }
}

const describe = (r) =>
  `score ${r.score}, CLS ${r.cls.toFixed(3)}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms`;

/** What Lighthouse names as the causes of a score under 98 (`lhr`) or a layout shift (`shiftLhr`). */
function printCauses(name, lhr, shiftLhr) {
  const items = (id, from = lhr) => from.audits[id]?.details?.items ?? [];
  const lcpEl = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  if (lcpEl) console.log(`  ${name} LCP element: ${lcpEl.nodeLabel ?? ''} (${lcpEl.selector ?? ''})`);
  for (const phase of items('largest-contentful-paint-element')[1]?.items ?? []) {
    console.log(`  ${name} LCP phase ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  const shifts = [...items('layout-shifts', shiftLhr), ...items('layout-shift-elements', shiftLhr)];
  for (const s of shifts.slice(0, 5)) {
    console.log(
      `  ${name} layout shift ${s.score?.toFixed(3)}: ${s.node?.selector ?? s.node?.nodeLabel ?? '?'}`,
    );
  }
  for (const r of items('render-blocking-resources').slice(0, 5)) {
    console.log(`  ${name} render-blocking: ${r.url} (${Math.round(r.wastedMs ?? 0)} ms)`);
  }
  for (const r of items('unused-javascript').slice(0, 5)) {
    console.log(
      `  ${name} unused JS: ${r.url} (${Math.round((r.wastedBytes ?? 0) / 1024)} of ${Math.round((r.totalBytes ?? 0) / 1024)} KiB)`,
    );
  }
  for (const r of items('bootup-time').slice(0, 3)) {
    console.log(`  ${name} script CPU: ${r.url} (${Math.round(r.scripting ?? 0)} ms scripting)`);
  }
  for (const r of items('long-tasks').slice(0, 3)) {
    console.log(
      `  ${name} long task: ${r.url} (${Math.round(r.duration ?? 0)} ms at ${Math.round(r.startTime ?? 0)} ms)`,
    );
  }
}

/**
 * `RUNS` rounds, each running Lighthouse once on every url of `targets` ({ name: url }) in turn, so the
 * baseline and our pages see the same moments of a busy machine; resolves to { name: runs }.
 */
async function measureRounds(targets) {
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url] of Object.entries(targets)) {
      const r = await lighthouseRun(url);
      // Lighthouse's CPU benchmark of this machine at that moment: low when the cores are busy.
      const cpu = Math.round(r.lhr.environment?.benchmarkIndex ?? 0);
      console.log(`${name} run ${i + 1}/${RUNS}: ${describe(r)} (benchmarkIndex ${cpu})`);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${name}-${i + 1}.json`), JSON.stringify(r.lhr));
      }
      runs[name].push(r);
    }
  }
  return runs;
}

/** The median run (by score, then by LCP) with the worst CLS of all runs; prints causes under goal. */
function summarise(name, url, runs) {
  const sorted = [...runs].sort((x, y) => x.score - y.score || y.lcp - x.lcp);
  const med = sorted[Math.floor(sorted.length / 2)];
  const result = { ...med, cls: Math.max(...runs.map((r) => r.cls)) };
  console.log(`${name} ${url}: ${describe(result)} (median run; CLS the worst of ${runs.length})`);
  if (name !== 'baseline' && (result.score < 98 || result.cls > 0)) {
    printCauses(name, med.lhr, runs.find((r) => r.cls === result.cls).lhr);
  }
  return result;
}

async function pickMatchPath(apiUrl) {
  const q = 'sport_key=soccer&match_status=live,prematch&limit=1';
  const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches?${q}`);
  const body = await res.json();
  const first = (Array.isArray(body) ? body : (body.items ?? body.data ?? body.matches ?? []))[0];
  if (!first?.slug) throw new Error(`no soccer match with a slug in /api/sportsbook/v2/matches?${q}`);
  return `/soccer/${first.slug}`;
}

const started = { api: undefined, children: [] };
try {
  const apiUrl = await startPageStack(
    { apiPort: API_PORT, webPort: WEB_PORT, basePort: BASE_PORT, baselineDir },
    started,
  );

  const pages = { home: '/', live: '/live', match: await pickMatchPath(apiUrl) };
  // One unmeasured load of each page first, so no run pays for Next's first render of a route.
  for (const p of Object.values(pages)) await (await fetch(`http://127.0.0.1:${WEB_PORT}${p}`)).text();
  await (await fetch(`http://127.0.0.1:${BASE_PORT}/`)).text();

  const targets = { baseline: `http://127.0.0.1:${BASE_PORT}/` };
  for (const [name, p] of Object.entries(pages)) targets[name] = `http://127.0.0.1:${WEB_PORT}${p}`;
  const runs = await measureRounds(targets);
  const baseline = summarise('baseline', targets.baseline, runs.baseline);
  for (const [name, p] of Object.entries(pages)) {
    const ours = summarise(name, targets[name], runs[name]);
    console.log(`${name}: CLS ${ours.cls.toFixed(3)}`);
    report({
      name: `lighthouse-${name}`,
      ratio: baseline.score / Math.max(ours.score, 1),
      ours: `${p}: ${describe(ours)}`,
      baseline: describe(baseline),
      better: 'lower',
    });
  }
} finally {
  await Promise.all(started.children.map((c) => stopService(c)));
  await started.api?.stop();
}
