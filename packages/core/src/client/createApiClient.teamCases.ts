import type { Case } from './createApiClient.cases';

/** A manager's (or hr's) list of people. */
export const teamCases: Case[] = [
  {
    name: 'listTeamMembers',
    call: (c) => c.listTeamMembers({ page: 2, limit: 5, sort: 'lastEvaluated', order: 'desc' }),
    method: 'GET',
    path: '/v1/embed/team',
    search: '?page=2&limit=5&sort=lastEvaluated&order=desc',
    response: {
      data: [
        {
          externalUserId: 'e1',
          name: 'Ana',
          team: { id: 't1', name: 'Platform' },
          department: 'Eng',
          status: 'submitted',
          latestReport: {
            id: 'r1',
            reportName: 'QA Lead',
            submittedAt: '2026-06-15T10:00:00.000Z',
            careerLevel: 18,
            category: 'low',
          },
          lastEvaluatedAt: '2026-06-15T10:00:00.000Z',
        },
        {
          externalUserId: 'e2',
          name: 'Ben',
          team: null,
          department: null,
          status: 'never-evaluated',
          latestReport: null,
          lastEvaluatedAt: null,
        },
      ],
      pagination: { total: 7, totalPages: 2, currentPage: 2, limit: 5 },
    },
  },
];
