import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot, stopService } from '../scripts/lib/proc.mjs';
import { report, startPageStack } from './lib.mjs';

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
  // Hydration on a busy machine can keep the network quiet for more than networkidle's 500 ms before
  // the scripts it asks for (the push client, say) are requested: give it time, then wait for quiet
  // again, so what the page loads as it starts is always counted.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
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
const started = { api: undefined, children: [] };
let browser;
try {
  const apiUrl = await startPageStack(
    { apiPort: API_PORT, webPort: WEB_PORT, basePort: BASE_PORT, baselineDir },
    started,
  );

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
  await Promise.all(started.children.map((c) => stopService(c)));
  await started.api?.stop();
}
