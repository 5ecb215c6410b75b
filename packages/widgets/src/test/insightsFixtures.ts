import type { EmbedReportSummary, Insights, InsightsFigures } from '@rolescope/core/contract';
import { HttpResponse, http } from 'msw';
import { fullReport } from './reportFixtures';
import { summaryOf } from './reportsApi';

export const INSIGHTS = '*/api/v1/embed/insights';
const ME = '*/api/v1/user/me';
const EMBED_REPORTS = '*/api/v1/embed/reports';
const EMBED_REPORT = '*/api/v1/embed/reports/:id';

const levels = (...counts: number[]) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((l, i) => [String(l), counts[i] ?? 0]));

const figures = (reports: number, competencies: InsightsFigures['competencies']) => ({
  reports,
  careerLevels: [
    { level: 2, count: Math.ceil(reports / 3) },
    { level: 3, count: Math.floor(reports / 3) },
    { level: 4, count: reports - Math.ceil(reports / 3) - Math.floor(reports / 3) },
  ],
  categories: [
    { category: 'low', count: Math.floor(reports / 4) },
    { category: 'medium', count: reports - 2 * Math.floor(reports / 4) },
    { category: 'high', count: Math.floor(reports / 4) },
  ],
  competencies,
});

const none = figures(0, []);
const employees = (total: number, evaluated: number) => ({
  total,
  evaluated,
  notEvaluated: total - evaluated,
});

/**
 * A hand-computed organisation. Team Alpha: Stakeholder management rated 5 times, 2 below
 * (60% at or above, mean gap 1.5), Programming 3 times, none below (100%). Team Beta:
 * Stakeholder management 4 times, 3 below (25%, gap 1.33). No team: Programming twice, one
 * below (50%, gap 2). 12 reports this period, 9 before (+3); 20 employees, 12 evaluated.
 */
export const insightsFixture: Insights = {
  period: { from: '2026-04', to: '2026-06' },
  previousPeriod: { from: '2026-01', to: '2026-03' },
  employees: employees(20, 12),
  current: figures(12, [
    {
      id: 'c1',
      name: 'Stakeholder management',
      levels: levels(3, 2, 2, 2),
      belowRecommended: 5,
      shareBelow: 0.556,
      averageGap: 1.4,
    },
    {
      id: 'c2',
      name: 'Programming',
      levels: levels(0, 1, 2, 2),
      belowRecommended: 1,
      shareBelow: 0.2,
      averageGap: 2,
    },
  ]),
  previous: figures(9, []),
  groups: [
    {
      key: 't1',
      name: 'Team Alpha',
      employees: employees(8, 6),
      current: figures(6, [
        {
          id: 'c1',
          name: 'Stakeholder management',
          levels: levels(1, 1, 2, 1),
          belowRecommended: 2,
          shareBelow: 0.4,
          averageGap: 1.5,
        },
        {
          id: 'c2',
          name: 'Programming',
          levels: levels(0, 0, 1, 2),
          belowRecommended: 0,
          shareBelow: 0,
          averageGap: 0,
        },
      ]),
      previous: none,
    },
    {
      key: 't2',
      name: 'Team Beta',
      employees: employees(7, 4),
      current: figures(4, [
        {
          id: 'c1',
          name: 'Stakeholder management',
          levels: levels(2, 1, 0, 1),
          belowRecommended: 3,
          shareBelow: 0.75,
          averageGap: 1.33,
        },
      ]),
      previous: none,
    },
    {
      key: '',
      name: 'No team',
      employees: employees(5, 2),
      current: figures(2, [
        {
          id: 'c2',
          name: 'Programming',
          levels: levels(0, 1, 1),
          belowRecommended: 1,
          shareBelow: 0.5,
          averageGap: 2,
        },
      ]),
      previous: none,
    },
  ],
};

/** An organisation where nobody has submitted a report yet. */
export const emptyInsights: Insights = {
  ...insightsFixture,
  employees: employees(14, 0),
  current: none,
  previous: none,
  groups: [],
};

/**
 * A large organisation: `people` employees in `count` teams of equal size, each rated on 12
 * competencies, shares spread over the whole scale (deterministic).
 */
