import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import { sendContactSuccessMock } from '../mocks/contact.mocks';
import ContactPage from './ContactPage';

const meta = {
  title: 'Content/ContactPage',
  component: ContactPage,
  parameters: storyParameters({ route: '/contact', path: '/contact', mocks: [sendContactSuccessMock()] }),
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const Mobile: Story = { globals: MOBILE };
