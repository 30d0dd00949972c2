import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminContentPagesQueryVariables } from '../../../gql/graphql';

/** The content pages for the back office's list (no bodies). */
export const ContentPagesDocument = graphql(`
  query ContentPages {
    pages {
      id
      slug
      title
      summary
      updatedAt
    }
  }
`);

/** The back office's Pages tab: one page of the list, searched and sorted by the server. */
export const AdminContentPagesDocument = graphql(`
  query AdminContentPages(
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: ContentPageSort
    $direction: SortDirection
  ) {
    adminPages(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {
      total
      offset
      limit
      items {
        id
        slug
        title
        summary
        updatedAt
      }
    }
  }
`);

/** One page with its body, for the edit form. */
export const ContentPageForEditDocument = graphql(`
  query ContentPageForEdit($slug: String!) {
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

export const CreateContentPageDocument = graphql(`
  mutation CreateContentPage($input: CreatePageInput!) {
    createPage(input: $input) {
      id
      slug
      title
      summary
      body
      updatedAt
    }
  }
`);

export const UpdateContentPageDocument = graphql(`
  mutation UpdateContentPage($id: Int!, $input: UpdatePageInput!) {
    updatePage(id: $id, input: $input) {
      id
      slug
      title
      summary
      body
      updatedAt
    }
  }
`);

export const DeleteContentPageDocument = graphql(`
  mutation DeleteContentPage($id: Int!) {
    deletePage(id: $id)
  }
`);

export const useAdminContentPages = (variables: AdminContentPagesQueryVariables) =>
  useQuery(AdminContentPagesDocument, { variables, fetchPolicy: 'cache-and-network' });

export const useContentPages = () => useQuery(ContentPagesDocument, { fetchPolicy: 'cache-and-network' });

/** One page with its body; `slug` undefined waits (the edit screen knows it once the list has loaded). */
export const useContentPageForEdit = (slug: string | undefined) =>
  useQuery(ContentPageForEditDocument, { variables: { slug: slug ?? '' }, skip: !slug, fetchPolicy: 'network-only' });

/** The list shows a new page at once. */
export const useCreateContentPage = () =>
  useMutation(CreateContentPageDocument, { refetchQueries: [ContentPagesDocument, AdminContentPagesDocument] });

/** The page is normalized by id: the list and the public page show the new words from the cache. */
export const useUpdateContentPage = () => useMutation(UpdateContentPageDocument);

export const useDeleteContentPage = () =>
  useMutation(DeleteContentPageDocument, { refetchQueries: [ContentPagesDocument, AdminContentPagesDocument] });
