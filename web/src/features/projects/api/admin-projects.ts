import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// The back office's documents, apart from the public ones (projects.ts): the home page, which
// loads those, need not download these.

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

export const useAdminProject = (id: number, skip = false) =>
  useQuery(AdminProjectDocument, { variables: { id }, skip });
