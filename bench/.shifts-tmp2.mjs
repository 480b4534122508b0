import { chromium } from 'playwright-core';
import { stopService, repoRoot } from '../scripts/lib/proc.mjs';
import { startPageStack } from './lib.mjs';
import path from 'node:path';
const started = { api: undefined, children: [] };
let browser;
try {
  await startPageStack({ apiPort: 4100, webPort: 3100, basePort: 3201, baselineDir: path.join(repoRoot, 'bench', 'baseline-next') }, started);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  for (const js of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js });
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:3100${process.env.P ?? '/live'}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const desc = await page.evaluate(() => [...document.querySelectorAll('main section, main li, main h2, main h3')].slice(0, 40).map((e) => { const r = e.getBoundingClientRect(); return `${Math.round(r.y)}+${Math.round(r.height)} ${e.tagName} ${(e.className||'').toString().slice(0,30)} ${(e.textContent||'').trim().slice(0,50)}`; }));
    console.log(`== js ${js}`); console.log(desc.join('\n'));
    await page.screenshot({ path: `/tmp/live-js-${js}.png` });
    await ctx.close();
  }
} finally {
  await browser?.close();
  for (const c of started.children) await stopService(c);
  if (started.api) await stopService(started.api.child ?? started.api);
}
