import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { ADMIN_PAGE_SIZE } from '../constants';
import { sampleProjects } from '../mocks/projects.mocks';
import { ProjectTable } from './ProjectTable';

const firstPage = sampleProjects.slice(0, ADMIN_PAGE_SIZE);

const meta = {
  title: 'Projects/ProjectTable',
  component: ProjectTable,
  parameters: { layout: 'padded' },
  args: {
    rows: firstPage,
    loading: false,
    total: firstPage.length,
    page: 1,
    pageSize: ADMIN_PAGE_SIZE,
    onPageChange: fn(),
    onStatusChange: fn(),
    onFeaturedChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ProjectTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** 'Loading projects...' under a spinner. */
export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

/** 'No projects found' */
export const Empty: Story = { args: { rows: [], total: 0 } };

/** More projects than a page holds: antd's pagination with the total. */
export const SeveralPages: Story = { args: { total: sampleProjects.length } };

/** Sorted by project name, A to Z: the header shows it. */
export const SortedByName: Story = { args: { sort: { field: 'TITLE', direction: 'ASC' }, onSortChange: fn() } };

/** 'Error loading projects' with the reason and Retry, in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: new Error('Failed to fetch'), onRetry: fn() },
};

/** An inline change being saved: that row's status is disabled and its switch spins. */
export const SavingARow: Story = { args: { busyIds: new Set([firstPage[1]!.id]) } };

/** Client, Category and Date hide on narrow screens; the name and the actions stay in view. */
export const Mobile: Story = { globals: MOBILE };
