import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [412, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:3100/`, { waitUntil: 'load' });
  await page.addStyleTag({ content: '[class*="_row"]{content-visibility:visible!important}' });
  const hs = await page.evaluate(() => [...document.querySelectorAll('li[class*="_row"]')].map((r) => { const h = Math.round(r.getBoundingClientRect().height); const parts = [...r.querySelectorAll('[class]')].map((e) => e.className.toString().split('_').pop()).filter((c) => ['league', 'whenText', 'noOdds', 'more', 'odds', 'badge'].some((k) => c.includes(k))); return h + ' ' + r.closest('section')?.className.slice(0, 30) + ' ' + [...new Set(parts)].join(','); }));
  console.log(width, '\n' + [...new Set(hs)].join('\n'));
  await ctx.close();
}
await browser.close();
