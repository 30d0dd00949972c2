import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  auditLoadingMock,
  auditMock,
  auditNetworkErrorMock,
  auditVariables,
  filterOptionsMock,
} from '../../../components/audit/audit.mocks';
import { DESKTOP, MOBILE, storyParameters } from '../../../test/stories';
import ActivityPage from './ActivityPage';

const reusable = { maxUsageCount: 10 };
const onActivity = (mocks: ReturnType<typeof auditMock>[], route = '/admin/activity') =>
  storyParameters({ route, path: '/admin/activity', mocks: [...mocks, filterOptionsMock(reusable)] });

const meta = {
  title: 'Pages/Admin/ActivityPage',
  component: ActivityPage,
  parameters: { layout: 'padded', ...onActivity([auditMock(auditVariables(), undefined, reusable)]) },
} satisfies Meta<typeof ActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole trail, newest first; an entry opens to its field diff, pay fields masked. */
export const Filled: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sentence = await canvas.findByText("Alex Morgan updated Employee 'Emily Chen'");
    await userEvent.click(within(sentence.closest('tr')!).getByRole('button', { name: /expand/i }));
    const diff = await canvas.findByRole('table', { name: /Changes: Alex Morgan updated Employee/ });
    await expect(within(diff).getAllByText('hidden')).toHaveLength(2);
    await expect(within(diff).getByText('****9876')).toBeInTheDocument();
  },
};

/** Filtered from a shared link: projects only. */
export const Filtered: Story = {
  parameters: onActivity([auditMock(auditVariables({ entity: 'Project' }))], '/admin/activity?entity=Project'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
    await expect(canvas.queryByText("Sam Taylor created Service 'Cloud Migration'")).toBeNull();
  },
};

/** Picking a record type from the filter. */
export const FilterByType: Story = {
  parameters: onActivity([auditMock(), auditMock(auditVariables({ entity: 'Service' }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Sam Taylor updated Project 'Acme site'");
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by record type' }));
    await userEvent.click((await screen.findAllByTitle('Service')).at(-1)!);
    await expect(await canvas.findByText("Sam Taylor created Service 'Cloud Migration'")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: onActivity([auditLoadingMock()]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading activity...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: onActivity([auditMock(auditVariables(), [])]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity yet')).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  parameters: onActivity(
    [auditMock(auditVariables({ action: 'delete', actorId: 2 }))],
    '/admin/activity?user=2&action=delete',
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity matches the filters')).toBeInTheDocument();
  },
};

/** The trail could not be fetched: the reason and Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: onActivity([auditNetworkErrorMock(), auditMock()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading activity')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(await canvas.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
  },
};

/** At 375 px: the filters stacked, the activity column in view. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  },
};
