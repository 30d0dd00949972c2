import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyParameters, DESKTOP, MOBILE } from '../../../test/stories';
import {
  sampleService,
  serviceLoadingMock,
  serviceMock,
  serviceNetworkErrorMock,
  serviceNotFoundMock,
} from '../mocks/services.mocks';
import ServiceDetailPage from './ServiceDetailPage';

const service = sampleService(4);

const meta = {
  title: 'Services/ServiceDetailPage',
  component: ServiceDetailPage,
  parameters: storyParameters({
    route: `/services/${service.id}`,
    path: '/services/:id',
    mocks: [serviceMock(service)],
  }),
} satisfies Meta<typeof ServiceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** An id the API does not know (NOT_FOUND). */
export const NotFound: Story = {
  parameters: storyParameters({ route: '/services/999', mocks: [serviceNotFoundMock(999)] }),
};

/** Not a positive integer: no request is made. */
export const InvalidId: Story = { parameters: storyParameters({ route: '/services/abc' }) };

export const Loading: Story = { parameters: storyParameters({ mocks: [serviceLoadingMock(service.id)] }) };

/** 'Error loading services' with Retry; Retry succeeds. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [serviceNetworkErrorMock(service.id), serviceMock(service, { delay: 600 })] }),
};

export const Desktop: Story = { globals: DESKTOP };

export const Mobile: Story = { globals: MOBILE };

export const MobileNotFound: Story = {
  globals: MOBILE,
  parameters: storyParameters({ route: '/services/999', mocks: [serviceNotFoundMock(999)] }),
};
