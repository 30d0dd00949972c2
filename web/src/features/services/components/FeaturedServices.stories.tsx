import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyParameters, DESKTOP, MOBILE } from '../../../test/stories';
import {
  featuredServicesLoadingMock,
  featuredServicesMock,
  featuredServicesNetworkErrorMock,
  sampleFeaturedServices,
} from '../mocks/services.mocks';
import { FeaturedServices, FeaturedServicesView } from './FeaturedServices';

const meta = {
  title: 'Services/FeaturedServices',
  component: FeaturedServicesView,
  args: { loading: false, services: sampleFeaturedServices },
} satisfies Meta<typeof FeaturedServicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four featured services of the seed, in 4 columns. */
export const Filled: Story = {};

/** 'Loading services...' */
export const Loading: Story = { args: { loading: true, services: [] } };

/** 'Error loading services' */
export const ErrorState: Story = { name: 'Error', args: { error: new Error('Failed to fetch'), services: [] } };

export const Desktop: Story = { globals: DESKTOP };

/** 2 columns on tablets, 1 on phones. */
export const Mobile: Story = { globals: MOBILE };

/** The home page's section reading the API (mocked): the featured services arrive after a moment. */
export const FromApi: Story = {
  render: () => <FeaturedServices />,
  parameters: storyParameters({ mocks: [featuredServicesMock()] }),
};

export const FromApiLoading: Story = {
  render: () => <FeaturedServices />,
  parameters: storyParameters({ mocks: [featuredServicesLoadingMock()] }),
};

export const FromApiFailing: Story = {
  render: () => <FeaturedServices />,
  parameters: storyParameters({ mocks: [featuredServicesNetworkErrorMock()] }),
};
