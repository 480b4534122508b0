import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__snap = [];
  const snap = (label) => { const rows = [...document.querySelectorAll('main li')].slice(0, 6); window.__snap.push(label + ' ' + Math.round(performance.now()) + ' ' + rows.map((r) => Math.round(r.getBoundingClientRect().height) + ':' + r.children.length).join(' ')); };
  document.addEventListener('DOMContentLoaded', () => snap('dcl'));
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { snap('shift' + e.value.toFixed(3)); for (const s of e.sources) window.__snap.push((s.node?.className ?? s.node?.nodeName) + ' ' + JSON.stringify([s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height, s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round))); } }).observe({ type: 'layout-shift', buffered: true });
  let n = 0; const raf = () => { snap('raf'); if (++n < 200) requestAnimationFrame(raf); }; requestAnimationFrame(raf);
});
await page.goto(`http://127.0.0.1:3100${process.env.P ?? '/live'}`, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const snaps = await page.evaluate(() => window.__snap);
let last = '';
for (const s of snaps) { const k = s.replace(/ \d+ /, ' '); if (k !== last) console.log(s); last = k; }
await browser.close();
