import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CreateProjectInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { storyParameters } from '../../../test/stories';
import { createProjectInvalidMock, createProjectMock } from '../mocks/projects.mocks';
import NewProjectPage from './NewProjectPage';

const route = { route: '/admin/projects/new', path: '/admin/projects/new' };
const input: CreateProjectInput = {
  title: 'Inventory Robot',
  client: 'Acme Warehousing',
  category: 'AI/ML Solutions',
  status: 'PLANNING',
  date: todayIso(),
  description: 'Robots that count stock at night.',
  featured: false,
  icon: 'CODE',
};

const meta = {
  title: 'Pages/Admin/NewProjectPage',
  component: NewProjectPage,
  parameters: { layout: 'padded', ...storyParameters(route) },
} satisfies Meta<typeof NewProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Project Title'), input.title);
  await userEvent.type(canvas.getByLabelText('Client'), input.client);
  await userEvent.type(canvas.getByLabelText('Category'), input.category);
  await userEvent.type(canvas.getByLabelText('Description'), input.description);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
  return canvas;
}

/** The empty Add New Project form (today's date, Planning). */
export const Empty: Story = {};

/** While the API saves: 'Adding...'. */
export const Submitting: Story = {
  parameters: storyParameters({ ...route, mocks: [createProjectMock(input, { delay: Number.POSITIVE_INFINITY })] }),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled());
  },
};

/** The API refuses the title: its message under the field, the failure toast, and everything typed kept. */
export const ServerError: Story = {
  parameters: storyParameters({
    ...route,
    mocks: [createProjectInvalidMock(input, { title: 'A project with this title already exists' })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // The failure toast comes first and closes by itself after a while, so it is looked for first.
    await expect(await within(document.body).findByText('Failed to create project')).toBeInTheDocument();
    const title = canvas.getByLabelText('Project Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('A project with this title already exists'));
    await expect(title).toHaveValue(input.title);
  },
};
