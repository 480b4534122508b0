import { chromium } from 'playwright-core';
import { stopService } from '../scripts/lib/proc.mjs';
import { startPageStack } from './lib.mjs';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/proc.mjs';
const started = { api: undefined, children: [] };
const baselineDir = path.join(repoRoot, 'bench', 'baseline-next');
let browser;
try {
  const apiUrl = await startPageStack({ apiPort: 4100, webPort: 3100, basePort: 3201, baselineDir }, started);
  const ms = await (await fetch(`${apiUrl}/api/sportsbook/v2/matches?sport_key=soccer&limit=1`)).json();
  const m = (ms.data ?? ms)[0];
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const pages = (process.env.PAGES ?? '/,/live,MATCH').split(',').map((p) => (p === 'MATCH' ? `/${m.sport.key}/${m.slug}` : p));
  for (const p of pages) for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__shifts = []; window.__lcp = [];
      const sel = (n) => { if (!n || !n.tagName) return String(n?.nodeName); let s = n.tagName.toLowerCase(); if (n.className && typeof n.className === 'string') s += '.' + n.className.split(' ').join('.'); const t = (n.textContent || '').trim().slice(0, 40); return `${s} "${t}"`; };
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), input: e.hadRecentInput, src: e.sources.map((s) => ({ n: sel(s.node), p: [s.previousRect.y, s.previousRect.height].map(Math.round), c: [s.currentRect.y, s.currentRect.height].map(Math.round) })) }); }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, n: sel(e.element) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`http://127.0.0.1:3100${p}`, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
    const r = await page.evaluate(() => ({ shifts: window.__shifts, lcp: window.__lcp }));
    console.log(`== ${p} round ${round}`);
    for (const s of r.shifts) console.log('  shift', JSON.stringify(s));
    for (const l of r.lcp) console.log('  lcp', JSON.stringify(l));
    await ctx.close();
  }
} finally {
  await browser?.close();
  for (const c of started.children) await stopService(c);
  if (started.api) await stopService(started.api.child ?? started.api);
}
