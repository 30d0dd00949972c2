import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  featuredProjectsLoadingMock,
  featuredProjectsMock,
  featuredProjectsNetworkErrorMock,
} from '../../features/projects/mocks/projects.mocks';
import { MOBILE, storyParameters } from '../../test/stories';
import HomePage from './HomePage';

const meta = {
  title: 'Pages/Public/HomePage',
  component: HomePage,
  parameters: storyParameters({ route: '/', path: '/', mocks: [featuredProjectsMock()] }),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero and the four featured projects. */
export const Filled: Story = {};

export const LoadingFeatured: Story = { parameters: storyParameters({ mocks: [featuredProjectsLoadingMock()] }) };

export const FeaturedFailed: Story = { parameters: storyParameters({ mocks: [featuredProjectsNetworkErrorMock()] }) };

export const Mobile: Story = { globals: MOBILE };
