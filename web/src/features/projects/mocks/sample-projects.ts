import { CATALOGUE_PROJECTS } from '@site/shared';
import type { ProjectFieldsFragment } from '../../../gql/graphql';

/** A project as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockProject = ProjectFieldsFragment & { __typename: 'Project' };

/** Statuses the samples change from the seed's, so every status appears (by title). */
const STATUS_OVERRIDES: Readonly<Record<string, MockProject['status']>> = {
  'Predictive Maintenance Platform': 'ON_HOLD',
};

/**
 * The server's 13 seed projects (the shared catalogue) as the API sends them, in the seed's
 * order and numbered as the seed numbers them; one is On Hold here so every status appears.
 */
export const sampleProjects: readonly MockProject[] = CATALOGUE_PROJECTS.map((project, index) => ({
  __typename: 'Project',
  id: index + 1,
  ...project,
  status: STATUS_OVERRIDES[project.title] ?? project.status,
}));

/** Looks a sample up by id; throws so a typo in a story or test shows at once. */
export function sampleProject(id: number): MockProject {
  const found = sampleProjects.find((p) => p.id === id);
  if (!found) throw new Error(`No sample project with id ${id}`);
  return found;
}
