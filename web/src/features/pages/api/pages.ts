import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const PageDocument = graphql(`
  query Page($slug: String!) {
    page(slug: $slug) {
      id
      slug
      title
      summary
      body
      updatedAt
    }
  }
`);

export const usePage = (slug: string) => useQuery(PageDocument, { variables: { slug } });
