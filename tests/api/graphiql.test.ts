import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '../fixtures/graphql-http';
import { budgetReport, startTestApp, type TestApp } from '../fixtures/test-app';

/*
 * What a browser gets at GET /graphql. Production: no landing page at all (Apollo's loads a script
 * from a CDN), and no answer of /graphql names a script of another origin. Development: GraphiQL,
 * whose scripts and styles all come from our origin by URL (nothing inline, so a script-src
 * 'self' policy lets it run), from the web build's dist/.graphiql: here a stand-in build with the
 * same manifest layout; the browser test runs the real one.
 */

let dev: TestApp;
let prod: TestApp;
let distDir: string;

/** A build of GraphiQL as Vite writes it: an entry whose imported chunk brings a style sheet of its own. */
const BUILD = {
  '.graphiql/.vite/manifest.json': JSON.stringify({
    'src/graphiql/main.tsx': {
      file: 'assets/main-a1.js',
      isEntry: true,
      imports: ['_runtime-b2.js'],
      css: ['assets/main-c3.css'],
    },
    '_runtime-b2.js': { file: 'assets/runtime-b2.js', css: ['assets/runtime-d4.css'] },
  }),
  '.graphiql/assets/main-a1.js': 'import "./runtime-b2.js";\nconsole.log("graphiql");\n',
  '.graphiql/assets/runtime-b2.js': 'export const runtime = 1;\n',
  '.graphiql/assets/main-c3.css': '#graphiql { height: 100vh; }\n',
  '.graphiql/assets/runtime-d4.css': '.graphiql-container { display: flex; }\n',
};

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'graphiql-dist-'));
  for (const [file, text] of Object.entries(BUILD)) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), text);
  }
  [dev, prod] = await Promise.all([
    startTestApp({ env: { NODE_ENV: 'development' }, webDistDir: distDir }),
    startTestApp({ env: { NODE_ENV: 'production' }, webDistDir: distDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
  await rm(distDir, { recursive: true, force: true });
});

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** Any address with a scheme or a host of its own, as a src, an href or a CSP source. */
const FOREIGN_URL = /(?:src|href)\s*=\s*["']?(?:[a-z]+:)?\/\/|https?:\/\/(?!127\.0\.0\.1)|cdn\.|apollographql/i;

describe('in production', () => {
  it('GET /graphql asking for HTML gets no page: a JSON answer without any script', async () => {
    const answer = await send(prod, { method: 'GET', headers: HTML });
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.text).not.toMatch(/<html|<script|<link/i);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('no answer of /graphql names a script, a style or any address of another origin', async () => {
    const answers = await Promise.all([
      send(prod, { method: 'GET', headers: HTML }),
      send(prod, { method: 'GET', headers: { ...HTML, 'apollo-require-preflight': 'true' } }),
      send(prod, {
        method: 'GET',
        path: '/graphql?query=%7B__typename%7D',
        headers: { 'apollo-require-preflight': 'true' },
      }),
      send(prod, { headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
    ]);
    for (const answer of answers) {
      expect(answer.text).not.toMatch(FOREIGN_URL);
      expect(answer.contentType).toMatch(/^application\/json/);
    }
  });

  it('does not serve the GraphiQL build', async () => {
    const answer = await send(prod, { method: 'GET', path: '/graphiql/assets/main-a1.js' });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(BUILD['.graphiql/assets/main-a1.js']);
  });
});

describe('in development', () => {
  /** The URLs of the page's scripts and style sheets, and whether it has any inline script or style. */
  async function page(app: TestApp) {
    const answer = await send(app, { method: 'GET', headers: HTML });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/html/);
    const scripts = [...answer.text.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes ?? '');
    const sources = scripts.map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]);
    const styles = [...answer.text.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/gi)].map(
      ([, href]) => href!,
    );
    return { html: answer.text, sources, styles };
  }

  it('GET /graphql asking for HTML is GraphiQL, every script and style sheet loaded by URL from our origin', async () => {
    const { html, sources, styles } = await page(dev);
    expect(html).toContain('<div id="graphiql">');
    expect(sources).toEqual(['/graphiql/assets/main-a1.js']);
    expect(styles).toEqual(['/graphiql/assets/main-c3.css', '/graphiql/assets/runtime-d4.css']);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(html).not.toMatch(FOREIGN_URL);
  });

  it('serves each of them from our origin with its content type, cached for good', async () => {
    const { sources, styles } = await page(dev);
    const expected = [
      ...sources.map((url) => [url!, /^(text|application)\/javascript/] as const),
      ...styles.map((url) => [url, /^text\/css/] as const),
      ['/graphiql/assets/runtime-b2.js', /^(text|application)\/javascript/] as const,
    ];
    for (const [url, type] of expected) {
      const response = await fetch(`${dev.url}${url}`);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(BUILD[`.graphiql${url.slice('/graphiql'.length)}` as keyof typeof BUILD]);
    }
  });

  it('answers 404 for a file the build does not have, and never shows the manifest', async () => {
    for (const url of ['/graphiql/assets/missing.js', '/graphiql/.vite/manifest.json']) {
      expect({ url, status: (await fetch(`${dev.url}${url}`)).status }).toEqual({ url, status: 404 });
    }
  });

  it('still answers GraphQL requests on /graphql', async () => {
    const answer = await send(dev, {
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(answer.body).toEqual({ data: { __typename: 'Query' }, ...budgetReport() });
  });
});
