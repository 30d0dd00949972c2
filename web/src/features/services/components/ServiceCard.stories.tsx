import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleService } from '../mocks/services.mocks';
import { ServiceCard } from './ServiceCard';
import '../services.css';

const meta = {
  title: 'Services/ServiceCard',
  component: ServiceCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: { service: sampleService(1) },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Services page's card: icon, title, description, the five bullet points and Read More. */
export const CustomSoftware: Story = {};

export const MobileApps: Story = { args: { service: sampleService(8) } };

/** The home page's card, without the bullet points. */
export const Compact: Story = { args: { service: sampleService(4), compact: true } };

export const LongTitle: Story = {
  args: { service: { ...sampleService(6), name: 'Technology Strategy, Architecture and Delivery Consulting' } },
};

/** A service saved without bullet points shows no empty list. */
export const NoBulletPoints: Story = { args: { service: { ...sampleService(2), bulletPoints: [] } } };
