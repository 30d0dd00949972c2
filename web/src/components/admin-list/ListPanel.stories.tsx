import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOBILE } from '../../test/stories';
import { ListPanel } from './ListPanel';

const meta = {
  title: 'Admin List/ListPanel',
  component: ListPanel,
  parameters: { layout: 'padded' },
  args: { children: <p>A list page’s toolbar and table sit here.</p> },
} satisfies Meta<typeof ListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** White on the back office's grey, with the theme's border and corners. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByText('A list page’s toolbar and table sit here.').parentElement!;
    await expect(panel).toHaveClass('list-panel');
    await expect(panel.style.background).toBe('rgb(255, 255, 255)');
    // The theme's large corners (borderRadiusLG), as antd's Card has.
    await expect(panel.style.borderRadius).toBe('10px');
  },
};

/** Less room inside on a phone (12 px instead of 24), so the table keeps its width. */
export const Mobile: Story = { globals: MOBILE };
