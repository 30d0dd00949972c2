import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyParameters } from '../../../test/stories';
import {
  projectLoadingMock,
  projectMock,
  projectNetworkErrorMock,
  projectNotFoundMock,
  sampleProject,
} from '../mocks/projects.mocks';
import EditProjectPage from './EditProjectPage';

const project = sampleProject(3);

const meta = {
  title: 'Pages/Admin/EditProjectPage',
  component: EditProjectPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: `/admin/projects/edit/${project.id}`,
      path: '/admin/projects/edit/:id',
      mocks: [projectMock(project)],
    }),
  },
} satisfies Meta<typeof EditProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved project in the form, 'Save Changes'. */
export const Filled: Story = {};

/** 'Loading project...' */
export const Loading: Story = { parameters: storyParameters({ mocks: [projectLoadingMock(project.id)] }) };

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [projectNetworkErrorMock(project.id)] }),
};

/** An unknown id sends the user back to the projects list. */
export const NotFound: Story = {
  parameters: storyParameters({ route: '/admin/projects/edit/999', mocks: [projectNotFoundMock(999)] }),
};
