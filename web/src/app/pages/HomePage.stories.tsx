import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  featuredProjectsLoadingMock,
  featuredProjectsMock,
  featuredProjectsNetworkErrorMock,
} from '../../features/projects/mocks/projects.mocks';
import {
  featuredServicesLoadingMock,
  featuredServicesMock,
  featuredServicesNetworkErrorMock,
} from '../../features/services/mocks/services.mocks';
import { MOBILE, storyParameters } from '../../test/stories';
import { sampleSiteContentWithImage, siteContentMock } from '../../features/content/mocks/site-content.mocks';
import HomePage from './HomePage';

const meta = {
  title: 'Pages/Public/HomePage',
  component: HomePage,
  parameters: storyParameters({
    route: '/',
    path: '/',
    mocks: [siteContentMock(), featuredServicesMock(), featuredProjectsMock()],
  }),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero, the featured services and the four featured projects. */
export const Filled: Story = {};

export const LoadingFeatured: Story = {
  parameters: storyParameters({
    mocks: [siteContentMock(), featuredServicesLoadingMock(), featuredProjectsLoadingMock()],
  }),
};

export const FeaturedFailed: Story = {
  parameters: storyParameters({
    mocks: [siteContentMock(), featuredServicesMock(), featuredProjectsNetworkErrorMock()],
  }),
};

export const FeaturedServicesFailed: Story = {
  parameters: storyParameters({
    mocks: [siteContentMock(), featuredServicesNetworkErrorMock(), featuredProjectsMock()],
  }),
};

export const Mobile: Story = { globals: MOBILE };

/** The saved hero image in place of the logo card (the same 560 x 420 box). */
export const WithHeroImage: Story = {
  parameters: storyParameters({
    mocks: [siteContentMock(sampleSiteContentWithImage), featuredServicesMock(), featuredProjectsMock()],
  }),
};
