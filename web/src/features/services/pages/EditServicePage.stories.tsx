import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyParameters } from '../../../test/stories';
import { sampleServices } from '../mocks/sample-services';
import { serviceMock } from '../mocks/services.mocks';
import EditServicePage from './EditServicePage';

const service = sampleServices[1]!;

const meta = {
  title: 'Pages/Admin/EditServicePage',
  component: EditServicePage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: `/admin/services/edit/${service.id}`,
      path: '/admin/services/edit/:id',
      mocks: [serviceMock(service)],
    }),
  },
} satisfies Meta<typeof EditServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled with the saved service, its bullet points included. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue(service.name)).toBeInTheDocument();
    await expect(canvas.getByDisplayValue(service.bulletPoints[0]!)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};
