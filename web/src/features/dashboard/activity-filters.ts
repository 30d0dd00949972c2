import type { AuditEntriesQueryVariables } from '../../gql/graphql';

/** The Activity page's filters, by their URL parameter (the CSV export reads the API's names). */
export const ACTIVITY_FILTERS = ['user', 'entity', 'action', 'from', 'to'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** The trail has one order, newest first. */
export const ACTIVITY_SORTS = ['AT'] as const;
export const ACTIVITY_DEFAULT_SORT = { field: 'AT', direction: 'DESC' } as const;
export const ACTIVITY_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const asDay = (raw: string | null) => (raw !== null && DAY.test(raw) ? raw : null);
const asId = (raw: string | null) => {
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The filters the URL holds as the query's variables; malformed values count as no filter. */
export function activityFilters(filters: Record<ActivityFilter, string | null>) {
  return {
    actorId: asId(filters.user),
    entity: filters.entity,
    action: filters.action,
    from: asDay(filters.from),
    to: asDay(filters.to),
  } satisfies Partial<AuditEntriesQueryVariables>;
}

/** The same filters as the CSV export's parameters. */
export function exportFilters(variables: ReturnType<typeof activityFilters>): Record<string, string | null> {
  const { actorId, ...rest } = variables;
  return { ...rest, actorId: actorId === null ? null : String(actorId) };
}
