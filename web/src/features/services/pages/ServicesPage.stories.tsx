import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyParameters, DESKTOP, MOBILE } from '../../../test/stories';
import { servicesIntroMock } from '../mocks/services-intro.mocks';
import { servicesLoadingMock, servicesMock, servicesNetworkErrorMock } from '../mocks/services.mocks';
import ServicesPage from './ServicesPage';

const meta = {
  title: 'Services/ServicesPage',
  component: ServicesPage,
  parameters: storyParameters({ route: '/services', path: '/services', mocks: [servicesIntroMock(), servicesMock()] }),
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight services, the tiers table and the testimonials. */
export const Filled: Story = {};

export const Loading: Story = { parameters: storyParameters({ mocks: [servicesIntroMock(), servicesLoadingMock()] }) };

/** 'Error loading services' with Retry; Retry succeeds. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({
    mocks: [servicesIntroMock(), servicesNetworkErrorMock(), servicesMock(undefined, { delay: 600 })],
  }),
};

export const Empty: Story = { parameters: storyParameters({ mocks: [servicesIntroMock(), servicesMock([])] }) };

export const Desktop: Story = { globals: DESKTOP };

export const Mobile: Story = { globals: MOBILE };
