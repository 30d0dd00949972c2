import { chromium } from 'playwright-core';
const [,, url, out, width = '1280', height = '900', full = 'true'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
if (process.env.LOGIN) {
  await page.goto(new URL('/login', url).href);
  await page.fill('#email', 'admin@brightline.example');
  await page.fill('#password', 'Admin#2026');
  await page.click('button[type=submit]');
  await page.waitForURL(/admin/);
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: full === 'true' });
console.log(logs.join('\n'));
await browser.close();
