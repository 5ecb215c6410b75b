import { configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '../test';

setupMockApi();
configure({ asyncUtilTimeout: 10_000 });

/**
 * The main entry in a fresh module graph (an empty registry), as a host that imports only
 * `@rolescope/widgets` loads it: importing it registers no text; each widget registers the
 * texts it reads when it renders, so a bundler can drop the texts of unused widgets.
 */
const loadFresh = async () => {
  vi.resetModules();
  const main = await import('../index');
  const registry = await import('../strings/registry');
  const areas = () => Object.keys(registry.stringsFor());
  // The main entry's own provider: it registers the provider's texts when it renders.
  const renderInProvider = (ui: ReactNode) =>
    render(
      <main.RolescopeProvider
        baseUrl={TEST_API_BASE}
        onNavigate={() => {}}
        colorScheme="light"
        onColorSchemeChange={() => {}}
      >
        {ui}
      </main.RolescopeProvider>,
    );
  return { ...main, areas, renderInProvider };
};

/** The hook under test, taken from the fresh module graph. */
const probe: { useStrings?: () => { embed: { retry: string } } } = {};
function Probe() {
  return <p>{probe.useStrings?.().embed.retry}</p>;
}

describe('@rolescope/widgets (main entry)', () => {
  it('registers no text on import; AuthPanel registers the sign-in texts only', async () => {
    const { AuthPanel, areas, renderInProvider } = await loadFresh();
    expect(areas()).toEqual([]);
    renderInProvider(<AuthPanel defaultView="login" />);
    expect(screen.getByRole('complementary', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(areas()).toContain('embed');
    expect(areas()).not.toContain('wizard');
  });

  it("a person's widget registers the person areas only (not the reports', organisation's or pages')", async () => {
    const { ColorSchemeSwitch, areas, renderInProvider } = await loadFresh();
    renderInProvider(<ColorSchemeSwitch />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(areas()).toEqual(expect.arrayContaining(['wizard', 'appShell', 'userMenu', 'embed']));
    for (const area of ['reportDialog', 'teamReports', 'organizationInsights', 'help', 'adminArea'])
      expect(areas()).not.toContain(area);
  });

  it('useStrings from the main entry reads every area', async () => {
    const { useStrings, renderInProvider } = await loadFresh();
    probe.useStrings = useStrings;
    renderInProvider(<Probe />);
    expect(screen.getByText('Retry')).toBeInTheDocument();
  });
});