export const largeInsights = (people: number, count = 10): Insights => {
  const size = Math.ceil(people / count);
  const evaluated = Math.round(size * 0.8);
  const names = [
    'Communication',
    'Programming',
    'Design',
    'Testing',
    'Security',
    'Data',
    'Cloud',
    'Product sense',
    'Coaching',
    'Planning',
    'Negotiation',
    'Stakeholder management',
  ];
  const groups = Array.from({ length: count }, (_, t) => {
    const competencies = names.map((name, c) => {
      const rated = evaluated - ((t * 7 + c * 3) % 40);
      const below = Math.round(rated * (((t * 5 + c * 11) % 21) / 20));
      return {
        id: `c${c}`,
        name,
        levels: levels(below, 0, rated - below),
        belowRecommended: below,
        shareBelow: Math.round((below / rated) * 1000) / 1000,
        averageGap: below ? 1 + ((t + c) % 3) / 2 : 0,
      };
    });
    return {
      key: `t${t}`,
      name: `Team ${t + 1}`,
      employees: employees(size, evaluated),
      current: figures(evaluated, competencies),
      previous: none,
    };
  });
  return {
    ...insightsFixture,
    employees: employees(people, evaluated * count),
    current: figures(evaluated * count, groups[0]?.current.competencies ?? []),
    previous: figures(Math.round(people * 0.7), []),
    groups,
  };
};

/** The insights of `fixture` for the first team only ("one team"). */
export const oneTeamInsights: Insights = {
  ...insightsFixture,
  groups: insightsFixture.groups?.slice(0, 1),
};

/** The people of Stakeholder management in Team Alpha: two reports of the full sample. */
const cellPeople: EmbedReportSummary[] = [
  {
    ...summaryOf(fullReport),
    _id: 'r-e1',
    externalUserId: 'e1',
    team: { id: 't1', name: 'Team Alpha' },
    department: 'Eng',
    managerExternalUserId: 'm1',
    role: 'Engineer',
    createdAt: '2026-05-03T10:00:00.000Z',
  },
  {
    ...summaryOf(fullReport),
    _id: 'r-e2',
    externalUserId: 'e2',
    team: { id: 't1', name: 'Team Alpha' },
    department: 'Eng',
    managerExternalUserId: 'm1',
    role: '=Lead, Platform',
    createdAt: '2026-04-20T10:00:00.000Z',
  },
];

/** `/v1/user/me` answering for an embed session of `role` (with `features`). */
export const meAs = (
  role: 'employee' | 'manager' | 'hr',
  features = ['submit', 'print', 'history', 'insights'],
) =>
  http.get(ME, () =>
    HttpResponse.json({
      data: {
        _id: 'u-1',
        email: `${role}@portal.example`,
        mobile: '',
        designation: '',
        level: '',
        functionDepartment: '',
        role: 'user',
        name: `A ${role}`,
        session: { role, features },
      },
    }),
  );

/** The organisation's endpoints answering with fixed data; `seen` lists each request's URL. */
export const organizationHandlers = (insights: Insights = insightsFixture, seen: URL[] = []) => [
  http.get(INSIGHTS, ({ request }) => {
    seen.push(new URL(request.url));
    const url = new URL(request.url);
    const groupBy = url.searchParams.get('groupBy');
    const groups =
      groupBy === 'department'
        ? [
            { ...insights.groups?.[0], key: 'Eng', name: 'Eng' },
            { ...insights.groups?.[1], key: 'Sales', name: 'Sales' },
          ].filter((g) => g.current)
        : insights.groups;
    return HttpResponse.json({ data: { ...insights, groups } });
  }),
  http.get(EMBED_REPORTS, ({ request }) => {
    seen.push(new URL(request.url));
    return HttpResponse.json({
      data: cellPeople,
      pagination: { totalReports: 2, totalPages: 1, currentPage: 1, limit: 50, nextCursor: null },
    });
  }),
  http.get(EMBED_REPORT, ({ params, request }) => {
    seen.push(new URL(request.url));
    return HttpResponse.json({ data: { ...fullReport, _id: params.id, externalUserId: 'e1' } });
  }),
];
