export { setupMockApi } from './mockApi';
export {
  renderWithProviders,
  TEST_API_BASE,
} from './renderWithProviders';
