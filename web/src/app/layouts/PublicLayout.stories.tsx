import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { subscribeSuccessMock } from '../../features/content/mocks/newsletter.mocks';
import { siteContentMock } from '../../features/content/mocks/site-content.mocks';
import { featuredProjectsMock } from '../../features/projects/mocks/projects.mocks';
import { featuredServicesMock } from '../../features/services/mocks/services.mocks';
import { MOBILE, storyParameters } from '../../test/stories';
import HomePage from '../pages/HomePage';
import NotFoundPage from '../pages/NotFoundPage';
import { PublicLayout } from './PublicLayout';

/** The navbar and footer around a public page (the home page unless a story says otherwise). */
const meta = {
  title: 'Layouts/PublicLayout',
  component: PublicLayout,
  render: () => <HomePage />,
  parameters: storyParameters({
    route: '/',
    path: '/',
    layout: PublicLayout,
    mocks: [siteContentMock(), featuredServicesMock(), featuredProjectsMock(), subscribeSuccessMock()],
  }),
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** The links fold into a menu button. */
export const Mobile: Story = { globals: MOBILE };

export const MobileMenuOpen: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A small page, so the footer shows without scrolling. */
export const AroundNotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: storyParameters({ route: '/no-such-page', path: '*' }),
};
