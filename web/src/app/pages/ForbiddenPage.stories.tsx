import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../test/stories';
import ForbiddenPage from './ForbiddenPage';

const meta = {
  title: 'Pages/Public/ForbiddenPage',
  component: ForbiddenPage,
  parameters: storyParameters({ route: '/forbidden', state: { from: '/admin/projects' } }),
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "You don't have permission to access this page" */
export const Default: Story = {};

/** A guard that passes its own reason in the history state. */
export const WithMessage: Story = {
  parameters: storyParameters({ state: { from: '/admin/payroll', message: 'Only admins can open payroll.' } }),
};

export const Mobile: Story = { globals: MOBILE };
