import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  projectLoadingMock,
  projectMock,
  projectNetworkErrorMock,
  projectNotFoundMock,
  sampleProject,
} from '../mocks/projects.mocks';
import ProjectDetailPage from './ProjectDetailPage';

const project = sampleProject(2);

const meta = {
  title: 'Pages/Projects/ProjectDetailPage',
  component: ProjectDetailPage,
  parameters: storyParameters({
    route: `/projects/${project.id}`,
    path: '/projects/:id',
    mocks: [projectMock(project)],
  }),
} satisfies Meta<typeof ProjectDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** An id the API does not know (NOT_FOUND). */
export const NotFound: Story = {
  parameters: storyParameters({ route: '/projects/999', mocks: [projectNotFoundMock(999)] }),
};

/** Not a number at all: no request is made. */
export const InvalidId: Story = { parameters: storyParameters({ route: '/projects/abc' }) };

export const Loading: Story = { parameters: storyParameters({ mocks: [projectLoadingMock(project.id)] }) };

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [projectNetworkErrorMock(project.id)] }),
};

export const Mobile: Story = { globals: MOBILE };
