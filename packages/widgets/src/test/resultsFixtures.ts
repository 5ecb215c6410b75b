/**
 * Sample data for the competency widgets' tests and stories: a complete technology role,
 * signing in as the mock API's demo user, and competency items from the fixture catalog
 * (through the API, so they are exactly what the server returns).
 */
import { type CompetencyLevelItem, TOKEN_KEY, USER_KEY, type User } from '@rolescope/core';
import {
  customerScopes,
  effectivenessQuestions,
  employeeBands,
  impactQuestions,
  responsibilityQuestions,
  revenueBands,
} from '@rolescope/core/options';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import type { WizardData } from '../model/evaluation/types';

const firstAnswers = (questions: readonly { id: string; options: readonly { id: string }[] }[]) =>
  Object.fromEntries(questions.map((q) => [q.id, q.options[1]?.id ?? q.options[0]?.id ?? '']));

/** A complete evaluation of a backend role in the fixture catalog's technology industry. */
export const sampleWizardData: WizardData = {
  details: {
    role: 'Senior Backend Engineer',
    industryCategory: 'technology',
    currentIndustry: 'software-products',
    currentCompany: 'Nimbus Software',
    process: ['software-engineering', 'it-operations'],
    currentFunction: [
      'backend-development',
      'frontend-development',
      'quality-engineering',
      'cloud-operations',
    ],
    openPositions: 3,
    description: 'Owns the payments platform back end.',
  },
  organizationDetails: {
    managementLevel: 'middle',
    customerScope: customerScopes[1]?.id,
    employees: employeeBands[3]?.id,
    revenue: revenueBands[3]?.id,
  },
  roleAndResponsibilities: firstAnswers(responsibilityQuestions),
  roleEffectiveness: firstAnswers(effectivenessQuestions),
  rolesImpact: firstAnswers(impactQuestions),
};

/** Competencies of the sample role; `incident-management` defines only levels 1, 3 and 5. */
export const sampleCompetencyIds = ['programming', 'incident-management', 'software-design'];

/** Signs in as the demo user and keeps the session where the default token store reads it. */
export const signInDemo = async (apiBase: string): Promise<{ token: string; user: User }> => {
  const res = await fetch(`${apiBase}/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string; user: User } };
  const { token, user } = body.data;
  window.localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  return { token, user };
};

/** The competency items the API calculates for `ids` (signed in with `token`). */
export const fetchCompetencyItems = async (
  apiBase: string,
  token: string,
  ids: string[] = sampleCompetencyIds,
): Promise<CompetencyLevelItem[]> => {
  const res = await fetch(`${apiBase}/v1/user/calculateCompetencyLevel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      industryCategory: 'technology',
      competencyName: ids,
      level: 'advise',
    }),
  });
  return ((await res.json()) as { data: CompetencyLevelItem[] }).data;
};

/** The API base of stories (the page's origin, answered by the mock API). */
export const storyApiBase = (): string =>
  `${globalThis.location?.origin ?? 'http://localhost'}/api`;
