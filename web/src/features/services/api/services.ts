import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { graphql } from '../../../gql';

graphql(`
  fragment ServiceFields on Service {
    id
    name
    description
    icon
    bulletPoints
    featured
    sortOrder
  }
`);

export const ServicesDocument = graphql(`
  query Services {
    services {
      ...ServiceFields
    }
  }
`);

export const FeaturedServicesDocument = graphql(`
  query FeaturedServices {
    featuredServices {
      ...ServiceFields
    }
  }
`);

export const ServiceDocument = graphql(`
  query Service($id: Int!) {
    service(id: $id) {
      ...ServiceFields
    }
  }
`);

// The public lists are deferred: when the data arrives, the cards draw as a background render in
// short slices instead of one long task, so the page keeps answering to the visitor meanwhile.

/** Every service, in the public order (sortOrder, then id). */
export const useServices = () => useDeferredValue(useQuery(ServicesDocument));

/** The home page's grid. */
export const useFeaturedServices = () => useDeferredValue(useQuery(FeaturedServicesDocument));

/** One service; `skip` when the address holds no usable id. */
export const useService = (id: number, skip = false) => useQuery(ServiceDocument, { variables: { id }, skip });
