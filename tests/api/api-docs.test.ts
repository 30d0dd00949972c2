import { partnerOperations } from '../../server/src/docs/partner-api';
import { startTestApp, type TestApp } from '../fixtures/test-app';

/* /docs/api: the partner API's reference, served by the app as one page, and listed for crawlers. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(() => app?.close());

it('serves the reference at /docs/api, listing every operation a key may run', async () => {
  const response = await fetch(`${app.url}/docs/api`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('<h1>Brightline Software API</h1>');
  for (const operation of partnerOperations()) {
    expect(html).toContain(`id="${operation.root === 'Query' ? 'query' : 'mutation'}-${operation.name}"`);
  }
  // The site's security headers apply: the page runs no script at all.
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(html).not.toMatch(/<script/i);
});

it('lists /docs/api in sitemap.xml', async () => {
  const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
  expect(xml).toContain(`<loc>${app.config.publicUrl}/docs/api</loc>`);
});
