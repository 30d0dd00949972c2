import { SERVICE_LIMITS, SERVICE_MESSAGES } from '@site/shared';
import type { ServiceSort, SortDirection } from '../../gql/graphql';

export { SERVICE_LIMITS, SERVICE_MESSAGES };

/** Back-office table page size. */
export const ADMIN_PAGE_SIZE = 10;
/** The columns the back-office table sorts by, and its first order: the public one. */
export const SERVICE_SORTS: readonly ServiceSort[] = ['POSITION', 'NAME', 'ICON', 'FEATURED'];
export const ADMIN_DEFAULT_SORT: { field: ServiceSort; direction: SortDirection } = {
  field: 'POSITION',
  direction: 'ASC',
};

export const SERVICE_LIST_TEXTS = {
  loading: 'Loading services...',
  empty: 'No services found',
  error: 'Error loading services',
};
