import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import { featuredProjectsMock, featuredProjectsNetworkErrorMock, sampleProjects } from '../mocks/projects.mocks';
import { FeaturedProjects, FeaturedProjectsView } from './FeaturedProjects';

const featured = sampleProjects.filter((p) => p.featured);

const meta = {
  title: 'Projects/FeaturedProjects',
  component: FeaturedProjectsView,
  args: { loading: false, projects: featured },
} satisfies Meta<typeof FeaturedProjectsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** 'Loading projects...' */
export const Loading: Story = { args: { loading: true, projects: [] } };

/** 'Error loading projects' */
export const ErrorState: Story = { name: 'Error', args: { error: new Error('Failed to fetch'), projects: [] } };

export const Mobile: Story = { globals: MOBILE };

/** The home page's section reading the API (mocked): the featured projects arrive after a moment. */
export const FromApi: Story = {
  render: () => <FeaturedProjects />,
  parameters: storyParameters({ mocks: [featuredProjectsMock()] }),
};

export const FromApiFailing: Story = {
  render: () => <FeaturedProjects />,
  parameters: storyParameters({ mocks: [featuredProjectsNetworkErrorMock()] }),
};
