// Storybook for the widget's components. The builder reads widget/vite.config.ts
// (the React plugin, the test settings it ignores) and replaces its base and
// output directory with Storybook's own.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  // Toolbars, controls, actions and viewports are part of Storybook's core.
  addons: [],
  // mockServiceWorker.js: the in-browser BFF that stories talk to (see bff.ts);
  // the portal's public files where the BFF serves them, for logos and covers.
  staticDirs: ['./public', { from: '../public', to: '/web/portal' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
