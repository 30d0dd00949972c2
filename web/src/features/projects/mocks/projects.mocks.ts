import type {
  CreateProjectInput,
  ProjectFieldsFragment,
  ProjectSort,
  ProjectStatus,
  ProjectsQuery,
  ProjectsQueryVariables,
  SortDirection,
  UpdateProjectInput,
} from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import {
  AdminProjectDocument,
  CreateProjectDocument,
  DeleteProjectDocument,
  UpdateProjectDocument,
} from '../api/admin-projects';
import { FeaturedProjectsDocument, ProjectDocument, ProjectsDocument } from '../api/projects';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, PUBLIC_PAGE_SIZE, STATUS_LABELS } from '../constants';
import { sampleProjects, type MockProject } from './sample-projects';

export { sampleProject, sampleProjects, type MockProject } from './sample-projects';

/** The API's catalogue message for an unknown id. */
export const PROJECT_NOT_FOUND: ApiError = { message: 'Project not found', code: 'NOT_FOUND' };

const STATUS_WORDS: Record<ProjectStatus, string> = {
  PLANNING: 'planning',
  IN_PROGRESS: 'in_progress',
  COMPLETED: 'completed',
  ON_HOLD: 'on_hold',
};

// ---- Variables, exactly as the pages send them (MockLink tells null from absent) ----

/** ProjectsPage: `{ offset, limit, category }`, category null for All. */
export const publicPageVariables = (page = 1, category: string | null = null): ProjectsQueryVariables => ({
  offset: (page - 1) * PUBLIC_PAGE_SIZE,
  limit: PUBLIC_PAGE_SIZE,
  category,
});

/** AdminProjectsPage: `{ offset, limit, search, sort, direction }`, search null when the box is empty. */
export const adminPageVariables = (
  page = 1,
  search: string | null = null,
  sort: { field: ProjectSort; direction: SortDirection } = ADMIN_DEFAULT_SORT,
  pageSize = ADMIN_PAGE_SIZE,
): ProjectsQueryVariables => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
  search,
  sort: sort.field,
  direction: sort.direction,
});

// ---- Results ----

/** The server's sort keys: text ignoring case, the status by its stored label. */
const SORT_KEYS: Record<ProjectSort, (p: MockProject) => string> = {
  DATE: (p) => p.date,
  TITLE: (p) => p.title.toLowerCase(),
  CLIENT: (p) => p.client.toLowerCase(),
  CATEGORY: (p) => p.category.toLowerCase(),
  STATUS: (p) => STATUS_LABELS[p.status],
};

/** The page the server would answer: its filters, its order (the sort, then id; newest first by default), its slice. */
export function projectsPage(
  variables: ProjectsQueryVariables,
  source: readonly MockProject[] = sampleProjects,
): ProjectsQuery {
  const category = variables.category?.trim().toLowerCase();
  const text = variables.search?.trim().toLowerCase();
  const matching = source
    .filter((p) => !category || p.category.toLowerCase() === category)
    .filter(
      (p) =>
        !text || [p.title, p.client, p.category, STATUS_WORDS[p.status]].some((v) => v.toLowerCase().includes(text)),
    )
    .sort((a, b) => {
      const key = SORT_KEYS[variables.sort ?? 'DATE'];
      const [ka, kb] = [key(a), key(b)];
      const order = (ka < kb ? -1 : ka > kb ? 1 : 0) || a.id - b.id;
      return (variables.direction ?? 'DESC') === 'DESC' ? -order : order;
    });
  const page = {
    __typename: 'ProjectPage' as const,
    total: matching.length,
    offset: variables.offset,
    limit: variables.limit,
    items: matching.slice(variables.offset, variables.offset + variables.limit),
  };
  return { projects: page };
}

/** The projects on a page, in the order the API lists them (handy in assertions). */
export const pageProjects = (variables: ProjectsQueryVariables, source?: readonly MockProject[]) =>
  projectsPage(variables, source).projects.items;

// ---- Queries ----

export const projectsMock = (
  variables: ProjectsQueryVariables,
  source: readonly MockProject[] = sampleProjects,
  options?: MockOptions,
) => dataMock(ProjectsDocument, variables, projectsPage(variables, source), options);

export const projectsLoadingMock = (variables: ProjectsQueryVariables) => pendingMock(ProjectsDocument, variables);

export const projectsNetworkErrorMock = (variables: ProjectsQueryVariables) =>
  networkErrorMock(ProjectsDocument, variables);

/** The featured grid: flagged projects by id, or the first 4 when none is flagged (as the server does). */
export function featuredProjectsMock(source: readonly MockProject[] = sampleProjects, options?: MockOptions) {
  const flagged = source.filter((p) => p.featured);
  const featured = flagged.length > 0 ? flagged : source.slice(0, 4);
  return dataMock(FeaturedProjectsDocument, {}, { featuredProjects: [...featured] }, options);
}

