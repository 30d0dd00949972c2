import type { ListStateOptions } from '../../components/admin-list';
import { LEAVE_PAGE_SIZE } from './constants';

/** The leave lists sort by no column: newest first, always (the API's one order). */
export type LeaveSort = 'CREATED_AT';

export const LEAVE_LIST_OPTIONS: ListStateOptions<LeaveSort> = {
  sortFields: ['CREATED_AT'],
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  defaultPageSize: LEAVE_PAGE_SIZE,
};
