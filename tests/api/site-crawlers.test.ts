// What crawlers read besides the pages: robots.txt and sitemap.xml.
import { Project } from '../../server/src/modules/projects/project.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { ORIGIN, useSiteApp } from '../fixtures/site-app';

const site = useSiteApp();

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the private areas and points to the sitemap', async () => {
    const response = await fetch(`${site.app.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    for (const area of ['/admin/', '/client/', '/login', '/password/', '/graphql'])
      expect(text).toContain(`Disallow: ${area}`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages, every service and every project, and no private page', async () => {
    const response = await fetch(`${site.app.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const pathname of [
      '/',
      '/services',
      '/projects',
      '/about',
      '/contact',
      '/get-quote',
      '/sitemap',
      '/terms',
      '/privacy',
    ]) {
      expect(locs).toContain(`${ORIGIN}${pathname}`);
    }
    const services = await site.app.dataSource.getRepository(Service).find();
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(locs).toContain(`${ORIGIN}/services/${service.id}`);
    const projects = await site.app.dataSource.getRepository(Project).find();
    for (const project of projects) expect(locs).toContain(`${ORIGIN}/projects/${project.id}`);
    expect(locs.some((loc) => /\/(admin|login|password|forbidden)/.test(loc ?? ''))).toBe(false);
  });
});
