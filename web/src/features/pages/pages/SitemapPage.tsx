import { Link } from 'react-router-dom';
import { RetryButton } from '../../../components/LoadStates';
import type { SitemapQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useSitemap } from '../api/sitemap';
import '../sitemap.css';

interface SitemapLink {
  to: string;
  label: string;
  /** A page the server answers itself, not one of the app's routes: the browser loads it. */
  server?: boolean;
}

const MAIN_PAGES: readonly SitemapLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/get-quote', label: 'Get a Quote' },
];

const DEVELOPER_PAGES: readonly SitemapLink[] = [{ to: '/docs/api', label: 'API reference', server: true }];

/** Content pages with a fixed route of their own; any other is shown at /pages/:slug. */
const FIXED_ROUTE_SLUGS = new Set(['about', 'terms', 'privacy']);

const contentPagePath = (slug: string) =>
  FIXED_ROUTE_SLUGS.has(slug) ? `/${slug}` : `/pages/${encodeURIComponent(slug)}`;

function SitemapGroup({ title, links, empty }: { title: string; links: readonly SitemapLink[]; empty?: string }) {
  return (
    <div className="sitemap__group">
      <h2 className="sitemap__title">{title}</h2>
      {links.length === 0 ? (
        <p className="sitemap__empty">{empty}</p>
      ) : (
        <ul className="sitemap__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} reloadDocument={link.server}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CatalogueGroups({ data }: { data: SitemapQuery }) {
  const projects = data.projects.items.map((p) => ({ to: `/projects/${p.id}`, label: p.title }));
  // The sitemap lists one page of projects; past that the portfolio itself pages through them.
  if (data.projects.total > data.projects.items.length) projects.push({ to: '/projects', label: 'All projects' });
  return (
    <>
      <SitemapGroup
        title="Services"
        empty="No services yet."
        links={data.services.map((s) => ({ to: `/services/${s.id}`, label: s.name }))}
      />
      <SitemapGroup title="Projects" empty="No projects yet." links={projects} />
      <SitemapGroup
        title="Company & legal"
        empty="No pages yet."
        links={data.pages.map((p) => ({ to: contentPagePath(p.slug), label: p.title }))}
      />
    </>
  );
}

/**
 * /sitemap: a human-readable map of the site. The fixed pages show at once; the catalogue, read
 * from the API in one request, once loaded (or why it is not).
 */
export default function SitemapPage() {
  const { data, loading, error, refetch } = useSitemap();
  let catalogue;
  if (data) catalogue = <CatalogueGroups data={data} />;
  else if (loading || !error)
    catalogue = (
      <p className="sitemap__status" role="status">
        Loading services, projects and pages...
      </p>
    );
  else
    catalogue = (
      <div className="sitemap__status sitemap__status--error" role="alert">
        <p className="sitemap__status-title">Error loading the sitemap</p>
        <p>{errorMessage(error)}</p>
        <RetryButton onRetry={refetch} />
      </div>
    );
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Sitemap</h1>
          <p>
            Every page of the Brightline Software website in one place: our services, our projects and our company
            pages.
          </p>
        </div>
      </header>
      <div className="section section--after-hero sitemap">
        <div className="container sitemap__grid">
          <SitemapGroup title="Main pages" links={MAIN_PAGES} />
          {catalogue}
          <SitemapGroup title="For developers" links={DEVELOPER_PAGES} />
        </div>
      </div>
    </>
  );
}
