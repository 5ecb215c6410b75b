import { type ApiClient, createApiClient, createBrowserTokenStore } from '@rolescope/core';
import { darkTheme, lightTheme, RolescopeProvider } from '@rolescope/widgets';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockApi } from './mockApi';
import { canvas } from './preview.css';

let client: ApiClient | undefined;
const tokenStore = createBrowserTokenStore();

/** One client against `/api` (absolute, so Node's fetch accepts it when stories run in Vitest). */
const getClient = (): ApiClient => {
  client ??= createApiClient({
    baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
    getToken: tokenStore.getToken,
  });
  return client;
};

const light = lightTheme();
const dark = darkTheme();

/** Every story inside a RolescopeProvider with the toolbar's theme. */
const withRolescope: Decorator = (Story, context) => (
  <RolescopeProvider
    client={getClient()}
    tokenStore={tokenStore}
    theme={context.globals.theme === 'dark' ? dark : light}
    onNavigate={(path, state) => console.info('[rolescope] navigate', path, state ?? '')}
  >
    <div className={canvas}>
      <Story />
    </div>
  </RolescopeProvider>
);

const preview: Preview = {
  loaders: [mswLoader(startMockApi)],
  decorators: [withRolescope],
  globalTypes: {
    theme: {
      description: 'Rolescope theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail the a11y panel's test on violations (the Vitest run checks serious and critical ones).
    a11y: { test: 'error' },
  },
};

export default preview;
