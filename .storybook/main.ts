import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

/** Workspace packages resolve to their `src` through this export condition (see vitest.shared.ts). */
const sourceCondition = '@rolescope/source';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // msw's service worker (copied from node_modules/msw/lib/mockServiceWorker.js).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    }),
};

export default config;
