import type { CreateProjectInput, ProjectFieldsFragment, UpdateProjectInput } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import {
  CreateProjectDocument,
  DeleteProjectDocument,
  FeaturedProjectsDocument,
  ProjectsDocument,
  UpdateProjectDocument,
  forgetDeletedProject,
  forgetProjectLists,
} from './projects';

/** What the project writes say, success and failure (the failure toast adds the API's message). */
const TOASTS = {
  created: { title: 'Project created', description: 'The project has been successfully created.' },
  updated: { title: 'Project updated', description: 'The project has been successfully updated.' },
  deleted: { title: 'Project deleted', description: 'The project has been successfully deleted.' },
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  featureFailed: 'Failed to update feature status',
} as const;

/**
 * The lists on screen are fetched again before the toast says it is done (so the row shows what
 * was saved); the ones not on screen are dropped from the cache and fetched when next shown.
 */
const refetchQueries = [ProjectsDocument, FeaturedProjectsDocument];

/**
 * The project writes with their toasts; each resolves to the API's answer, or rejects after its
 * failure toast (a form then shows the field messages, a list row keeps its saved value).
 */
export function useProjectActions() {
  const [create] = useRecordMutation(CreateProjectDocument, {
    success: TOASTS.created,
    failure: TOASTS.createFailed,
    update: forgetProjectLists,
    refetchQueries,
  });
  const [update] = useRecordMutation(UpdateProjectDocument, {
    success: TOASTS.updated,
    failure: TOASTS.updateFailed,
    update: forgetProjectLists,
    refetchQueries,
  });
  const [remove] = useRecordMutation(DeleteProjectDocument, {
    success: TOASTS.deleted,
    failure: TOASTS.deleteFailed,
    update: forgetDeletedProject,
    refetchQueries,
  });
  return {
    create: (input: CreateProjectInput) => create({ input }),
    update: (id: number, input: UpdateProjectInput) => update({ id, input }),
    setFeatured: (project: Pick<ProjectFieldsFragment, 'id'>, featured: boolean) =>
      update({ id: project.id, input: { featured } }, { failure: TOASTS.featureFailed }),
    remove: (id: number) => remove({ id }),
  };
}
