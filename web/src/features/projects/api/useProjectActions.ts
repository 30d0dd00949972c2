import { App } from 'antd';
import type { ProjectFieldsFragment, UpdateProjectInput } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useCreateProject, useDeleteProject, useUpdateProject } from './projects';
import type { ProjectFormValues } from '../schemas/project.schema';

/** The project mutations with the spec's success and failure toasts; a failure is toasted, then rethrown. */
export function useProjectActions() {
  const { notification } = App.useApp();
  const [create] = useCreateProject();
  const [update] = useUpdateProject();
  const [remove] = useDeleteProject();

  const run = async (action: () => Promise<unknown>, success: [string, string], failure: string) => {
    try {
      await action();
      notification.success({ title: success[0], description: success[1] });
    } catch (error) {
      notification.error({ title: failure, description: errorMessage(error) });
      throw error;
    }
  };

  return {
    create: (input: ProjectFormValues) =>
      run(
        () => create({ variables: { input } }),
        ['Project created', 'The project has been successfully created.'],
        'Failed to create project',
      ),
    update: (id: number, input: UpdateProjectInput) =>
      run(
        () => update({ variables: { id, input } }),
        ['Project updated', 'The project has been successfully updated.'],
        'Failed to update project',
      ),
    setFeatured: (project: ProjectFieldsFragment, featured: boolean) =>
      run(
        () => update({ variables: { id: project.id, input: { featured } } }),
        ['Project updated', 'The project has been successfully updated.'],
        'Failed to update feature status',
      ),
    remove: (id: number) =>
      run(
        () => remove({ variables: { id } }),
        ['Project deleted', 'The project has been successfully deleted.'],
        'Failed to delete project',
      ),
  };
}
