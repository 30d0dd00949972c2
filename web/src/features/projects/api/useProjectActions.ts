import { PROJECT_TOASTS as T, type ToastText } from '@site/shared';
import { App } from 'antd';
import type { ProjectFieldsFragment, UpdateProjectInput } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useCreateProject, useDeleteProject, useUpdateProject } from './projects';
import type { ProjectFormValues } from '../schemas/project.schema';

/** The project mutations with their success and failure toasts; a failure is toasted, then rethrown. */
export function useProjectActions() {
  const { notification } = App.useApp();
  const [create] = useCreateProject();
  const [update] = useUpdateProject();
  const [remove] = useDeleteProject();

  const run = async (action: () => Promise<unknown>, success: ToastText, failure: ToastText) => {
    try {
      await action();
      notification.success({ title: success.title, description: success.description });
    } catch (error) {
      notification.error({ title: failure.title, description: errorMessage(error) });
      throw error;
    }
  };

  return {
    create: (input: ProjectFormValues) => run(() => create({ variables: { input } }), T.created, T.createFailed),
    update: (id: number, input: UpdateProjectInput) =>
      run(() => update({ variables: { id, input } }), T.updated, T.updateFailed),
    setFeatured: (project: ProjectFieldsFragment, featured: boolean) =>
      run(() => update({ variables: { id: project.id, input: { featured } } }), T.updated, T.featureFailed),
    remove: (id: number) => run(() => remove({ variables: { id } }), T.deleted, T.deleteFailed),
  };
}
