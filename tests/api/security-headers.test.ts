// The security headers on every response, and a script policy every served page satisfies.
import { createHash } from 'node:crypto';
import { PUBLIC_ROUTES } from '@site/shared';
import { Project } from '../../server/src/modules/projects/project.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { useSiteApp } from '../fixtures/site-app';
import { startTestApp } from '../fixtures/test-app';

const site = useSiteApp();

/** The policy as directive name -> sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const directives = (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return new Map(directives.map(([name = '', ...sources]) => [name, sources]));
}

/** A response of each kind the server sends: a page, an asset, an API answer, missing ones, the health check. */
const REQUESTS: [string, (url: string) => Promise<Response>][] = [
  ['a page', (url) => fetch(`${url}/`)],
  ['an asset', (url) => fetch(`${url}/assets/index-abc123.js`)],
  [
    'an API answer',
    (url) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ services { id } }' }),
      }),
  ],
  ['a missing page', (url) => fetch(`${url}/no-such-page`)],
  ['a missing asset', (url) => fetch(`${url}/assets/missing-123.js`)],
  ['the health check', (url) => fetch(`${url}/healthz`)],
];

describe('every response', () => {
  it.each(REQUESTS)('%s: carries the policy and the other security headers', async (kind, request) => {
    const response = await request(site.app.url);
    expect(response.status).toBe(kind.includes('missing') ? 404 : 200);
    const policy = parsePolicy(response.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    // The pages' two inline scripts (the loader and the early session restore), by their hashes.
    expect(policy.get('script-src')?.slice(1)).toEqual([
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/),
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/),
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false); // production only: it breaks http://localhost
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull(); // HSTS: production only
    await response.arrayBuffer();
  });
});

describe('in production', () => {
  it('adds HSTS and upgrades insecure requests', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await fetch(`${app.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy.get('upgrade-insecure-requests')).toEqual([]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    } finally {
      await app.close();
    }
  });
});

/** Script types a browser runs; any other type is a data block, which it never runs. */
const EXECUTABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

describe('every inline script of every page', () => {
  const pages = async () => {
    const [service, project] = await Promise.all([
      site.app.dataSource.getRepository(Service).findOneOrFail({ where: {}, order: { id: 'ASC' } }),
      site.app.dataSource.getRepository(Project).findOneOrFail({ where: {}, order: { id: 'ASC' } }),
    ]);
    const routes = Object.values(PUBLIC_ROUTES).map(({ path }) =>
      path.replace(':id', String(path.startsWith('/services') ? service.id : project.id)).replace(':slug', 'about'),
    );
    return [...routes, '/admin', '/admin/dashboard', '/admin/projects', '/no-such-page'];
  };

  it('is allowed by the policy by its hash, or is a data block (never run, so no policy applies)', async () => {
    let checked = 0;
    for (const pathname of await pages()) {
      const response = await fetch(`${site.app.url}${pathname}`);
      const html = await response.text();
      const allowed = parsePolicy(response.headers.get('content-security-policy')).get('script-src') ?? [];
      expect(allowed).not.toContain("'unsafe-inline'");
      expect(allowed).not.toContain("'unsafe-eval'");
      for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(attributes)) continue;
        const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? '';
        if (!EXECUTABLE.test(type.trim())) {
          expect([pathname, type]).toEqual([pathname, expect.stringMatching(/^application\/(ld\+)?json$/)]);
          continue;
        }
        const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
        expect([pathname, allowed]).toEqual([pathname, expect.arrayContaining([hash])]);
        checked += 1;
      }
      // No inline event handlers either (script-src-attr 'none').
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
    // The early restore on every page, and the loader of each page the build drew (/get-quote, /contact).
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
