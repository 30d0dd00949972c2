import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  adminServicesLoadingMock,
  adminServicesMock,
  adminServicesNetworkErrorMock,
  setServiceFeaturedMock,
} from '../mocks/admin-services.mocks';
import { sampleServices } from '../mocks/sample-services';
import AdminServicesPage from './AdminServicesPage';

const reusable = { maxUsageCount: 10 };
const plain = sampleServices.find((s) => !s.featured)!;

const meta = {
  title: 'Pages/Admin/AdminServicesPage',
  component: AdminServicesPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: '/admin/services',
      path: '/admin/services',
      mocks: [adminServicesMock(undefined, undefined, reusable)],
    }),
  },
} satisfies Meta<typeof AdminServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded catalogue: icon and name, a Featured / Not Featured button per row. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Not Featured: ${plain.name}` })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({ mocks: [adminServicesLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading services...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: storyParameters({ mocks: [adminServicesMock(undefined, [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No services found')).toBeInTheDocument();
  },
};

/** The request failed: the error with Retry in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [adminServicesNetworkErrorMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading services')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** A row's Featured button spins while its change saves (the answer is held back). */
export const BusyRow: Story = {
  parameters: storyParameters({
    mocks: [adminServicesMock(undefined, undefined, reusable), setServiceFeaturedMock(plain, true, { delay: 60_000 })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: `Not Featured: ${plain.name}` });
    await userEvent.click(button);
    await expect(button).toHaveClass('ant-btn-loading');
  },
};

/** At 375 px the name and the row actions stay in view. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Delete ${plain.name}` })).toBeInTheDocument();
  },
};
