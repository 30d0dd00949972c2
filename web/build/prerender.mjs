#!/usr/bin/env node
/**
 * After `vite build`: draws the public pages chosen in src/prerender.tsx and writes their
 * markup to dist/.vite/prerendered.json ({ path: html }), which the server puts inside #root
 * of each page's first response (server/src/site/serve.ts). Runs the app's own components
 * through Vite's SSR loader, so the markup is exactly what the browser's first render gives.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(WEB, 'dist', '.vite', 'prerendered.json');

const vite = await createServer({
  root: WEB,
  configFile: path.join(WEB, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  logLevel: 'warn',
});
try {
  const { renderPages } = await vite.ssrLoadModule('/src/prerender.tsx');
  const pages = await renderPages();
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(pages));
  console.log(`prerendered ${Object.keys(pages).join(', ')} into ${path.relative(WEB, OUT)}`);
} finally {
  await vite.close();
}
