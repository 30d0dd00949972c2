import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESKTOP, MOBILE } from '../../../test/stories';
import { sampleServices } from '../mocks/services.mocks';
import { ServiceGrid } from './ServiceGrid';
import '../services.css';

const meta = {
  title: 'Services/ServiceGrid',
  component: ServiceGrid,
  parameters: { layout: 'padded' },
  args: { loading: false, services: sampleServices, onRetry: () => {} },
} satisfies Meta<typeof ServiceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** 'Loading services...' */
export const Loading: Story = { args: { loading: true, services: [] } };

/** 'Error loading services' with Retry. */
export const ErrorState: Story = { name: 'Error', args: { error: new Error('Failed to fetch'), services: [] } };

/** 'No services found' */
export const Empty: Story = { args: { services: [] } };

/** A refetch with cards already shown keeps them (the grid is marked busy). */
export const Refreshing: Story = { args: { loading: true } };

export const Desktop: Story = { globals: DESKTOP };

export const Mobile: Story = { globals: MOBILE };
