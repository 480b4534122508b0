import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [360, 412, 779, 780, 1024, 1440]) for (const p of ['/live', '/', '/soccer', '/tennis']) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: true });
  const page = await ctx.newPage();

  await page.goto(`http://127.0.0.1:3100${p}`, { waitUntil: 'domcontentloaded', timeout: 15000 });
  await page.addStyleTag({ content: '[class*="_row"]{content-visibility:visible!important}' });
  const hs = await page.evaluate(() => { const m = {}; for (const r of document.querySelectorAll('li[class*="_row"]')) { const h = Math.round(r.getBoundingClientRect().height); const cs = getComputedStyle(r); const inner = h - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - parseFloat(cs.borderBottomWidth); m[Math.round(inner)] = (m[Math.round(inner)] ?? 0) + 1; } return m; });
  console.log(width, p, JSON.stringify(hs));
  await ctx.close();
}
await browser.close();
