// First-load JavaScript (gzip bytes of every script the page loads) of our home, sport and match pages
// against a bare Next.js page built in the same run with the same Next version (bench/baseline-next).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  buildWeb,
  nextBin,
  nextStartCommand,
  repoRoot,
  run,
  startService,
  stopService,
  waitForHttp,
  webBuildReason,
  webDir,
} from '../scripts/lib/proc.mjs';
import { report, startApi } from './lib.mjs';

// Same ports as the e2e stack, so the web build `npm test` leaves behind (made for this API URL) is reused.
// BENCH_API_PORT / BENCH_WEB_PORT / BENCH_BASE_PORT move it off them when another stack runs there.
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3100);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3201);
const baselineDir = path.join(repoRoot, 'bench', 'baseline-next');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

async function firstLoadJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((b) => ({ url: res.url(), gz: gzipSync(b, { level: 9 }).length }))
        .catch(() => ({ url: res.url(), gz: 0 })),
    );
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' });
  if (res?.status() !== 200) throw new Error(`${url} → ${res?.status()}`);
  const scripts = await Promise.all(pending);
  // Inline <script> blocks (RSC payload, bootstrap) are part of what the first load parses, too.
  const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? ''));
  await context.close();
  const inlineGz = inline.reduce((n, s) => n + gzipSync(Buffer.from(s), { level: 9 }).length, 0);
  const externalGz = scripts.reduce((n, s) => n + s.gz, 0);
  if (process.env.BENCH_VERBOSE) {
    for (const s of scripts.sort((a, b) => b.gz - a.gz)) console.log(`  ${s.gz}\t${s.url}`);
    console.log(`  inline ${inlineGz}`);
  }
  return { total: externalGz + inlineGz, externalGz, inlineGz, files: scripts.length };
}

const bytes = (n) => `${n} B`;
const children = [];
let api;
let browser;
try {
  console.log('building the baseline Next.js app…');
  if (
    (await run(process.execPath, [nextBin, 'build', baselineDir], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })) !== 0
  ) {
    throw new Error('baseline build failed');
  }
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const reason = webBuildReason(apiUrl);
  if (reason) {
    console.log(`building the web app (${reason})…`);
    if ((await buildWeb(apiUrl)) !== 0) throw new Error('web build failed');
  }
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) throw new Error('no web build');

  api = await startApi(API_PORT, { DEV_TOOLS: '1' });
  const [cmd, webArgs] = nextStartCommand(WEB_PORT);
  const web = startService('web', cmd, webArgs, {
    cwd: webDir,
    env: { API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const [, baseArgs] = nextStartCommand(BASE_PORT);
  const base = startService('baseline', cmd, baseArgs, {
    cwd: baselineDir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  children.push(web, base);
  await waitForHttp(`http://127.0.0.1:${WEB_PORT}/`, { child: web, accept: (s) => s < 500 });
  await waitForHttp(`http://127.0.0.1:${BASE_PORT}/`, { child: base });

  const matches = await (await fetch(`${apiUrl}/api/sportsbook/v2/matches?sport_key=soccer&limit=1`)).json();
  const first = (
    Array.isArray(matches) ? matches : (matches.items ?? matches.data ?? matches.matches ?? [])
  )[0];
  if (!first?.slug)
    throw new Error('no soccer match with a slug in /api/sportsbook/v2/matches?sport_key=soccer&limit=1');

  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const baseline = await firstLoadJs(browser, `http://127.0.0.1:${BASE_PORT}/`);
  console.log(
    `baseline /: ${bytes(baseline.total)} gzip (${baseline.files} files + inline ${bytes(baseline.inlineGz)})`,
  );
  const pages = { home: '/', sport: '/soccer', match: `/soccer/${first.slug}` };
  let worst = 0;
  const parts = [];
  for (const [name, p] of Object.entries(pages)) {
    const r = await firstLoadJs(browser, `http://127.0.0.1:${WEB_PORT}${p}`);
    const ratio = r.total / baseline.total;
    worst = Math.max(worst, ratio);
    parts.push(`${name} ${bytes(r.total)}`);
    console.log(
      `${name} ${p}: ${bytes(r.total)} gzip (${r.files} files + inline ${bytes(r.inlineGz)}), ratio ${ratio.toFixed(2)}`,
    );
  }
  report({
    name: 'first-load-js',
    ratio: worst,
    ours: `max of ${parts.join(', ')}`,
    baseline: bytes(baseline.total),
    better: 'lower',
  });
} finally {
  await browser?.close();
  await Promise.all(children.map((c) => stopService(c)));
  await api?.stop();
}
