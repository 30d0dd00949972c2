import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../test/stories';
import SectionNotReadyPage from './SectionNotReadyPage';

/** What a back-office section shows until its screens are built: its own title, and no made-up data. */
const meta = {
  title: 'Pages/Admin/SectionNotReadyPage',
  component: SectionNotReadyPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: '/admin/quotes',
      path: '/admin/quotes',
      handle: { title: 'Quote Management', roles: ['ADMIN', 'STAFF'] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Quote Management is not available yet.')).toBeInTheDocument();
  },
} satisfies Meta<typeof SectionNotReadyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuoteManagement: Story = {};

export const Mobile: Story = { globals: MOBILE };
