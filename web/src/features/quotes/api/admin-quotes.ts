import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminQuotesQueryVariables } from '../../../gql/graphql';

/** A quote as the back office lists and shows it, with the project it became. */
graphql(`
  fragment QuoteFields on QuoteRequest {
    id
    name
    email
    phone
    company
    budget
    services
    message
    status
    notes
    submittedAt
    updatedAt
    workingDaysWaiting
    overdue
    project {
      id
      title
    }
  }
`);

export const AdminQuotesDocument = graphql(`
  query AdminQuotes(
    $offset: Int!
    $limit: Int!
    $search: String
    $status: QuoteStatus
    $budget: QuoteBudget
    $overdue: Boolean
    $sort: QuoteSort!
    $direction: SortDirection!
  ) {
    adminQuotes(
      offset: $offset
      limit: $limit
      search: $search
      status: $status
      budget: $budget
      overdue: $overdue
      sort: $sort
      direction: $direction
    ) {
      total
      offset
      limit
      items {
        ...QuoteFields
      }
    }
  }
`);

export const QuoteDocument = graphql(`
  query Quote($id: Int!) {
    quote(id: $id) {
      ...QuoteFields
    }
  }
`);

export const QuoteStatsDocument = graphql(`
  query QuoteStats {
    quoteStats {
      total
      pending
      responded
      highValue
      overdue
    }
  }
`);

export const UpdateQuoteStatusDocument = graphql(`
  mutation UpdateQuoteStatus($id: Int!, $status: QuoteStatus!, $notes: String) {
    updateQuoteStatus(id: $id, status: $status, notes: $notes) {
      ...QuoteFields
    }
  }
`);

export const DeleteQuoteDocument = graphql(`
  mutation DeleteQuote($id: Int!) {
    deleteQuote(id: $id)
  }
`);

export const ConvertQuoteToProjectDocument = graphql(`
  mutation ConvertQuoteToProject($quoteId: Int!, $input: ConvertQuoteInput!) {
    convertQuoteToProject(quoteId: $quoteId, input: $input) {
      id
      title
    }
  }
`);

/** After a delete: the quote goes from the cache, and the lists that held it are fetched again. */
export function forgetDeletedQuote(cache: ApolloCache, { data }: { data?: { deleteQuote: number } | null }): void {
  if (data) cache.evict({ id: cache.identify({ __typename: 'QuoteRequest', id: data.deleteQuote }) });
  cache.gc();
}

export const useAdminQuotes = (variables: AdminQuotesQueryVariables) => useQuery(AdminQuotesDocument, { variables });

export const useQuoteStats = () => useQuery(QuoteStatsDocument);

export const useQuote = (id: number | null) =>
  useQuery(QuoteDocument, { variables: { id: id ?? 0 }, skip: id === null });
