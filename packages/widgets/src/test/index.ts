export { setupMockApi } from './mockApi';
export {
  type RenderWithProvidersOptions,
  renderWithProviders,
  TEST_API_BASE,
} from './renderWithProviders';
