// @vitest-environment node
import { createApiClient } from '@rolescope/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { competencyItems } from './evaluation/EvaluationWizard/fixtures';
import {
  AuthPanel,
  BrandingPanel,
  CareerProgressionEvaluation,
  CompetencyResults,
  darkTheme,
  EvaluationWizard,
  ForgotPassword,
  LevelPicker,
  PasswordSuccess,
  ReportDialog,
  ReportsHistory,
  ResetPassword,
  RolescopeProvider,
  SignInForm,
  SignUpForm,
  UserMenu,
  VerifyOtp,
} from './index';
import { fullReport } from './test/reportFixtures';
import { sampleWizardData } from './test/resultsFixtures';

const noop = () => {};
const registration = {
  email: 'ana@example.com',
  password: 'Secret@123',
  mobile: '9876543210',
  designation: 'Analyst',
  level: 'Middle',
  functionDepartment: 'Finance',
};

/** Every widget `@rolescope/widgets` exports, with the props it needs. */
const widgets: [string, ReactElement][] = [
  ['AuthPanel (closed)', <AuthPanel key="a" />],
  ['AuthPanel (login)', <AuthPanel key="b" defaultView="login" />],
  ['AuthPanel (signup)', <AuthPanel key="c" defaultView="signup" />],
  ['BrandingPanel', <BrandingPanel key="d" />],
  ['ForgotPassword', <ForgotPassword key="e" />],
  ['PasswordSuccess', <PasswordSuccess key="f" />],
  ['ResetPassword', <ResetPassword key="g" token="reset-token" />],
  ['SignInForm', <SignInForm key="h" />],
  ['SignUpForm', <SignUpForm key="i" />],
  ['UserMenu', <UserMenu key="j" />],
  ['VerifyOtp', <VerifyOtp key="k" registration={registration} />],
  ['CareerProgressionEvaluation', <CareerProgressionEvaluation key="l" />],
  [
    'CompetencyResults',
    <CompetencyResults
      key="m"
      data={sampleWizardData}
      profile={{
        competency: [],
        domainProcess: [],
        domainFunction: [],
        domainCompetency: [],
        competencyData: competencyItems,
        selectedLevels: {},
      }}
    />,
  ],
  ['EvaluationWizard', <EvaluationWizard key="n" />],
  [
    'LevelPicker',
    <LevelPicker
      key="o"
      items={competencyItems}
      selectedLevels={{}}
      onSelectedLevelsChange={noop}
      onComplete={noop}
    />,
  ],
  ['ReportDialog', <ReportDialog key="p" report={fullReport} open onOpenChange={noop} />],
  ['ReportsHistory', <ReportsHistory key="q" />],
];

const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('no network')));
const client = createApiClient({ baseUrl: 'http://ssr.invalid/api', fetch });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  fetch.mockClear();
});

describe('server rendering (react-dom/server, no window)', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(widgets)('%s renders inside the provider and leaves no timer', (_name, widget) => {
    const html = renderToString(<RolescopeProvider client={client}>{widget}</RolescopeProvider>);
    expect(html).toContain('data-rolescope');
    expect(html.length).toBeGreaterThan(200);
    expect(vi.getTimerCount()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders an embed session (dark theme) as starting, fetching nothing', () => {
    const fetchClientSecret = vi.fn(() => Promise.resolve('secret'));
    const html = renderToString(
      <RolescopeProvider
        baseUrl="http://ssr.invalid/api"
        fetchClientSecret={fetchClientSecret}
        theme={darkTheme()}
      >
        <EvaluationWizard />
      </RolescopeProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Starting your session');
    expect(fetchClientSecret).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
