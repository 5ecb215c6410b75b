import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../test';
import { signInDemoOn } from '../test/demoSignIn';
import { meAs, organizationHandlers } from '../test/insightsFixtures';
import { widgetRootAttribute } from '../theme/resetSelector';

// Signed in, the widget asks `/v1/user/me`, which `meAs` answers with the role.
const api = setupMockApi({ seed: true });
beforeEach(() => signInDemoOn(api));
// A fresh module graph loads the widget from source: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** The entry loaded alone in a fresh module graph, beside the provider entry, and rendered as hr. */
const renderAlone = async () => {
  api.server.use(meAs('hr'), ...organizationHandlers());
  vi.resetModules();
  const { OrganizationInsights } = await import('./organizationInsights');
  await import('./provider');
  const { renderWithProviders } = await import('../test/renderWithProviders');
  renderWithProviders(<OrganizationInsights />);
};

describe('@rolescope/widgets/organization-insights', () => {
  it('registers its texts when loaded alone, beside the provider entry', async () => {
    await renderAlone();
    expect(
      await screen.findByRole('table', { name: 'Competencies at or above the recommended level' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Organisation's insights" })).toBeInTheDocument();
  });

  it('renders inside its widget root, where the scoped reset applies', async () => {
    await renderAlone();
    const title = await screen.findByRole('heading', { name: "Organisation's insights" });
    expect(title.closest(`[${widgetRootAttribute}]`)).not.toBeNull();
  });
});
