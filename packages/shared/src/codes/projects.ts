/** A project's status; any can be picked freely. */
export const PROJECT_STATUS = {
  PLANNING: { value: 'Planning', label: 'Planning' },
  IN_PROGRESS: { value: 'In Progress', label: 'In Progress' },
  COMPLETED: { value: 'Completed', label: 'Completed' },
  ON_HOLD: { value: 'On Hold', label: 'On Hold' },
} as const;

export type ProjectStatusName = keyof typeof PROJECT_STATUS;

export const DEFAULT_PROJECT_STATUS: ProjectStatusName = 'PLANNING';

/** The public projects filter's categories, in order (a project's category itself is free text). */
export const PROJECT_CATEGORIES = [
  'Custom Software',
  'AI/ML Solutions',
  'Mobile Development',
  'Web Development',
  'Training Services',
  'Software Design',
  'Data Analysis',
] as const;

/** Cards per page of the public projects page. */
export const PUBLIC_PROJECTS_PAGE_SIZE = 6;
/** How many projects the home page shows when none is featured. */
export const HOME_PROJECTS_FALLBACK = 4;
