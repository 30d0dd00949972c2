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

export const useProjects = (variables: ProjectsQueryVariables) => useQuery(ProjectsDocument, { variables });

/** The public portfolio: deferred, so its cards draw in short slices when they arrive (see useServices). */
export const usePortfolio = (variables: ProjectsQueryVariables) => useDeferredValue(useProjects(variables));

/** The home page's grid, deferred like the portfolio. */
export const useFeaturedProjects = () => useDeferredValue(useQuery(FeaturedProjectsDocument));

export const useProject = (id: number, skip = false) => useQuery(ProjectDocument, { variables: { id }, skip });
