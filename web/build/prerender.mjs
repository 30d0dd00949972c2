#!/usr/bin/env node
/**
 * After `vite build`: draws the public pages chosen in src/prerender.tsx and writes their
 * markup to dist/.vite/prerendered.json ({ path: html }), which the server puts inside #root
 * of each page's first response (server/src/site/serve.ts). Runs the app's own components
 * through Vite's SSR loader, so the markup is exactly what the browser's first render gives.
 *
 * Also writes dist/.vite/route-modules.json ({ route: [module, ...] }): the modules the router
 * loads for each route, its lazy layouts' first, read from the route table itself, which the
 * server preloads with the page (server/src/site/page-assets.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(WEB, 'dist', '.vite', 'prerendered.json');
const ROUTE_MODULES = path.join(WEB, 'dist', '.vite', 'route-modules.json');

/** The module a lazy route's function imports, as Vite's manifest names it ('src/…'). */
const importedBy = (load) => /__vite_ssr_dynamic_import__\("\/(src\/[^"]+)"\)/.exec(String(load))?.[1];

/** Each route with a path, and the modules its lazy layouts and page import, outermost first. */
async function routeModules() {
  const { routeObjects } = await vite.ssrLoadModule('/src/app/router.tsx');
  const { publicRoutes, standaloneRoutes, adminRoutes } = await vite.ssrLoadModule('/src/app/routes.ts');
  // A page's route loads it through toRoute's wrapper: the module is in the route table's `page`.
  const pages = new Map(
    [...publicRoutes, ...standaloneRoutes, ...adminRoutes].map((route) => [route.path, route.page]),
  );
  const table = {};
  const visit = (route, outer) => {
    const own = [route.lazy, pages.get(route.path)].map(importedBy).filter(Boolean);
    const modules = [...outer, ...own];
    if (route.path?.startsWith('/') && own.length > 0) table[route.path] = modules;
    for (const child of route.children ?? []) visit(child, modules);
  };
  routeObjects.forEach((route) => visit(route, []));
  return table;
}

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
  const routes = await routeModules();
  writeFileSync(ROUTE_MODULES, JSON.stringify(routes));
  console.log(`listed the modules of ${Object.keys(routes).length} routes in ${path.relative(WEB, ROUTE_MODULES)}`);
} finally {
  await vite.close();
}
