import type {
  AuditEntriesQuery,
  AuditEntriesQueryVariables,
  AuditEntryFieldsFragment,
  AuditFilterOptionsQuery,
} from '../../gql/graphql';
import { dataMock, networkErrorMock, pendingMock, type MockOptions } from '../../test/apollo-mocks';
import { AuditEntriesDocument, AuditFilterOptionsDocument, NO_AUDIT_FILTERS } from './audit-entries';

type Entry = AuditEntryFieldsFragment;
type Change = Entry['changes'][number];

const MINUTE = 60_000;
/** When an entry was written: `minutes` before now, so relative times read the same on every run. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

const change = (field: string, from: string | null, to: string | null, masked = false): Change => ({
  __typename: 'AuditFieldChange',
  field,
  from,
  to,
  masked,
});

const entry = (fields: Omit<Entry, '__typename' | 'actorId' | 'link'> & Partial<Entry>): Entry => ({
  __typename: 'AuditEntryView',
  actorId: 2,
  link: null,
  ...fields,
});

/** The trail, newest first: edits of several kinds by two users, a masked pay change, a deleted record. */
export const sampleEntries: Entry[] = [
  entry({
    id: 17,
    at: minutesAgo(5),
    actorName: 'Sam Taylor',
    action: 'update',
    entity: 'Project',
    entityId: '12',
    label: 'Acme site',
    link: '/admin/projects/edit/12',
    changes: [change('status', 'PLANNING', 'IN_PROGRESS'), change('title', 'Acme website', 'Acme site')],
  }),
  entry({
    id: 16,
    at: minutesAgo(45),
    actorId: 1,
    actorName: 'Alex Morgan',
    action: 'update',
    entity: 'Employee',
    entityId: '4',
    label: 'Emily Chen',
    link: '/admin/employees/edit/4',
    changes: [change('salary', null, null, true), change('bankAccount', '****1234', '****9876', true)],
  }),
  entry({
    id: 15,
    at: minutesAgo(180),
    actorName: 'Sam Taylor',
    action: 'create',
    entity: 'Service',
    entityId: '8',
    label: 'Cloud Migration',
    link: '/admin/services/edit/8',
    changes: [change('name', null, 'Cloud Migration'), change('featured', null, 'false')],
  }),
  entry({
    id: 14,
    at: minutesAgo(60 * 26),
    actorId: 1,
    actorName: 'Alex Morgan',
    action: 'delete',
    entity: 'ContentPage',
    entityId: '3',
    label: 'Careers',
    changes: [],
  }),
  entry({
    id: 13,
    at: minutesAgo(60 * 24 * 3),
    actorId: null,
    actorName: 'Visitor',
    action: 'create',
    entity: 'QuoteRequest',
    entityId: '9',
    label: 'Jane Cooper',
    link: '/admin/quotes?quote=9',
    changes: [change('budget', null, 'BUDGET_10K_25K')],
  }),
  entry({
    id: 12,
    at: minutesAgo(60 * 24 * 9),
    actorName: 'Sam Taylor',
    action: 'status',
    entity: 'Project',
    entityId: '12',
    label: 'Acme website',
    link: '/admin/projects/edit/12',
    changes: [change('status', 'PLANNING', 'IN_PROGRESS')],
  }),
];

/** Variables as the screens send them: every filter present, null when not set. */
export const auditVariables = (overrides: Partial<AuditEntriesQueryVariables> = {}): AuditEntriesQueryVariables => ({
  ...NO_AUDIT_FILTERS,
  offset: 0,
  limit: 20,
  ...overrides,
});

/** The page the API would answer: filtered by each given filter, then sliced. */
export function auditPage(variables: AuditEntriesQueryVariables, source: readonly Entry[] = sampleEntries) {
  const day = (iso: string) => iso.slice(0, 10);
  const matching = source.filter(
    (e) =>
      (!variables.entity || e.entity === variables.entity) &&
      (!variables.entityId || e.entityId === variables.entityId) &&
      (variables.actorId == null || e.actorId === variables.actorId) &&
      (!variables.action || e.action === variables.action) &&
      (!variables.from || day(e.at) >= variables.from) &&
      (!variables.to || day(e.at) <= variables.to),
  );
  const { offset, limit } = variables;
  return {
    auditEntries: {
      __typename: 'AuditEntryPage' as const,
      total: matching.length,
      offset,
      limit,
      items: matching.slice(offset, offset + limit),
    },
  } satisfies AuditEntriesQuery;
}

export const auditMock = (
  variables: AuditEntriesQueryVariables = auditVariables(),
  source: readonly Entry[] = sampleEntries,
  options?: MockOptions,
) => dataMock(AuditEntriesDocument, variables, auditPage(variables, source), options);

export const auditLoadingMock = (variables = auditVariables()) => pendingMock(AuditEntriesDocument, variables);
export const auditNetworkErrorMock = (variables = auditVariables(), options?: MockOptions) =>
  networkErrorMock(AuditEntriesDocument, variables, options);

export const filterOptions: AuditFilterOptionsQuery = {
  auditFilterOptions: {
    __typename: 'AuditFilterOptions',
    users: [
      { __typename: 'AuditUser', id: 1, name: 'Alex Morgan' },
      { __typename: 'AuditUser', id: 2, name: 'Sam Taylor' },
    ],
    entities: ['ContentPage', 'Employee', 'Project', 'QuoteRequest', 'Service'],
    actions: ['create', 'delete', 'status', 'update'],
  },
};

export const filterOptionsMock = (options?: MockOptions) =>
  dataMock(AuditFilterOptionsDocument, {}, filterOptions, options);
