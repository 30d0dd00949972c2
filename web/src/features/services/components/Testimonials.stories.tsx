import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESKTOP, MOBILE } from '../../../test/stories';
import { TESTIMONIALS } from '../testimonials';
import { Testimonials } from './Testimonials';

const meta = {
  title: 'Services/Testimonials',
  component: Testimonials,
  args: { testimonials: TESTIMONIALS },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four testimonials: arrows, dots, or ArrowLeft / ArrowRight once the carousel has focus. */
export const Default: Story = {};

/** A single testimonial needs no controls. */
export const Single: Story = { args: { testimonials: TESTIMONIALS.slice(0, 1) } };

export const Desktop: Story = { globals: DESKTOP };

export const Mobile: Story = { globals: MOBILE };
