import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminServicesQueryVariables } from '../../../gql/graphql';

export const AdminServicesDocument = graphql(`
  query AdminServices($offset: Int!, $limit: Int!, $search: String, $sort: ServiceSort, $direction: SortDirection) {
    adminServices(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {
      total
      offset
      limit
      items {
        ...ServiceFields
      }
    }
  }
`);

export const CreateServiceDocument = graphql(`
  mutation CreateService($input: CreateServiceInput!) {
    createService(input: $input) {
      ...ServiceFields
    }
  }
`);

export const UpdateServiceDocument = graphql(`
  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {
    updateService(id: $id, input: $input) {
      ...ServiceFields
    }
  }
`);

export const SetServiceFeaturedDocument = graphql(`
  mutation SetServiceFeatured($id: Int!, $featured: Boolean!) {
    setServiceFeatured(id: $id, featured: $featured) {
      ...ServiceFields
    }
  }
`);

export const DeleteServiceDocument = graphql(`
  mutation DeleteService($id: Int!) {
    deleteService(id: $id)
  }
`);

/**
 * Every list of services depends on every service (the admin list, the public page, the home
 * page's grid): a write drops them so whatever shows them next fetches them again.
 */
export function forgetServiceLists(cache: ApolloCache): void {
  for (const fieldName of ['adminServices', 'services', 'featuredServices']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/** After a delete: the service itself goes from the cache too. */
export function forgetDeletedService(cache: ApolloCache, { data }: { data?: { deleteService: number } | null }): void {
  if (data) cache.evict({ id: cache.identify({ __typename: 'Service', id: data.deleteService }) });
  forgetServiceLists(cache);
}

export const useAdminServices = (variables: AdminServicesQueryVariables) =>
  useQuery(AdminServicesDocument, { variables });
