// The code and styles each page asks for, the pages the build drew ahead, and the asset files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES } from '../../server/src/site/page-meta';
import { PRERENDERED, REFRESH_SESSION_ID, useSiteApp } from '../fixtures/site-app';

const site = useSiteApp();

describe("preloading a page's code", () => {
  it('asks for the page chunk, what it imports and its styles in the first response (not the entry twice)', async () => {
    const { html } = await site.page('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/useQuery-q1.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-h1.css" />');
    expect(html).not.toMatch(/rel="modulepreload"[^>]*index-abc123.js/);
  });

  it("asks for the styles of the page's lazy parts (they may be drawn already), but not for their code", async () => {
    const { html } = await site.page('/');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Form-f1.css" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/fields-d1.css" />');
    expect(html).not.toContain('Form-f1.js');
    expect(html).not.toContain('fields-d1.js');
  });

  it('preloads nothing for a page the manifest does not know, or one that draws no page module', async () => {
    // Only the shell's own: the entry's libraries.
    for (const pathname of ['/projects', '/login']) {
      expect((await site.page(pathname)).html.match(/rel="modulepreload"[^>]*/g)).toEqual([
        'rel="modulepreload" crossorigin href="/assets/react-r1.js"',
        'rel="modulepreload" crossorigin href="/assets/router-o1.js"',
      ]);
    }
  });

  const preloads = (html: string) =>
    [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it("preloads a back-office page's code with its lazy layouts', from the route table", async () => {
    const { html } = await site.page('/admin/projects');
    expect(preloads(html)).toEqual([
      '/assets/react-r1.js',
      '/assets/router-o1.js',
      '/assets/antd-a1.js',
      '/assets/Providers-p1.js',
      '/assets/AdminLayout-l1.js',
      '/assets/useQuery-q1.js',
      '/assets/AdminProjectsPage-a1.js',
    ]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/antd-a1.css" />');
  });

  it("matches a route's parameters, and only paths of its shape", async () => {
    expect(preloads((await site.page('/admin/projects/edit/7')).html)).toContain('/assets/EditProjectPage-e1.js');
    for (const pathname of ['/admin/projects/edit/7/more', '/admin/projects/edit', '/admin/projectsx']) {
      expect(preloads((await site.page(pathname)).html)).toEqual(['/assets/react-r1.js', '/assets/router-o1.js']);
    }
  });

  it.each(Object.entries(PAGE_MODULES))('names a web module that exists (%s: %s)', (_page, module) => {
    expect(existsSync(path.join(__dirname, '../../web', module))).toBe(true);
  });
});

describe('restoring a session before the code arrives', () => {
  it("gives every page the restore document's id and the script that sends it, before the app's own", async () => {
    for (const pathname of ['/', '/get-quote', '/admin/projects', '/login']) {
      const { html } = await site.page(pathname);
      expect(html).toContain(
        `<script type="application/json" id="session-restore">{"sha256Hash":"${REFRESH_SESSION_ID}"}</script>`,
      );
      expect(html).toMatch(/<script>\(\(\) => \{ try \{ const data = document.getElementById\('session-restore'\)/);
    }
  });

  it('puts it first in the head, where no stylesheet holds it back', async () => {
    const { html } = await site.page('/');
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(html.indexOf('id="session-restore"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf('id="session-restore"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('id="session-restore"'));
  });
});

describe('pages the build drew ahead', () => {
  it("sends the page's markup inside #root, byte for byte", async () => {
    expect((await site.page('/get-quote')).html).toContain(`<div id="root">${PRERENDERED['/get-quote']}</div>`);
    expect((await site.page('/contact')).html).toContain(`<div id="root">${PRERENDERED['/contact']}</div>`);
  });

  it("asks for the code once the page has painted, then runs it one file per task: the entry's libraries, the entry, the page's chunks (each after what it imports)", async () => {
    const { html } = await site.page('/get-quote');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/GetQuotePage-g1.css" />');
    expect(html).not.toMatch(/<script type="module" crossorigin src=|rel="modulepreload"/);
    const files = /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html);
    const loader = /<script type="module">(.*)<\/script>\s*<\/body>/.exec(html);
    expect(loader?.[1]).toContain("JSON.parse(document.getElementById('page-code').textContent)");
    expect(JSON.parse(files?.[1] ?? 'null')).toEqual([
      '/assets/react-r1.js',
      '/assets/router-o1.js',
      '/assets/index-abc123.js',
      '/assets/useQuery-q1.js',
      '/assets/GetQuotePage-g1.js',
    ]);
    expect(html).toContain('const nextTask = () => new Promise((next) => setTimeout(next));');
    expect(loader?.[1]).toContain("rel: 'modulepreload', href })); await nextTask(); }");
    expect(loader?.[1]).toContain('for (const src of files) { await import(src); await nextTask(); }');
  });

  it('leaves #root empty for other pages, other spellings of a path, addresses with a query and pages not found', async () => {
    for (const pathname of ['/projects', '/contact/', '/contact?topic=training', '/no-such-page', '/admin/dashboard']) {
      expect((await site.page(pathname)).html).toContain('<div id="root"></div>');
    }
  });

  it('is not served as a file', async () => {
    expect((await fetch(`${site.app.url}/.vite/prerendered.json`)).headers.get('content-type')).toMatch(/html/);
  });
});

describe('the assets', () => {
  it('are sent compressed and cached for a year (their names change with their content)', async () => {
    const response = await fetch(`${site.app.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('a line of the app');
  });

  it('are sent as the build compressed them, brotli first, else gzip, else as they are', async () => {
    const as = (encoding: string) =>
      fetch(`${site.app.url}/assets/router-o1.js`, { headers: { 'accept-encoding': encoding } });
    for (const [accepted, sent, copy] of [
      ['gzip, deflate, br', 'br', 'brotli'],
      ['gzip', 'gzip', 'gzip'],
      ['identity', null, 'plain'],
    ] as const) {
      const response = await as(accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await response.text()).toContain(`the ${copy} copy`);
    }
  });

  it('an unknown asset is a plain 404, not the page shell and no stack trace', async () => {
    const response = await fetch(`${site.app.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('<div id="root">');
    expect(text).not.toMatch(/node_modules|at \w+ \(|\.js:\d+/);
  });
});
