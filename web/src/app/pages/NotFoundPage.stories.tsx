import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../test/stories';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'Pages/Public/NotFoundPage',
  component: NotFoundPage,
  parameters: storyParameters({ route: '/no-such-page' }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: MOBILE };
