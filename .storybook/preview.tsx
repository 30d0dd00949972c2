import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { AppHarness, type ApolloSetup, type RouterSetup } from '../web/src/test/harness';
import '../web/src/app/global.css';
// In the app a page always sits in its layout, whose stylesheet holds the classes pages share
// (.button, .section, .page-hero, .admin-toolbar). Loaded here, every story looks the same
// whichever story was opened first.
import '../web/src/app/layouts/public-layout.css';
import '../web/src/app/layouts/admin-layout.css';

/**
 * Every story renders inside the app's providers: antd theme and toasts, Apollo answering only
 * `parameters.apollo.mocks`, and a memory data router set by `parameters.router`
 * (`route`, `state`, `path`, `handle`, `layout`; see web/src/test/harness.tsx).
 */
const withApp: Decorator = (Story, { id, parameters }) => {
  const router = (parameters.router ?? {}) as RouterSetup;
  const apollo = (parameters.apollo ?? {}) as ApolloSetup;
  return (
    // A new key per story: a fresh router, Apollo cache and mock list each time.
    <AppHarness key={id} mocks={apollo.mocks} {...router}>
      <Story />
    </AppHarness>
  );
};

const preview: Preview = {
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        ...MINIMAL_VIEWPORTS,
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
