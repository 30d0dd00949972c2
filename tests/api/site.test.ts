import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentPage } from '../../server/src/modules/content/page.entity';
import { Project } from '../../server/src/modules/projects/project.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { PAGE_MODULES } from '../../server/src/site/page-meta';
import { startTestApp, type TestApp } from '../fixtures/test-app';

const ORIGIN = 'https://brightline.test';

/** The shell Vite builds (web/index.html), with its default title and description. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Brightline Software | Software development and consulting</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Vite's build manifest: the home page's chunk imports a shared chunk and the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: [] },
  [PAGE_MODULES.home]: {
    file: 'assets/HomePage-h1.js',
    imports: ['_useQuery-q1.js', 'index.html'],
    css: ['assets/HomePage-h1.css'],
  },
  '_useQuery-q1.js': { file: 'assets/useQuery-q1.js', imports: ['index.html'] },
};

let app: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'site-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("a line of the app");\n'.repeat(200));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = await startTestApp({ env: { PUBLIC_URL: ORIGIN }, webDistDir: distDir });
});
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

async function page(pathname: string) {
  const response = await fetch(`${app.url}${pathname}`);
  const html = await response.text();
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
  return {
    status: response.status,
    html,
    titles,
    description: meta('name', 'description'),
    og: (property: string) => meta('property', `og:${property}`),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd,
  };
}

describe('each public page in its first HTML response', () => {
  it.each([
    ['/', 'Brightline Software | Software development and consulting'],
    ['/services', 'Our Services | Brightline Software'],
    ['/projects', 'Our Projects | Brightline Software'],
    ['/contact', 'Contact Us | Brightline Software'],
    ['/get-quote', 'Request a Quote | Brightline Software'],
    ['/sitemap', 'Sitemap | Brightline Software'],
  ])('%s has its own title, description, canonical address, Open Graph tags and the organization', async (pathname, title) => {
    const p = await page(pathname);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([title]); // the shell's default title is replaced, not repeated
    expect(p.description).toBeTruthy();
    expect(p.description).not.toBe('The default description.');
    expect(p.html.match(/name="description"/g)).toHaveLength(1);
    expect(p.canonical).toBe(`${ORIGIN}${pathname}`);
    expect(p.og('title')).toBe(title);
    expect(p.og('description')).toBe(p.description);
    expect(p.og('url')).toBe(`${ORIGIN}${pathname}`);
    expect(p.og('image')).toBe(`${ORIGIN}/og-image.jpg`);
    expect(p.robots).toBeUndefined();
    expect(p.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Brightline Software', url: ORIGIN }));
    expect(p.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it("gives a project's page the project's title and description, and structured data for it", async () => {
    const project = await app.dataSource.getRepository(Project).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    const p = await page(`/projects/${project.id}`);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`${project.title} | Brightline Software`]);
    expect(project.description.startsWith(p.description?.replace(/…$/, '') ?? 'x')).toBe(true);
    expect(p.og('type')).toBe('article');
    expect(p.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'CreativeWork', name: project.title }));
  });

  it("gives a service's page the service's name and description, and a schema.org Service", async () => {
    const service = await app.dataSource.getRepository(Service).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    const p = await page(`/services/${service.id}`);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`${service.name} | Brightline Software`]);
    expect(p.canonical).toBe(`${ORIGIN}/services/${service.id}`);
    expect(service.description.startsWith(p.description?.replace(/…$/, '') ?? 'x')).toBe(true);
    expect(p.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Service',
        name: service.name,
        provider: { '@type': 'Organization', name: 'Brightline Software' },
      }),
    );
  });

  it('escapes what the data says, so a title cannot inject markup', async () => {
    const { id } = await app.dataSource.getRepository(Project).save({
      title: 'Fish & "Chips" <script>alert(1)</script>',
      client: 'Harbour Foods',
      category: 'Web Development',
      date: '2026-01-15',
      description: 'Ordering </script><script>alert(2)</script> for a seaside chain.',
    });
    const p = await page(`/projects/${id}`);
    expect(p.html).not.toContain('<script>alert(1)</script>');
    expect(p.html).not.toContain('</script><script>alert(2)');
    expect(p.titles).toEqual(['Fish &amp; &quot;Chips&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Brightline Software']);
    const work = p.jsonLd.find((d) => d['@type'] === 'CreativeWork');
    expect(work?.description).toBe('Ordering </script><script>alert(2)</script> for a seaside chain.');
  });
});

describe("preloading a page's code", () => {
  it('asks for the page chunk, what it imports and its styles in the first response (not the entry twice)', async () => {
    const { html } = await page('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/useQuery-q1.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-h1.css" />');
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/index-abc123.js"');
  });

  it('preloads nothing for a page the manifest does not know, or one that draws no page module', async () => {
    expect((await page('/projects')).html).not.toContain('modulepreload');
    expect((await page('/login')).html).not.toContain('modulepreload');
  });

  it.each(Object.entries(PAGE_MODULES))('names a web module that exists (%s: %s)', (_page, module) => {
    expect(existsSync(path.join(__dirname, '../../web', module))).toBe(true);
  });
});

describe('content pages', () => {
  it.each([
    ['/about', 'about', 'AboutPage'],
    ['/terms', 'terms', 'WebPage'],
    ['/privacy', 'privacy', 'WebPage'],
  ])('%s carries its page’s title and summary from the database', async (pathname, slug, type) => {
    const stored = await app.dataSource.getRepository(ContentPage).findOneByOrFail({ slug });
    const p = await page(pathname);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`${stored.title} | Brightline Software`]);
    expect(p.description).toBe(stored.summary);
    expect(p.canonical).toBe(`${ORIGIN}${pathname}`);
    expect(p.jsonLd).toContainEqual(expect.objectContaining({ '@type': type, name: stored.title }));
  });

  it('serves /pages/<slug> for any page, with the canonical address of a page that has its own path', async () => {
    await app.dataSource.getRepository(ContentPage).insert({
      slug: 'careers',
      title: 'Careers',
      summary: 'Work with us on software that matters.',
      body: 'We are hiring engineers.',
    });
    expect((await page('/pages/careers')).canonical).toBe(`${ORIGIN}/pages/careers`);
    const about = await page('/pages/about');
    expect(about.status).toBe(200);
    expect(about.canonical).toBe(`${ORIGIN}/about`);
    expect((await page('/pages/no-such-page')).status).toBe(404);
  });
});

describe('pages search engines should not index', () => {
  it.each(['/login', '/admin/login', '/password/forgot', '/forbidden', '/admin/projects', '/client/dashboard'])(
    '%s is served (200) with noindex and no canonical link',
    async (pathname) => {
      const p = await page(pathname);
      expect(p.status).toBe(200);
      expect(p.robots).toBe('noindex, nofollow');
      expect(p.canonical).toBeUndefined();
    },
  );
});

describe('a page that does not exist', () => {
  it.each(['/no-such-page', '/projects/999999', '/projects/abc', '/services/999999', '/services/abc', '/services/12/extra'])('%s is a real 404, not indexed', async (pathname) => {
    const p = await page(pathname);
    expect(p.status).toBe(404);
    expect(p.titles).toEqual(['Page not found | Brightline Software']);
    expect(p.robots).toBe('noindex, nofollow');
    expect(p.html).toContain('<div id="root"></div>'); // the app still draws its own not-found page
  });
});

describe('the assets', () => {
  it('are sent compressed and cached for a year (their names change with their content)', async () => {
    const response = await fetch(`${app.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('a line of the app');
  });

  it('an unknown asset is a plain 404, not the page shell and no stack trace', async () => {
    const response = await fetch(`${app.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('<div id="root">');
    expect(text).not.toMatch(/node_modules|at \w+ \(|\.js:\d+/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the private areas and points to the sitemap', async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    for (const area of ['/admin/', '/client/', '/login', '/password/', '/graphql']) expect(text).toContain(`Disallow: ${area}`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages, every service and every project, and no private page', async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const pathname of ['/', '/services', '/projects', '/about', '/contact', '/get-quote', '/sitemap', '/terms', '/privacy']) {
      expect(locs).toContain(`${ORIGIN}${pathname}`);
    }
    const services = await app.dataSource.getRepository(Service).find();
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(locs).toContain(`${ORIGIN}/services/${service.id}`);
    const projects = await app.dataSource.getRepository(Project).find();
    for (const project of projects) expect(locs).toContain(`${ORIGIN}/projects/${project.id}`);
    expect(locs.some((loc) => /\/(admin|login|password|forbidden)/.test(loc ?? ''))).toBe(false);
  });
});

describe('when the database cannot be read', () => {
  // Runs last: it closes this file's database.
  it('still serves the page, with the shell’s own title, and logs why', async () => {
    await app.dataSource.destroy();
    const logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined); // TypeORM reports the failed query
    try {
      const p = await page('/projects/1');
      expect(p.status).toBe(200);
      expect(p.titles).toEqual(['Brightline Software | Software development and consulting']);
      expect(p.html).toContain('<div id="root"></div>');
      expect(logged.mock.calls.map(([chunk]) => String(chunk)).join('')).toContain('page meta could not be read');
    } finally {
      logged.mockRestore();
      typeormLog.mockRestore();
    }
  });
});