export const featuredProjectsLoadingMock = () => pendingMock(FeaturedProjectsDocument, {});

export const featuredProjectsNetworkErrorMock = () => networkErrorMock(FeaturedProjectsDocument, {});

export const projectMock = (project: MockProject, options?: MockOptions) =>
  dataMock(ProjectDocument, { id: project.id }, { project }, options);

export const projectNotFoundMock = (id: number) => errorMock(ProjectDocument, { id }, PROJECT_NOT_FOUND);

export const projectLoadingMock = (id: number) => pendingMock(ProjectDocument, { id });

export const projectNetworkErrorMock = (id: number) => networkErrorMock(ProjectDocument, { id });

/** What a project made from a quote carries (quote 1 of the quotes feature's samples). */
export const sampleEngagement = {
  __typename: 'ProjectEngagement' as const,
  quoteId: 1 as number | null,
  budget: 'BUDGET_25K_50K' as const,
  services: ['WEB_DEVELOPMENT' as const, 'CUSTOM_SOFTWARE' as const],
  paymentDetails: {
    __typename: 'PaymentDetails' as const,
    amount: '32500.00',
    currency: 'EUR' as const,
    paymentMethod: 'BANK_TRANSFER' as const,
    paymentStatus: 'PARTIAL' as const,
  },
  planInfo: {
    __typename: 'PlanInfo' as const,
    duration: '5 months',
    milestones: ['Discovery workshop', 'Ordering portal beta', 'Warehouse integration live'],
    deliverables: ['Ordering portal', 'Warehouse connector', 'Staff training'],
  },
  developmentCycle: {
    __typename: 'DevelopmentCycle' as const,
    phase: 'DEVELOPMENT' as const,
    startDate: '2026-03-09',
    estimatedEndDate: '2026-08-07',
  },
};

export type MockEngagement = typeof sampleEngagement;

/** The edit page's query: the project, with its engagement or null. */
export function adminProjectMock(
  project: MockProject,
  engagement: MockEngagement | null = null,
  options?: MockOptions,
) {
  const answer = { ...project, engagement };
  return dataMock(AdminProjectDocument, { id: project.id }, { project: answer }, options);
}

export const adminProjectNotFoundMock = (id: number) => errorMock(AdminProjectDocument, { id }, PROJECT_NOT_FOUND);

export const adminProjectLoadingMock = (id: number) => pendingMock(AdminProjectDocument, { id });

export const adminProjectNetworkErrorMock = (id: number) => networkErrorMock(AdminProjectDocument, { id });

// ---- Mutations ----

/** The id the next created project gets (one past the samples). */
export const NEW_PROJECT_ID = sampleProjects.length + 1;

export function createProjectMock(input: CreateProjectInput, options?: MockOptions) {
  const created: MockProject = {
    __typename: 'Project',
    id: NEW_PROJECT_ID,
    status: input.status ?? 'PLANNING',
    featured: input.featured ?? false,
    icon: input.icon ?? 'CODE',
    title: input.title,
    client: input.client,
    category: input.category,
    date: input.date,
    description: input.description,
  };
  return dataMock(CreateProjectDocument, { input }, { createProject: created }, options);
}

/** The API refusing an input (BAD_USER_INPUT), with per-field messages keyed `input.<field>`. */
export const createProjectInvalidMock = (input: CreateProjectInput, fields: Record<string, string>) =>
  errorMock(CreateProjectDocument, { input }, invalidInput(fields));

/** Saves `input` onto `project`; fields left out (or null) keep their value, as on the server. */
export function updateProjectMock(project: MockProject, input: UpdateProjectInput, options?: MockOptions) {
  const changed = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );
  const updated: MockProject = { ...project, ...(changed as Partial<ProjectFieldsFragment>) };
  return dataMock(UpdateProjectDocument, { id: project.id, input }, { updateProject: updated }, options);
}

export const updateProjectNotFoundMock = (id: number, input: UpdateProjectInput) =>
  errorMock(UpdateProjectDocument, { id, input }, PROJECT_NOT_FOUND);

export const updateProjectNetworkErrorMock = (id: number, input: UpdateProjectInput) =>
  networkErrorMock(UpdateProjectDocument, { id, input });

export const deleteProjectMock = (id: number, options?: MockOptions) =>
  dataMock(DeleteProjectDocument, { id }, { deleteProject: id }, options);

export const deleteProjectNotFoundMock = (id: number) => errorMock(DeleteProjectDocument, { id }, PROJECT_NOT_FOUND);
