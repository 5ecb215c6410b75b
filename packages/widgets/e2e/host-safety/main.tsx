/**
 * The host-safety page: the widgets inside an HR portal page, with or without a hostile
 * stylesheet. Query: `scene` (auth, history, menu, level, dialog, wizard), `theme` (light, dark),
 * `hostile` (1: add hostile.css after every other stylesheet), `bg` (the host's background).
 * The API is the real one in memory (`@rolescope/server/mock`), answered through the client's
 * `fetch` option: no network and no service worker.
 */
import type { CompetencyLevelItem, SelectedLevels, TokenStore, User } from '@rolescope/core';
import { createApiClient } from '@rolescope/core';
import { createMockApi, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthPanel } from '../../src/auth/AuthPanel';
import { UserMenu } from '../../src/auth/UserMenu';
import { EvaluationWizard } from '../../src/evaluation/EvaluationWizard';
import { LevelPicker } from '../../src/evaluation/LevelPicker';
import { Button } from '../../src/primitives/Button';
import { useToast } from '../../src/primitives/Toast';
import { Tooltip } from '../../src/primitives/Tooltip';
import { WidgetRoot } from '../../src/primitives/WidgetRoot';
import { RolescopeProvider } from '../../src/provider';
import { ReportDialog } from '../../src/reports/ReportDialog';
import { ReportsHistory } from '../../src/reports/ReportsHistory';
import { en } from '../../src/strings/en';
import { registerStrings } from '../../src/strings/registry';
import { fullReport } from '../../src/test/reportFixtures';
import { darkTheme, lightTheme } from '../../src/theme';
import './base.css';
import hostileCss from './hostile.css?inline';

// The page imports the widgets' sources, not an entry: every area's default strings, as the
// package's entries register them.
registerStrings(en);

const params = new URLSearchParams(window.location.search);
const scene = params.get('scene') ?? 'auth';
const theme = params.get('theme') === 'dark' ? darkTheme() : lightTheme();

if (params.get('hostile') === '1') {
  // Last in the document: the host's rules come after the widgets' stylesheet.
  const style = document.createElement('style');
  style.textContent = hostileCss;
  document.body.append(style);
}
const bg = params.get('bg');
if (bg) {
  document.documentElement.style.background = bg;
  document.body.style.background = bg;
}

const mock = createMockApi({ seed: true });
const apiFetch: typeof fetch = async (input, init) =>
  mock.app.fetch(
    new Request(
      new URL(input instanceof Request ? input.url : String(input), window.location.origin),
      init,
    ),
  );

const memoryStore = (session: { token: string; user: User } | null): TokenStore<User> => {
  let current = session;
  return {
    getToken: () => current?.token ?? null,
    getUser: () => current?.user ?? null,
    setSession: (next) => {
      current = next;
    },
    clear: () => {
      current = null;
    },
  };
};

const signIn = async (): Promise<{ token: string; user: User }> => {
  const res = await apiFetch('/api/v1/survey/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string; user: User } }).data;
};

const levelItems = async (token: string): Promise<CompetencyLevelItem[]> => {
  const res = await apiFetch('/api/v1/user/calculateCompetencyLevel', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      industryCategory: 'technology',
      competencyName: ['programming', 'incident-management', 'software-design'],
      level: 'advise',
    }),
  });
  return ((await res.json()) as { data: CompetencyLevelItem[] }).data;
};

/** A toast that stays, and a tooltip that is open: the overlays of the history scene. */
function Overlays() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Report saved', description: 'Your draft is saved.', duration: Infinity });
  }, [toast]);
  return (
    <Tooltip content="Opens the help centre" defaultOpen placement="bottom">
      <Button variant="secondary">Help</Button>
    </Tooltip>
  );
}

function LevelScene({ token }: { token: string }) {
  const [items, setItems] = useState<CompetencyLevelItem[] | null>(null);
  const [levels, setLevels] = useState<SelectedLevels>({});
  useEffect(() => {
    void levelItems(token).then(setItems);
  }, [token]);
  if (!items) return null;
  return (
    <LevelPicker
      items={items}
      selectedLevels={levels}
      onSelectedLevelsChange={setLevels}
      onComplete={() => {}}
      onClose={() => {}}
    />
  );
}

const render = (session: { token: string; user: User } | null, content: ReactNode) => {
  const client = createApiClient({
    baseUrl: '/api',
    fetch: apiFetch,
    getToken: () => session?.token ?? null,
  });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <RolescopeProvider client={client} theme={theme} tokenStore={memoryStore(session)}>
        {params.get('hostHeader') === '1' ? (
          // The host's own markup inside the provider: it keeps the host's styles.
          <header>
            <h1>Portal header</h1>
          </header>
        ) : null}
        <main data-scene={scene}>
          {/* As the package's entries wrap each widget. */}
          <WidgetRoot>{content}</WidgetRoot>
        </main>
      </RolescopeProvider>
    </StrictMode>,
  );
};

const start = async () => {
  await mock.ready;
  if (scene === 'auth') {
    render(null, <AuthPanel defaultView="login" />);
    return;
  }
  const session = await signIn();
  if (scene === 'history') {
    render(
      session,
      <>
        <Overlays />
        <ReportsHistory />
      </>,
    );
  } else if (scene === 'menu') {
    render(session, <UserMenu />);
  } else if (scene === 'level') {
    render(session, <LevelScene token={session.token} />);
  } else if (scene === 'dialog') {
    render(session, <ReportDialog report={fullReport} open onOpenChange={() => {}} />);
  } else {
    render(session, <EvaluationWizard />);
  }
};

void start();
