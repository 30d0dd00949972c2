import type { DataSource } from 'typeorm';
import { ContentPage } from '../modules/content/page.entity';
import { normalizeSlug } from '../modules/content/page.service';
import { Project } from '../modules/projects/project.entity';
import { Service } from '../modules/services/service.entity';
import { COMPANY, PUBLIC_ROUTES, type PublicRouteName } from '@site/shared';
import type { PageMeta } from './html';

const titled = (title: string) => `${title} | ${COMPANY.name}`;

/** The organization, on every public page (schema.org). */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    description: COMPANY.description,
    email: COMPANY.email,
    telephone: COMPANY.telephone,
    foundingDate: String(COMPANY.foundingYear),
  };
}

interface StaticPage {
  title: string;
  description: string;
  noindex?: boolean;
  /** The web module drawing the page, whose code the first response preloads. */
  module?: string;
}

/** The web app's page modules, as Vite's manifest names them (paths from web/). */
export const PAGE_MODULES = {
  home: 'src/app/pages/HomePage.tsx',
  services: 'src/features/services/pages/ServicesPage.tsx',
  service: 'src/features/services/pages/ServiceDetailPage.tsx',
  projects: 'src/features/projects/pages/ProjectsPage.tsx',
  project: 'src/features/projects/pages/ProjectDetailPage.tsx',
  contact: 'src/features/content/pages/ContactPage.tsx',
  quote: 'src/features/quotes/pages/GetQuotePage.tsx',
  sitemap: 'src/features/pages/pages/SitemapPage.tsx',
  content: 'src/features/pages/pages/ContentPage.tsx',
} as const;

/** A fixed page's address and title, as the web app's route table has them. */
const routed = (name: PublicRouteName, page: Omit<StaticPage, 'title'>): [string, StaticPage] => [
  PUBLIC_ROUTES[name].path,
  { title: titled(PUBLIC_ROUTES[name].title), ...page },
];

const SIGN_IN: Omit<StaticPage, 'title'> = {
  description: 'Sign in to the Brightline Software back office.',
  noindex: true,
};

/**
 * Public pages whose words never change with the data. Paths and titles come from the route
 * table shared with the web app: a page is listed here (and so in the sitemap) once the web
 * app draws it.
 */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = Object.fromEntries([
  // The home page is titled with the company's slogan rather than 'Home'.
  [
    PUBLIC_ROUTES.home.path,
    { title: `${COMPANY.name} | ${COMPANY.slogan}`, description: COMPANY.description, module: PAGE_MODULES.home },
  ],
  routed('services', {
    description:
      'Custom software, web and mobile apps, AI/ML, data analysis, design, training and consulting: comprehensive software development and technology solutions.',
    module: PAGE_MODULES.services,
  }),
  routed('projects', {
    description:
      'Selected software projects Brightline Software has designed and delivered for clients across industries.',
    module: PAGE_MODULES.projects,
  }),
  routed('contact', {
    description: 'Talk to Brightline Software about your project: email, phone, working hours and a message form.',
    module: PAGE_MODULES.contact,
  }),
  routed('getQuote', {
    description: 'Tell us about your project, budget and the services you need; we reply within one business day.',
    module: PAGE_MODULES.quote,
  }),
  routed('sitemap', { description: 'Every page of the Brightline Software website.', module: PAGE_MODULES.sitemap }),
  routed('login', SIGN_IN),
  routed('adminLogin', SIGN_IN),
  routed('forgotPassword', { description: 'Reset your password.', noindex: true }),
  routed('resetPassword', { description: 'Choose a new password.', noindex: true }),
  routed('forbidden', { description: 'You do not have permission to open this page.', noindex: true }),
]);

/** Content pages with a path of their own; any other page lives at /pages/<slug>. */
export const CONTENT_PAGE_PATHS: Readonly<Record<string, string>> = {
  about: PUBLIC_ROUTES.about.path,
  terms: PUBLIC_ROUTES.terms.path,
  privacy: PUBLIC_ROUTES.privacy.path,
};

