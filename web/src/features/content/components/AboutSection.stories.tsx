import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import { siteContentMock } from '../mocks/site-content.mocks';
import { AboutSection } from './AboutSection';

const meta = {
  title: 'Content/AboutSection',
  component: AboutSection,
  parameters: storyParameters({ mocks: [siteContentMock()] }),
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text beside the strengths, the four figures in a row (1280 px). */
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** One column, the figures 2 x 2 (375 px). */
export const Mobile: Story = { globals: MOBILE };
