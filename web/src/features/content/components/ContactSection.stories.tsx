import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import { sendContactSuccessMock } from '../mocks/contact.mocks';
import { ContactSection } from './ContactSection';

const meta = {
  title: 'Content/ContactSection',
  component: ContactSection,
  parameters: storyParameters({ mocks: [sendContactSuccessMock()] }),
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Details and hours beside the form (1280 px). */
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** Stacked: details, then the form (375 px). */
export const Mobile: Story = { globals: MOBILE };
