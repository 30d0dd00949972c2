import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESKTOP, MOBILE } from '../../../test/stories';
import { ServiceTiers } from './ServiceTiers';

const meta = {
  title: 'Services/ServiceTiers',
  component: ServiceTiers,
} satisfies Meta<typeof ServiceTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Desktop: Story = { globals: DESKTOP };

/** The table scrolls sideways inside its frame; the page itself does not. */
export const Mobile: Story = { globals: MOBILE };
