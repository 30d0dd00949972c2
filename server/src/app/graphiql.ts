import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express, { type Express } from 'express';
import type { Config } from '../config';
import { contentSecurityPolicy } from './security-headers';

/** Where GraphiQL's files are served from (the build's `base`, web/vite.graphiql.config.ts). */
export const GRAPHIQL_PATH = '/graphiql';
/** GraphiQL's entry in the build's manifest. */
const ENTRY = 'src/graphiql/main.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The entry's script and every style sheet it loads up front, as URLs on our origin; null when not built. */
export function graphiqlAssets(dir: string): { script: string; styles: string[] } | null {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return null;
  const styles = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(ENTRY);
  const url = (file: string) => `${GRAPHIQL_PATH}/${file}`;
  return { script: url(entry.file), styles: [...styles].map(url) };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page: the bundle's script and styles by URL from our origin, nothing inline, so that a
 * Content-Security-Policy of script-src 'self' lets it run.
 */
export function graphiqlPage(assets: { script: string; styles: string[] } | null): string {
  const head = assets
    ? [
        ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
        `<script type="module" src="${escapeAttribute(assets.script)}"></script>`,
      ]
    : [];
  const body = assets
    ? '<div id="graphiql">Loading GraphiQL…</div>'
    : '<p>GraphiQL is not built: run <code>npm run build -w web</code>, then reload this page.</p>';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>GraphiQL · Brightline Software API</title>',
    // The site's icon: without one the browser asks for /favicon.ico, which does not exist.
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    ...head,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

/**
 * What a browser gets at GET /graphql. In production, nothing of the kind: Apollo's landing page
 * (which loads a script from a CDN) is off, and the request is answered like any GET without a
 * query, in JSON. Elsewhere (development, tests), GraphiQL for people and partners, from the
 * build in the web app's dist/.graphiql, served under /graphiql by this same server; the page
 * reads the build's manifest on each visit, so a rebuild shows without a restart.
 */
export function graphiqlLandingPage(app: Express, config: Pick<Config, 'nodeEnv' | 'webDistDir'>): ApolloServerPlugin {
  if (config.nodeEnv === 'production') return ApolloServerPluginLandingPageDisabled();
  const dir = path.join(config.webDistDir, '.graphiql');
  // Its style sheets carry their fonts inline (data: URLs); the rest of the site's policy holds.
  app.get('/graphql', contentSecurityPolicy(false, { 'font-src': ['data:'] }));
  // Hashed names: cached for good. A missing file is a 404 here, never the site's page.
  app.use(GRAPHIQL_PATH, express.static(dir, { index: false, immutable: true, maxAge: '1y', fallthrough: false }));
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: async () => graphiqlPage(graphiqlAssets(dir)) };
        },
      };
    },
  };
}
