import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The introduction of /services, as the back office saved it. The page's cache already holds it
 * (the server sends the site's texts with each page), so this answers without a request.
 */
export const ServicesIntroDocument = graphql(`
  query ServicesIntro {
    siteContent {
      servicesIntroduction
    }
  }
`);

export const useServicesIntro = () => useQuery(ServicesIntroDocument, { fetchPolicy: 'cache-first' });
