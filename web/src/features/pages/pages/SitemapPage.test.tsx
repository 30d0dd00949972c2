import { screen, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  emptySitemap,
  largeSitemap,
  sampleSitemap,
  sitemapLoadingMock,
  sitemapMock,
  sitemapNetworkErrorMock,
} from '../mocks/sitemap.mocks';
import SitemapPage from './SitemapPage';

const renderPage = (mocks: readonly AnyApolloMock[]) =>
  renderWithApp(<SitemapPage />, { route: '/sitemap', path: '/sitemap', mocks });

/** The links under one group's h2, as [label, href]. */
function groupLinks(title: string): [string, string | null][] {
  const group = screen.getByRole('heading', { level: 2, name: title }).parentElement!;
  return within(group)
    .queryAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('SitemapPage', () => {
  it('lists the main pages, each service, each project and each content page with its address', async () => {
    renderPage([sitemapMock()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Web Development' })).toBeInTheDocument();

    expect(groupLinks('Main pages')).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Get a Quote', '/get-quote'],
    ]);
    expect(groupLinks('Services')).toEqual(sampleSitemap.services.map((s) => [s.name, `/services/${s.id}`]));
    expect(groupLinks('Projects')).toEqual([
      ['Customer Churn Prediction', '/projects/7'],
      ['Retail Mobile Ordering App', '/projects/5'],
      ['Logistics Management Portal', '/projects/2'],
    ]);
    expect(groupLinks('Company & legal')).toEqual([
      ['About Us', '/about'],
      ['Careers', '/pages/careers'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
    ]);
    // The API reference is a page of the server's own, loaded by the browser.
    expect(groupLinks('For developers')).toEqual([['API reference', '/docs/api']]);
  });

  it('shows the main pages at once and the catalogue as loading until it arrives', () => {
    renderPage([sitemapLoadingMock()]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading services, projects and pages...');
    expect(groupLinks('Main pages')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('links to the whole portfolio when there are more projects than it lists', async () => {
    renderPage([sitemapMock(largeSitemap)]);
    await screen.findByRole('link', { name: 'Client Project 120' });
    const projects = groupLinks('Projects');
    expect(projects).toHaveLength(101);
    expect(projects.at(-1)).toEqual(['All projects', '/projects']);
  });

  it('says when a group has nothing in it', async () => {
    renderPage([sitemapMock(emptySitemap)]);
    expect(await screen.findByText('No services yet.')).toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getByText('No pages yet.')).toBeInTheDocument();
  });

  it('shows the error with a Retry button that asks again', async () => {
    const { user } = renderPage([sitemapNetworkErrorMock(), sitemapMock()]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the sitemap');
    expect(alert).toHaveTextContent('The server could not be reached. Please try again.');
    expect(groupLinks('Main pages')).toHaveLength(6);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/pages/careers');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
