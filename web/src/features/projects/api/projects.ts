import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { graphql } from '../../../gql';
import type { ProjectsQueryVariables } from '../../../gql/graphql';

graphql(`
  fragment ProjectFields on Project {
    id
    title
    client
    category
    status
    date
    description
    featured
    icon
  }
`);

export const ProjectsDocument = graphql(`
  query Projects(
    $offset: Int!
    $limit: Int!
    $search: String
    $category: String
    $sort: ProjectSort
    $direction: SortDirection
  ) {
    projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {
      total
      offset
      limit
      items {
        ...ProjectFields
      }
    }
  }
`);

export const FeaturedProjectsDocument = graphql(`
  query FeaturedProjects {
    featuredProjects {
      ...ProjectFields
    }
  }
`);

export const ProjectDocument = graphql(`
  query Project($id: Int!) {
    project(id: $id) {
      ...ProjectFields
    }
  }
`);

/** The edit page's project: the public fields, and what it carries when it was made from a quote. */
export const AdminProjectDocument = graphql(`
  query AdminProject($id: Int!) {
    project(id: $id) {
      ...ProjectFields
      engagement {
        quoteId
        budget
        services
        paymentDetails {
          amount
          currency
          paymentMethod
          paymentStatus
        }
        planInfo {
          duration
          milestones
          deliverables
        }
        developmentCycle {
          phase
          startDate
          estimatedEndDate
        }
      }
    }
  }
`);

export const CreateProjectDocument = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      ...ProjectFields
    }
  }
`);

export const UpdateProjectDocument = graphql(`
  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectFields
    }
  }
`);

export const DeleteProjectDocument = graphql(`
  mutation DeleteProject($id: Int!) {
    deleteProject(id: $id)
  }
`);

/** Lists and the featured grid depend on every project: a write drops them so watchers fetch them again. */
export function forgetProjectLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'featuredProjects' });
  cache.gc();
}

/** After a delete: the project itself goes from the cache too. */
export function forgetDeletedProject(cache: ApolloCache, { data }: { data?: { deleteProject: number } | null }): void {
  if (data) cache.evict({ id: cache.identify({ __typename: 'Project', id: data.deleteProject }) });
  forgetProjectLists(cache);
}

export const useProjects = (variables: ProjectsQueryVariables) => useQuery(ProjectsDocument, { variables });

/** The public portfolio: deferred, so its cards draw in short slices when they arrive (see useServices). */
export const usePortfolio = (variables: ProjectsQueryVariables) => useDeferredValue(useProjects(variables));

/** The home page's grid, deferred like the portfolio. */
export const useFeaturedProjects = () => useDeferredValue(useQuery(FeaturedProjectsDocument));

export const useProject = (id: number, skip = false) => useQuery(ProjectDocument, { variables: { id }, skip });

export const useAdminProject = (id: number, skip = false) =>
  useQuery(AdminProjectDocument, { variables: { id }, skip });
