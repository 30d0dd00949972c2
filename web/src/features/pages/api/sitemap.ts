import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Everything the human sitemap lists beyond the fixed pages, in one request. */
export const SitemapDocument = graphql(`
  query Sitemap {
    services {
      id
      name
    }
    projects(offset: 0, limit: 100) {
      total
      items {
        id
        title
      }
    }
    pages {
      id
      slug
      title
    }
  }
`);

export const useSitemap = () => useQuery(SitemapDocument);
