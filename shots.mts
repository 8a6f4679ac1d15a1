import { chromium } from '@playwright/test';
const APP = 'http://localhost:3301';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'vi-VN' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(width, 'console', m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log(width, 'pageerror', e.message.slice(0, 300)));
  for (const r of routes) {
    await page.goto(APP + r);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForTimeout(1500);
    const name = `/tmp/shot-${width}-${r.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}.png`;
    await page.screenshot({ path: name });
    console.log('shot', name);
  }
  await ctx.close();
}
await browser.close();
