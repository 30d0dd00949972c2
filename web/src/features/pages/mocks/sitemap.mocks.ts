import type { SitemapQuery } from '../../../gql/graphql';
import { dataMock, networkErrorMock, pendingMock, type MockOptions } from '../../../test/apollo-mocks';
import { SitemapDocument } from '../api/sitemap';

type MockService = SitemapQuery['services'][number];
type MockProject = SitemapQuery['projects']['items'][number];
type MockPageSummary = SitemapQuery['pages'][number];

/** The generated type carries every __typename (Apollo's cache normalises on it). */
export type MockSitemap = SitemapQuery;

const service = (id: number, name: string): MockService => ({ __typename: 'Service', id, name });
const project = (id: number, title: string): MockProject => ({ __typename: 'Project', id, title });
const page = (id: number, slug: string, title: string): MockPageSummary => ({
  __typename: 'ContentPageSummary',
  id,
  slug,
  title,
});

/** A short catalogue in the API's orders: services by sortOrder, projects newest first, pages by slug. */
export const sampleSitemap: MockSitemap = {
  services: [
    service(1, 'Custom Software Solutions'),
    service(2, 'Web Development'),
    service(3, 'AI/ML Solutions'),
    service(4, 'Mobile App Development'),
  ],
  projects: {
    __typename: 'ProjectPage',
    total: 3,
    items: [
      project(7, 'Customer Churn Prediction'),
      project(5, 'Retail Mobile Ordering App'),
      project(2, 'Logistics Management Portal'),
    ],
  },
  pages: [
    page(1, 'about', 'About Us'),
    page(4, 'careers', 'Careers'),
    page(3, 'privacy', 'Privacy Policy'),
    page(2, 'terms', 'Terms of Use'),
  ],
};

/** Nothing in the catalogue yet: every list empty. */
export const emptySitemap: MockSitemap = {
  services: [],
  projects: { __typename: 'ProjectPage', total: 0, items: [] },
  pages: [],
};

/** More projects than the sitemap lists (it asks for 100): it links to the full portfolio too. */
export const largeSitemap: MockSitemap = {
  ...sampleSitemap,
  projects: {
    __typename: 'ProjectPage',
    total: 120,
    items: Array.from({ length: 100 }, (_, i) => project(120 - i, `Client Project ${120 - i}`)),
  },
};

export const sitemapMock = (sitemap: MockSitemap = sampleSitemap, options?: MockOptions) =>
  dataMock(SitemapDocument, {}, sitemap, options);

export const sitemapLoadingMock = () => pendingMock(SitemapDocument, {});

export const sitemapNetworkErrorMock = (options?: MockOptions) => networkErrorMock(SitemapDocument, {}, options);
