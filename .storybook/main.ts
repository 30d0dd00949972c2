import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const web = (path: string) => fileURLToPath(new URL(`../web/${path}`, import.meta.url));

/**
 * Stories sit beside their components in web/src. Vite runs with the web app's own config
 * (its React plugin); Storybook keeps its own root, output folder and build options.
 * The viewport, controls, actions and interactions panels are built into Storybook 10; the addons
 * add the docs pages and the accessibility panel (axe on the open story).
 */
const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: web('vite.config.ts') } },
  },
  staticDirs: [web('public')],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's build-time compression is for the server's assets; Storybook's files need none of it.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'vite-plugin-compression'),
      ),
  }),
};

export default config;
