import { PROJECT_TOASTS as T } from '@site/shared';
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
    success: T.created,
    failure: T.createFailed.title,
    update: forgetProjectLists,
    refetchQueries,
  });
  const [update] = useRecordMutation(UpdateProjectDocument, {
    success: T.updated,
    failure: T.updateFailed.title,
    update: forgetProjectLists,
    refetchQueries,
  });
  const [remove] = useRecordMutation(DeleteProjectDocument, {
    success: T.deleted,
    failure: T.deleteFailed.title,
    update: forgetDeletedProject,
    refetchQueries,
  });
  return {
    create: (input: CreateProjectInput) => create({ input }),
    update: (id: number, input: UpdateProjectInput) => update({ id, input }),
    setFeatured: (project: Pick<ProjectFieldsFragment, 'id'>, featured: boolean) =>
      update({ id: project.id, input: { featured } }, { failure: T.featureFailed.title }),
    remove: (id: number) => remove({ id }),
  };
}
