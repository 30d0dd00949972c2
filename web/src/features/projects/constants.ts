import type { ProjectSort, ProjectStatus, SortDirection } from '../../gql/graphql';

/** The public filter's categories, in the spec's order. */
export const PROJECT_CATEGORIES = [
  'Custom Software',
  'AI/ML Solutions',
  'Mobile Development',
  'Web Development',
  'Training Services',
  'Software Design',
  'Data Analysis',
] as const;

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  PLANNING: 'Planning',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  ON_HOLD: 'On Hold',
};

export const STATUS_COLORS: Record<ProjectStatus, string> = {
  PLANNING: 'blue',
  IN_PROGRESS: 'gold',
  COMPLETED: 'green',
  ON_HOLD: 'default',
};

export const PROJECT_STATUSES = Object.keys(STATUS_LABELS) as ProjectStatus[];

/** Public projects page size (spec). */
export const PUBLIC_PAGE_SIZE = 6;
/** Back-office table page size. */
export const ADMIN_PAGE_SIZE = 10;
/** The columns the back-office table sorts by (the API's ProjectSort), and its first order: newest first. */
export const PROJECT_SORTS: readonly ProjectSort[] = ['DATE', 'TITLE', 'CLIENT', 'CATEGORY', 'STATUS'];
export const ADMIN_DEFAULT_SORT: { field: ProjectSort; direction: SortDirection } = {
  field: 'DATE',
  direction: 'DESC',
};

/** The server's limits (server/src/modules/projects/project.inputs.ts). */
export const PROJECT_LIMITS = { title: 200, client: 200, category: 200, description: 5000 } as const;
