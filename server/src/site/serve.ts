import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { DataSource } from 'typeorm';
import { logger } from '../common/logger';
import { websiteContentCache } from '../modules/content/website-content.cache';
import { fillContentSlots, siteContentData } from './content-slots';
import { renderShell } from './html';
import { loadPrerendered, PageAssetIndex, RouteModules } from './page-assets';
import { pageMeta } from './page-meta';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/**
 * The public site around the built web app: robots.txt, sitemap.xml, the assets, and every
 * page's HTML with its own status, title, description, Open Graph tags and JSON-LD.
 */
export function serveSite(
  app: Express,
  {
    distDir,
    dataSource,
    origin,
    restoreDocumentId,
  }: {
    distDir: string;
    dataSource: DataSource;
    origin: string;
    /** The trusted RefreshSession document, which each page may send at once (html.ts). */
    restoreDocumentId?: string;
  },
): void {
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin));
  });
  app.get('/sitemap.xml', async (_req, res) => {
    const xml = sitemapXml(await sitemapEntries(dataSource), origin);
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(xml);
  });

  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn('the web app is not built; run `npm run build` to serve it', { distDir });
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const assets = PageAssetIndex.load(distDir);
  const prerendered = loadPrerendered(distDir);
  const routeModules = RouteModules.load(distDir);
  // Hashed file names never change, so browsers may keep them for a year. The build wrote each
  // one brotli- and gzip-compressed beside it: the file the browser accepts is sent as it is.
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    try {
      const [meta, content] = await Promise.all([
        pageMeta(req.path, dataSource, origin),
        websiteContentCache(dataSource).get(),
      ]);
      // Drawn for that exact address, without a query (a page may read it: /projects?category=...).
      const drawn = meta.status === 200 && !req.originalUrl.includes('?');
      const markup = drawn ? prerendered.get(req.path) : undefined;
      // The build drew the editable texts as slots: the current ones go in now, never the build's.
      const body = markup && fillContentSlots(markup, content);
      const modules = meta.module ?? (meta.status === 200 ? routeModules.for(req.path) : undefined);
      res
        .status(meta.status)
        .type('html')
        .send(
          renderShell(template, meta, origin, assets.for(modules), body, siteContentData(content), restoreDocumentId),
        );
    } catch (error) {
      // The page still works without its own meta tags (the app asks the API itself).
      logger.error('page meta could not be read; serving the plain shell', { path: req.path, error });
      res.type('html').send(template);
    }
  });
}
