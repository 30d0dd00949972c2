import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  projectsLoadingMock,
  projectsMock,
  projectsNetworkErrorMock,
  publicPageVariables,
} from '../mocks/projects.mocks';
import ProjectsPage from './ProjectsPage';

const AI = 'AI/ML Solutions';

// Every page and category a designer may click to, so the story behaves like the site.
const browsable = [
  ...[1, 2, 3].map((page) => projectsMock(publicPageVariables(page), undefined, { maxUsageCount: 10 })),
  ...[
    'Custom Software',
    AI,
    'Mobile Development',
    'Web Development',
    'Training Services',
    'Software Design',
    'Data Analysis',
  ].map((category) => projectsMock(publicPageVariables(1, category), undefined, { maxUsageCount: 10 })),
];

const meta = {
  title: 'Pages/Projects/ProjectsPage',
  component: ProjectsPage,
  parameters: storyParameters({ route: '/projects', path: '/projects', mocks: browsable }),
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 6 of 13 projects, with the pager. */
export const Filled: Story = {};

export const SecondPage: Story = { parameters: storyParameters({ route: '/projects?page=2' }) };

/** One category: everything fits on one page, so no pager. */
export const FilteredByCategory: Story = {
  parameters: storyParameters({ route: `/projects?category=${encodeURIComponent(AI)}` }),
};

export const Loading: Story = {
  parameters: storyParameters({ mocks: [projectsLoadingMock(publicPageVariables(1))] }),
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [projectsNetworkErrorMock(publicPageVariables(1))] }),
};

export const Empty: Story = {
  parameters: storyParameters({ mocks: [projectsMock(publicPageVariables(1), [])] }),
};

export const Mobile: Story = { globals: MOBILE };
