import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const web = (path: string) => fileURLToPath(new URL(`../web/${path}`, import.meta.url));

/**
 * Stories sit beside their components in web/src. Vite runs with the web app's own config
 * (its React plugin); Storybook keeps its own root, output folder and build options.
 * No addons: the viewport, controls, actions and interactions panels are built into Storybook 10.
 */
const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.tsx'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: web('vite.config.ts') } },
  },
  staticDirs: [web('public')],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
