import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  emptySitemap,
  largeSitemap,
  sitemapLoadingMock,
  sitemapMock,
  sitemapNetworkErrorMock,
} from '../mocks/sitemap.mocks';
import SitemapPage from './SitemapPage';

const meta = {
  title: 'Pages/Sitemap',
  component: SitemapPage,
  parameters: storyParameters({ route: '/sitemap', path: '/sitemap', mocks: [sitemapMock()] }),
} satisfies Meta<typeof SitemapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main pages, services, projects and company pages in four columns. */
export const Filled: Story = {};

export const Loading: Story = { parameters: storyParameters({ mocks: [sitemapLoadingMock()] }) };

/** The server could not be reached; Retry asks again (and fails again here). */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [sitemapNetworkErrorMock({ maxUsageCount: Number.POSITIVE_INFINITY })] }),
};

/** Nothing in the catalogue yet. */
export const Empty: Story = { parameters: storyParameters({ mocks: [sitemapMock(emptySitemap)] }) };

/** 120 projects: the first 100 and a link to the whole portfolio. */
export const ManyProjects: Story = { parameters: storyParameters({ mocks: [sitemapMock(largeSitemap)] }) };

export const Mobile: Story = { globals: MOBILE };
