import { PROJECT_TOASTS as T } from '@site/shared';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { useRecordWrites } from '../../../lib/record-mutation';
import {
  CreateProjectDocument,
  DeleteProjectDocument,
  UpdateProjectDocument,
  forgetDeletedProject,
  forgetProjectLists,
} from './admin-projects';
import { FeaturedProjectsDocument, ProjectsDocument } from './projects';

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
  const writes = useRecordWrites({
    documents: { create: CreateProjectDocument, update: UpdateProjectDocument, remove: DeleteProjectDocument },
    toasts: T,
    forgetLists: forgetProjectLists,
    forgetDeleted: forgetDeletedProject,
    refetchQueries,
  });
  return {
    ...writes,
    setFeatured: (project: Pick<ProjectFieldsFragment, 'id'>, featured: boolean) =>
      writes.update(project.id, { featured }, { failure: T.featureFailed.title }),
  };
}
