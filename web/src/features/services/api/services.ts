import { useQuery } from '@apollo/client/react';
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

/** Every service, in the public order (sortOrder, then id). */
export const useServices = () => useQuery(ServicesDocument);

/** The home page's grid. */
export const useFeaturedServices = () => useQuery(FeaturedServicesDocument);

/** One service; `skip` when the address holds no usable id. */
export const useService = (id: number, skip = false) => useQuery(ServiceDocument, { variables: { id }, skip });
