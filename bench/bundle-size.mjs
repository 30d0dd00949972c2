// Budget: the JavaScript a first visit to a public page downloads, gzip as served, at most
// BUDGET_KB on / (issue 4). Opens each page in headless Chromium against the built app
// (`npm run build`), waits until the network is idle, and sums the encoded size of every
// script fetched, that is the entry chunk, the page's lazy chunks and everything they import.
// Prints a table and exits 1 when / is over budget.
//   node bench/bundle-size.mjs [path ...]     (default: / /services /projects /get-quote)
import { chromium } from '@playwright/test';
import { startApp } from './lib/app-server.mjs';
import { budgetPages, CHROMIUM_PATH } from './lib/budget-pages.mjs';

const BUDGET_KB = 170;
const paths = budgetPages();
const app = await startApp({ port: 4378 });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu'],
});

const kb = (bytes) => (bytes / 1024).toFixed(1);
let overBudget = false;
try {
  for (const pagePath of paths) {
    // Gzip, as the budget is written: the server would send Chromium the smaller brotli copies.
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.set(new URL(response.url()).pathname, sizes.responseBodySize);
    });
    await page.goto(`${app.origin}${pagePath}`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const antd = [...scripts.keys()].filter((name) => /antd|ant-design|button-|Layout-/.test(name));
    console.log(`${pagePath.padEnd(12)} ${String(scripts.size).padStart(2)} scripts  ${kb(total).padStart(6)} KB gzip`);
    for (const [name, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
      console.log(`${''.padEnd(16)}${kb(size).padStart(6)} KB  ${name}`);
    }
    if (antd.length) console.log(`${''.padEnd(16)}suspicious (antd?): ${antd.join(', ')}`);
    if (pagePath === '/' && total / 1024 > BUDGET_KB) overBudget = true;
    await context.close();
  }
  console.log(overBudget ? `FAIL: / is over ${BUDGET_KB} KB` : `OK: / is within ${BUDGET_KB} KB`);
  process.exitCode = overBudget ? 1 : 0;
} finally {
  await browser.close();
  app.stop();
}
