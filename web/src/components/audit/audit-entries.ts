import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AuditEntriesQueryVariables } from '../../gql/graphql';

/** One audit entry as the dashboard, the Activity page and a record's History show it. */
graphql(`
  fragment AuditEntryFields on AuditEntryView {
    id
    at
    actorId
    actorName
    action
    entity
    entityId
    label
    link
    changes {
      field
      from
      to
      masked
    }
  }
`);

export const AuditEntriesDocument = graphql(`
  query AuditEntries(
    $offset: Int!
    $limit: Int!
    $entity: String
    $entityId: String
    $actorId: Int
    $action: String
    $from: LocalDate
    $to: LocalDate
  ) {
    auditEntries(
      offset: $offset
      limit: $limit
      entity: $entity
      entityId: $entityId
      actorId: $actorId
      action: $action
      from: $from
      to: $to
    ) {
      total
      offset
      limit
      items {
        ...AuditEntryFields
      }
    }
  }
`);

export const AuditFilterOptionsDocument = graphql(`
  query AuditFilterOptions {
    auditFilterOptions {
      users {
        id
        name
      }
      entities
      actions
    }
  }
`);

/** Every filter empty: a query's variables start from these, so a mock and the page send the same. */
export const NO_AUDIT_FILTERS = {
  entity: null,
  entityId: null,
  actorId: null,
  action: null,
  from: null,
  to: null,
} as const satisfies Omit<AuditEntriesQueryVariables, 'offset' | 'limit'>;

// The trail changes with every write elsewhere: each visit asks the server again.
export const useAuditEntries = (variables: AuditEntriesQueryVariables) =>
  useQuery(AuditEntriesDocument, { variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });

export const useAuditFilterOptions = () => useQuery(AuditFilterOptionsDocument);