export const contentPagePath = (slug: string) => CONTENT_PAGE_PATHS[slug] ?? `/pages/${slug}`;

async function contentPageMeta(
  slug: string,
  dataSource: DataSource,
): Promise<Omit<PageMeta, 'path' | 'status'> | null> {
  const page = await dataSource.getRepository(ContentPage).findOneBy({ slug: normalizeSlug(slug) });
  if (!page) return null;
  return {
    title: titled(page.title),
    description: summarize(page.summary),
    module: PAGE_MODULES.content,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': page.slug === 'about' ? 'AboutPage' : 'WebPage',
        name: page.title,
        description: page.summary,
        dateModified: page.updatedAt.toISOString(),
      },
    ],
  };
}

/** Signed-in areas: drawn by the app after sign-in, never indexed. */
const PRIVATE_AREA = /^\/(admin|client|dashboard)(\/|$)/;

export const NOT_FOUND: Omit<PageMeta, 'path'> = {
  status: 404,
  title: titled('Page not found'),
  description: 'The page you asked for does not exist.',
  noindex: true,
};

type Resolver = (id: number, dataSource: DataSource) => Promise<Omit<PageMeta, 'path' | 'status'> | null>;

/** Pages of one record, by the number in their path. */
const RECORD_PAGES: readonly [RegExp, Resolver][] = [
  [
    /^\/services\/(\d+)$/,
    async (id, dataSource) => {
      const service = await dataSource.getRepository(Service).findOneBy({ id });
      if (!service) return null;
      return {
        title: titled(service.name),
        description: summarize(service.description),
        module: PAGE_MODULES.service,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: service.name,
            description: service.description,
            serviceType: service.name,
            provider: { '@type': 'Organization', name: COMPANY.name },
            areaServed: 'Worldwide',
          },
        ],
      };
    },
  ],
  [
    /^\/projects\/(\d+)$/,
    async (id, dataSource) => {
      const project = await dataSource.getRepository(Project).findOneBy({ id });
      if (!project) return null;
      return {
        title: titled(project.title),
        description: summarize(project.description),
        module: PAGE_MODULES.project,
        ogType: 'article',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'CreativeWork',
            name: project.title,
            description: project.description,
            genre: project.category,
            creator: { '@type': 'Organization', name: COMPANY.name },
          },
        ],
      };
    },
  ],
];

/** A meta description: the first sentence or so, at most 160 characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** What the first response for `path` says: status, title, description and structured data. */
export async function pageMeta(path: string, dataSource: DataSource, origin: string): Promise<PageMeta> {
  const organization = organizationJsonLd(origin);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = STATIC_PAGES[clean];
  if (fixed) {
    return { status: 200, path: clean, ...fixed, jsonLd: fixed.noindex ? [] : [organization] };
  }
  if (PRIVATE_AREA.test(clean)) {
    return { status: 200, path: clean, title: COMPANY.name, description: COMPANY.description, noindex: true };
  }
  const slug =
    Object.entries(CONTENT_PAGE_PATHS).find(([, at]) => at === clean)?.[0] ??
    /^\/pages\/([\w-]{1,100})$/.exec(clean)?.[1];
  if (slug) {
    const found = await contentPageMeta(slug, dataSource);
    if (!found) return { ...NOT_FOUND, path: clean };
    // /pages/about shows the about page too; its canonical address stays /about.
    return {
      status: 200,
      path: contentPagePath(normalizeSlug(slug)),
      ...found,
      jsonLd: [organization, ...(found.jsonLd ?? [])],
    };
  }
  for (const [pattern, resolve] of RECORD_PAGES) {
    const match = pattern.exec(clean);
    const id = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(id)) continue;
    const found = await resolve(id, dataSource);
    if (found) return { status: 200, path: clean, ...found, jsonLd: [organization, ...(found.jsonLd ?? [])] };
    break;
  }
  return { ...NOT_FOUND, path: clean };
}
