import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pager } from './Pager';
import '../projects.css';

const meta = {
  title: 'Projects/Pager',
  component: Pager,
  parameters: { layout: 'padded' },
  args: { page: 1, pageCount: 3, onChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous is disabled. */
export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 3, pageCount: 5 } };

/** Next is disabled. */
export const LastPage: Story = { args: { page: 3 } };

/** Everything fits on one page: the pager is not drawn at all. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};
