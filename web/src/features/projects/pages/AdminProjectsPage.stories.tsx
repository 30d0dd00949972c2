import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  adminPageVariables,
  projectsLoadingMock,
  projectsMock,
  projectsNetworkErrorMock,
} from '../mocks/projects.mocks';
import AdminProjectsPage from './AdminProjectsPage';

const reusable = { maxUsageCount: 10 };

const meta = {
  title: 'Pages/Admin/AdminProjectsPage',
  component: AdminProjectsPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: '/admin/projects',
      path: '/admin/projects',
      mocks: [
        projectsMock(adminPageVariables(1), undefined, reusable),
        projectsMock(adminPageVariables(2), undefined, reusable),
        projectsMock(adminPageVariables(1, 'mobile'), undefined, reusable),
        projectsMock(adminPageVariables(1, null, { field: 'TITLE', direction: 'ASC' }), undefined, reusable),
      ],
    }),
  },
} satisfies Meta<typeof AdminProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 13 projects: 10 on the first page, antd's pager below. */
export const Filled: Story = {};

export const Loading: Story = {
  parameters: storyParameters({ mocks: [projectsLoadingMock(adminPageVariables(1))] }),
};

/** The request failed: an error alert in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [projectsNetworkErrorMock(adminPageVariables(1))] }),
};

export const Empty: Story = {
  parameters: storyParameters({ mocks: [projectsMock(adminPageVariables(1), [])] }),
};

/** Typing in the search box narrows the table (after a short pause). */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Search projects' }), 'mobile');
    await expect(await canvas.findByText('Patient Companion App', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** A shared link with its sort: the table opens sorted by name. */
export const SortedFromTheUrl: Story = {
  parameters: storyParameters({
    route: '/admin/projects?sort=TITLE&dir=ASC',
    path: '/admin/projects',
    mocks: [projectsMock(adminPageVariables(1, null, { field: 'TITLE', direction: 'ASC' }), undefined, reusable)],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('B2B Commerce Portal');
    await expect(canvas.getByRole('columnheader', { name: /Project Name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Clicking 'Project Name' sorts the table by name. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Patient Companion App');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Project Name/ }));
    await expect(canvas.getByRole('columnheader', { name: /Project Name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Mobile: Story = { globals: MOBILE };
