import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CreateServiceInput } from '../../../gql/graphql';
import { storyParameters } from '../../../test/stories';
import { createServiceInvalidMock, createServiceMock } from '../mocks/admin-services.mocks';
import NewServicePage from './NewServicePage';

const route = { route: '/admin/services/new', path: '/admin/services/new' };
const input: CreateServiceInput = {
  name: 'Cloud Migration',
  description: 'Moving your systems to the cloud.',
  icon: 'CODE',
  bulletPoints: [],
  featured: false,
};

const meta = {
  title: 'Pages/Admin/NewServicePage',
  component: NewServicePage,
  parameters: { layout: 'padded', ...storyParameters(route) },
} satisfies Meta<typeof NewServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Service Name'), input.name);
  await userEvent.type(canvas.getByLabelText('Description'), input.description);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
  return canvas;
}

/** The empty Add New Service form. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add Service' })).toBeEnabled();
    await expect(canvas.getByText('Feature on homepage')).toBeInTheDocument();
  },
};

/** Saved: the page goes back to the list. */
export const Saved: Story = {
  parameters: storyParameters({ ...route, mocks: [createServiceMock(input)] }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Service created'));
  },
};

/** The API refuses the name: its message under the field, the input kept. */
export const ServerError: Story = {
  parameters: storyParameters({
    ...route,
    mocks: [createServiceInvalidMock(input, { name: 'A service with this name already exists' })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Service Name')).toHaveAccessibleDescription(
        'A service with this name already exists',
      ),
    );
    await expect(canvas.getByLabelText('Service Name')).toHaveValue(input.name);
  },
};
