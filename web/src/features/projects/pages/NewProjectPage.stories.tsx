import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyParameters } from '../../../test/stories';
import NewProjectPage from './NewProjectPage';

const meta = {
  title: 'Pages/Admin/NewProjectPage',
  component: NewProjectPage,
  parameters: { layout: 'padded', ...storyParameters({ route: '/admin/projects/new', path: '/admin/projects/new' }) },
} satisfies Meta<typeof NewProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty Add New Project form (today's date, Planning). */
export const Empty: Story = {};
