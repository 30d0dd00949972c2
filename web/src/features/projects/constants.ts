import {
  codeLabels,
  codeNames,
  PROJECT_CATEGORIES,
  PROJECT_LIMITS,
  PROJECT_STATUS,
  PUBLIC_PROJECTS_PAGE_SIZE,
} from '@site/shared';
import type { ProjectSort, ProjectStatus, SortDirection } from '../../gql/graphql';

export { PROJECT_CATEGORIES, PROJECT_LIMITS };

// Typed by the API's enum: a status the API adds or drops fails the type check here.
export const STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = /* @__PURE__ */ codeLabels(PROJECT_STATUS);
export const PROJECT_STATUSES: ProjectStatus[] = /* @__PURE__ */ codeNames(PROJECT_STATUS);

export const STATUS_COLORS: Record<ProjectStatus, string> = {
  PLANNING: 'blue',
  IN_PROGRESS: 'gold',
  COMPLETED: 'green',
  ON_HOLD: 'default',
};

/** Public projects page size. */
export const PUBLIC_PAGE_SIZE = PUBLIC_PROJECTS_PAGE_SIZE;
/** Back-office table page size. */
export const ADMIN_PAGE_SIZE = 10;
/** The columns the back-office table sorts by (the API's ProjectSort), and its first order: newest first. */
export const PROJECT_SORTS: readonly ProjectSort[] = ['DATE', 'TITLE', 'CLIENT', 'CATEGORY', 'STATUS'];
export const ADMIN_DEFAULT_SORT: { field: ProjectSort; direction: SortDirection } = {
  field: 'DATE',
  direction: 'DESC',
};
