// Each page's first HTML response: status, title, description, canonical, Open Graph, JSON-LD, noindex.
import { ContentPage } from '../../server/src/modules/content/page.entity';
import { Project } from '../../server/src/modules/projects/project.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { Icon } from '../../server/src/common/icon';
import { escapeHtml } from '../../server/src/site/html';
import { summarize } from '../../server/src/site/page-meta';
import { ORIGIN, useSiteApp } from '../fixtures/site-app';

const site = useSiteApp();

describe('each public page in its first HTML response', () => {
  it.each([
    ['/', 'Brightline Software | Software development and consulting'],
    ['/services', 'Our Services | Brightline Software'],
    ['/projects', 'Our Projects | Brightline Software'],
    ['/contact', 'Contact Us | Brightline Software'],
    ['/get-quote', 'Request a Quote | Brightline Software'],
    ['/sitemap', 'Sitemap | Brightline Software'],
  ])(
    '%s has its own title, description, canonical address, Open Graph tags and the organization',
    async (pathname, title) => {
      const p = await site.page(pathname);
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
      expect(p.jsonLd).toContainEqual(
        expect.objectContaining({ '@type': 'Organization', name: 'Brightline Software', url: ORIGIN }),
      );
      expect(p.html).toContain('/assets/index-abc123.js'); // the app's code, as a script or loaded after the first paint
    },
  );

  it("gives a project's page the project's title and description, and structured data for it", async () => {
    const project = await site.app.dataSource.getRepository(Project).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    const p = await site.page(`/projects/${project.id}`);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`${project.title} | Brightline Software`]);
    expect(project.description.startsWith(p.description?.replace(/…$/, '') ?? 'x')).toBe(true);
    expect(p.og('type')).toBe('article');
    expect(p.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'CreativeWork', name: project.title }));
  });

  it("gives a service's page the service's name and description, and a schema.org Service", async () => {
    const service = await site.app.dataSource.getRepository(Service).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    const p = await site.page(`/services/${service.id}`);
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
    const { id } = await site.app.dataSource.getRepository(Project).save({
      title: 'Fish & "Chips" <script>alert(1)</script>',
      client: 'Harbour Foods',
      category: 'Web Development',
      date: '2026-01-15',
      description: 'Ordering </script><script>alert(2)</script> for a seaside chain.',
    });
    const p = await site.page(`/projects/${id}`);
    expect(p.html).not.toContain('<script>alert(1)</script>');
    expect(p.html).not.toContain('</script><script>alert(2)');
    expect(p.titles).toEqual([
      'Fish &amp; &quot;Chips&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Brightline Software',
    ]);
    const work = p.jsonLd.find((d) => d['@type'] === 'CreativeWork');
    expect(work?.description).toBe('Ordering </script><script>alert(2)</script> for a seaside chain.');
  });
});

