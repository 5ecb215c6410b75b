/**
 * The HR widgets on a page of their own, for the screenshots (`npm run screenshots`) and the
 * INP bench (`npm run bench`). Query: `widget` (insights, team, review), `theme` (light,
 * dark), `data` (insights only: several, the stories' organisation of several teams; one, its
 * first team; large, 5,000 people in six teams, as the FiveThousandPeople story).
 * The API is the real one in memory (`@rolescope/server/mock`) with the stories' fixtures in
 * front of it, answered by msw's `getResponse` from a `fetch` of the page's own: no network
 * and no service worker, so a static build works offline.
 */
import type { Insights } from '@rolescope/core/contract';
import { createMockApi } from '@rolescope/server/mock';
import { getResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The main entry's widgets (each inside its WidgetRoot, its texts registered), as a host has them.
import { ManagerReview } from '../../src/bindings/ManagerReview';
import { OrganizationInsights } from '../../src/bindings/OrganizationInsights';
import { RolescopeProvider } from '../../src/bindings/RolescopeProvider';
import { TeamReports } from '../../src/bindings/TeamReports';
import { ONE_TEAM, seedTeam } from '../../src/organization/TeamReports/testTeam';
import { signInDemo } from '../../src/test/demoSignIn';
import {
  insightsFixture,
  largeInsights,
  meAs,
  oneTeamInsights,
  organizationHandlers,
} from '../../src/test/insightsFixtures';
import { setUpReviewOrganization } from '../../src/test/reviewOrganization';
import { darkTheme, lightTheme } from '../../src/theme';

const params = new URLSearchParams(window.location.search);
const widget = params.get('widget') ?? 'insights';
const theme = params.get('theme') === 'dark' ? darkTheme() : lightTheme();
const insightsOf = (data: string | null): Insights =>
  data === 'one' ? oneTeamInsights : data === 'large' ? largeInsights(5000, 6) : insightsFixture;

const mock = createMockApi({ seed: true });
// The team and review pages read the real API's rows; the insights, the stories' fixtures.
const handlers: RequestHandler[] =
  widget === 'insights'
    ? [meAs('hr'), ...organizationHandlers(insightsOf(params.get('data')))]
    : [];
handlers.push(...mock.handlers);

const pageFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const request = new Request(
    input instanceof Request ? input : new URL(String(input), window.location.origin),
    init,
  );
  if (!new URL(request.url).pathname.startsWith('/api/')) return pageFetch(input, init);
  // A network answer arrives in a task of its own, never in the task that asked (an answer
  // made of microtasks only would be rendered before the paint of the click that asked).
  await new Promise((resolve) => setTimeout(resolve, 0));
  return (
    (await getResponse(handlers, request)) ??
    Response.json({ message: 'Not found' }, { status: 404 })
  );
};

const origin = window.location.origin;
const render = (content: ReactNode, fetchClientSecret?: () => Promise<string>) => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <RolescopeProvider
        baseUrl={`${origin}/api`}
        fetchClientSecret={fetchClientSecret}
        theme={theme}
      >
        {/* The theme's page background, as a host page in that theme would have. */}
        <main
          style={{
            minHeight: '100vh',
            boxSizing: 'border-box',
            padding: 'clamp(12px, 3vw, 24px)',
            background: 'var(--rs-color-background)',
            color: 'var(--rs-color-text)',
          }}
        >
          {content}
        </main>
      </RolescopeProvider>
    </StrictMode>,
  );
};

const start = async () => {
  await mock.ready;
  if (widget === 'team') {
    const request = (path: string, init: RequestInit) => fetch(`${origin}${path}`, init);
    const { sessionOf } = await seedTeam(request, ONE_TEAM);
    const secret = await sessionOf('m1', 'manager');
    render(<TeamReports onReview={() => {}} />, async () => secret);
  } else if (widget === 'review') {
    const org = await setUpReviewOrganization(`${origin}/api`);
    render(<ManagerReview reportId={org.reportId} />, async () => org.managerSecret);
  } else {
    // Signed in (the demo user), the widget asks `/v1/user/me`, which `meAs` answers as hr.
    await signInDemo((path, init) => fetch(`${origin}${path}`, init));
    render(<OrganizationInsights />);
  }
};

void start();
