import type { DataSource } from 'typeorm';
import { ContentPage } from '../modules/content/page.entity';
import { Project } from '../modules/projects/project.entity';
import { Service } from '../modules/services/service.entity';
import { contentPagePath, STATIC_PAGES } from './page-meta';

/** The partner API's reference (docs/api-docs.ts). */
export const API_DOCS_PATH = '/docs/api';

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Every public page a search engine should know: the fixed pages and one per record. */
export async function sitemapEntries(dataSource: DataSource): Promise<SitemapEntry[]> {
  const fixed = Object.entries(STATIC_PAGES)
    .filter(([, page]) => !page.noindex)
    .map(([path]) => ({ path }));
  const projects = await dataSource
    .getRepository(Project)
    .find({ select: { id: true, updatedAt: true }, order: { id: 'ASC' } });
  const services = await dataSource
    .getRepository(Service)
    .find({ select: { id: true, updatedAt: true }, order: { id: 'ASC' } });
  const pages = await dataSource
    .getRepository(ContentPage)
    .find({ select: { slug: true, updatedAt: true }, order: { slug: 'ASC' } });
  return [
    ...fixed,
    { path: API_DOCS_PATH },
    ...pages.map((p) => ({ path: contentPagePath(p.slug), lastModified: p.updatedAt })),
    ...services.map((s) => ({ path: `/services/${s.id}`, lastModified: s.updatedAt })),
    ...projects.map((p) => ({ path: `/projects/${p.id}`, lastModified: p.updatedAt })),
  ];
}

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /client/',
    'Disallow: /dashboard/',
    'Disallow: /login',
    'Disallow: /password/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
