import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import { pageLoadingMock, pageMock, pageNetworkErrorMock, pageNotFoundMock, samplePages } from '../mocks/pages.mocks';
import ContentPage from './ContentPage';

const meta = {
  title: 'Pages/Public/ContentPage',
  component: ContentPage,
  parameters: storyParameters({ route: '/about', path: '/about', mocks: [pageMock(samplePages.about)] }),
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {};

export const Terms: Story = {
  parameters: storyParameters({ route: '/terms', path: '/terms', mocks: [pageMock(samplePages.terms)] }),
};

export const Privacy: Story = {
  parameters: storyParameters({ route: '/privacy', path: '/privacy', mocks: [pageMock(samplePages.privacy)] }),
};

/** A slug the API does not know (NOT_FOUND). */
export const NotFound: Story = {
  parameters: storyParameters({ route: '/pages/nope', path: '/pages/:slug', mocks: [pageNotFoundMock('nope')] }),
};

export const Loading: Story = { parameters: storyParameters({ mocks: [pageLoadingMock('about')] }) };

/** The server could not be reached; Retry asks again (and fails again here). */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({
    mocks: [{ ...pageNetworkErrorMock('about'), maxUsageCount: Number.POSITIVE_INFINITY }],
  }),
};

export const Mobile: Story = { globals: MOBILE };
