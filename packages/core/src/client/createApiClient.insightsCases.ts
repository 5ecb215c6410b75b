import type { Case } from './createApiClient.cases';

const figures = {
  reports: 2,
  careerLevels: [{ level: 18, count: 2 }],
  categories: [{ category: 'low', count: 2 }],
  competencies: [
    {
      id: 'c1',
      name: 'Programming',
      levels: { '1': 0, '2': 1, '3': 1, '4': 0, '5': 0 },
      belowRecommended: 1,
      shareBelow: 0.5,
      averageGap: 1,
    },
  ],
};
const employees = { total: 3, evaluated: 2, notEvaluated: 1 };

const insights = {
  period: { from: '2026-01', to: '2026-03' },
  previousPeriod: { from: '2025-10', to: '2025-12' },
  employees,
  current: figures,
  previous: { ...figures, reports: 0, careerLevels: [], categories: [], competencies: [] },
};

/** The organisation's insights, read by its key or session, and by the administrator. */
export const insightsCases: Case[] = [
  {
    name: 'fetchEmbedInsights',
    call: (c) => c.fetchEmbedInsights({ from: '2026-01', to: '2026-03', groupBy: 'team' }),
    method: 'GET',
    path: '/v1/embed/insights',
    search: '?from=2026-01&to=2026-03&groupBy=team',
    response: {
      data: {
        ...insights,
        groups: [{ key: 't1', name: 'Platform', employees, current: figures, previous: figures }],
      },
    },
  },
  {
    name: 'fetchOrganizationInsights',
    call: (c) => c.fetchOrganizationInsights({ id: 'org 1', from: '2026-01', to: '2026-03' }),
    method: 'GET',
    path: '/v1/admin/organizations/org%201/insights',
    search: '?from=2026-01&to=2026-03',
    response: { data: insights },
  },
];