describe('text holding `$` replacement patterns', () => {
  // String.replace reads `$&`, `$'`, `` $` ``, `$1` and `$$` in a replacement string; each `$'` would
  // repeat the rest of the page. What the data says must reach the page as it is.
  const PATTERNS = "$& $' $` $1 $$ ";
  const hostile = (length: number) => PATTERNS.repeat(Math.ceil(length / PATTERNS.length)).slice(0, length);
  const title = hostile(90);
  const description = hostile(5000);
  const repository = <T extends object>(entity: new () => T) => site.app.dataSource.getRepository(entity);

  /** Each kind of record with a page: its address and the text its description is made of. */
  const RECORDS: [string, () => Promise<{ path: string; text: string }>][] = [
    [
      'a project',
      async () => {
        const project = {
          title,
          client: 'Harbour Foods',
          category: 'Web Development',
          date: '2026-01-15',
          description,
        };
        return { path: `/projects/${(await repository(Project).save(project)).id}`, text: description };
      },
    ],
    [
      'a service',
      async () => {
        const service = { name: title, description, icon: Icon.CODE, bulletPoints: [PATTERNS] };
        return { path: `/services/${(await repository(Service).save(service)).id}`, text: description };
      },
    ],
    [
      'a content page',
      async () => {
        const summary = hostile(300);
        await repository(ContentPage).insert({ slug: 'dollars', title, summary, body: description });
        return { path: '/pages/dollars', text: summary };
      },
    ],
  ];

  it.each(RECORDS)('%s: its title and description reach the page verbatim', async (_kind, create) => {
    const plain = await site.page('/contact');
    const { path, text } = await create();
    const p = await site.page(path);
    expect(p.status).toBe(200);
    // Each text appears a few times (title, Open Graph, JSON-LD); expanded, they made megabytes.
    expect(p.html.length).toBeLessThan(plain.html.length + 8 * title.length + 2 * text.length);
    expect(p.titles).toEqual([`${escapeHtml(title)} | Brightline Software`]);
    expect(p.og('title')).toBe(`${escapeHtml(title)} | Brightline Software`);
    expect(p.description).toBe(escapeHtml(summarize(text)));
    expect(p.jsonLd).toContainEqual(expect.objectContaining({ name: title, description: text }));
  });
});

describe('content pages', () => {
  it.each([
    ['/about', 'about', 'AboutPage'],
    ['/terms', 'terms', 'WebPage'],
    ['/privacy', 'privacy', 'WebPage'],
  ])('%s carries its page’s title and summary from the database', async (pathname, slug, type) => {
    const stored = await site.app.dataSource.getRepository(ContentPage).findOneByOrFail({ slug });
    const p = await site.page(pathname);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`${stored.title} | Brightline Software`]);
    expect(p.description).toBe(stored.summary);
    expect(p.canonical).toBe(`${ORIGIN}${pathname}`);
    expect(p.jsonLd).toContainEqual(expect.objectContaining({ '@type': type, name: stored.title }));
  });

  it('serves /pages/<slug> for any page, with the canonical address of a page that has its own path', async () => {
    await site.app.dataSource.getRepository(ContentPage).insert({
      slug: 'careers',
      title: 'Careers',
      summary: 'Work with us on software that matters.',
      body: 'We are hiring engineers.',
    });
    expect((await site.page('/pages/careers')).canonical).toBe(`${ORIGIN}/pages/careers`);
    const about = await site.page('/pages/about');
    expect(about.status).toBe(200);
    expect(about.canonical).toBe(`${ORIGIN}/about`);
    expect((await site.page('/pages/no-such-page')).status).toBe(404);
  });
});

describe('pages search engines should not index', () => {
  it.each(['/login', '/admin/login', '/password/forgot', '/forbidden', '/admin/projects', '/client/dashboard'])(
    '%s is served (200) with noindex and no canonical link',
    async (pathname) => {
      const p = await site.page(pathname);
      expect(p.status).toBe(200);
      expect(p.robots).toBe('noindex, nofollow');
      expect(p.canonical).toBeUndefined();
    },
  );
});

describe('a page that does not exist', () => {
  it.each([
    '/no-such-page',
    '/projects/999999',
    '/projects/abc',
    '/services/999999',
    '/services/abc',
    '/services/12/extra',
  ])('%s is a real 404, not indexed', async (pathname) => {
    const p = await site.page(pathname);
    expect(p.status).toBe(404);
    expect(p.titles).toEqual(['Page not found | Brightline Software']);
    expect(p.robots).toBe('noindex, nofollow');
    expect(p.html).toContain('<div id="root"></div>'); // the app still draws its own not-found page
  });
});

describe('when the database cannot be read', () => {
  // Runs last: it closes this file's database.
  it('still serves the page, with the shell’s own title, and logs why', async () => {
    await site.app.dataSource.destroy();
    const logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined); // TypeORM reports the failed query
    try {
      const p = await site.page('/projects/1');
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
