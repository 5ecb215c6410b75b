/** A career report for tests and stories: two competencies, one met and one with a gap. */
import type { CompetencyLevelItem, Report } from '@rolescope/core';

const level = (n: 1 | 2 | 3 | 4 | 5, name: string) => ({
  level: n,
  description: `${name} at level ${n}`,
  abilities: [`${name} ability ${n}a`, `${name} ability ${n}b`],
});

export const sampleCareerItems: CompetencyLevelItem[] = [
  {
    step: 1,
    _id: 'programming',
    title: 'Programming',
    description: 'Writes maintainable code.',
    recommendedLevel: 3,
    levelOptions: [1, 2, 3, 4, 5].map((n) => level(n as 1, 'Programming')),
  },
  {
    step: 2,
    _id: 'stakeholder-management',
    title: 'Stakeholder Management',
    description: 'Works with stakeholders.',
    recommendedLevel: 3,
    levelOptions: [1, 2, 3, 4, 5].map((n) => level(n as 1, 'Stakeholders')),
  },
];

export const sampleCareerReport: Report = {
  _id: '5f1c2d3e-0000-4000-8000-00000000ab12',
  email: 'demo@rolescope.app',
  status: 'completed',
  reportType: 'career',
  createdAt: '2025-03-04T10:30:00.000Z',
  updatedAt: '2025-03-04T10:30:00.000Z',
  selectedLevels: {},
  userFilledDetails: {},
  report: {
    goal: {
      targetRole: 'Engineering Manager',
      targetCareerLevel: 24,
      targetCategory: 'high',
      timeFrame: '2-years',
      motivation: 'Lead a platform team.',
    },
    baseline: {
      source: 'report',
      careerLevel: 20,
      category: 'medium',
      industryCategory: 'technology',
      functions: [],
    },
    currentLevels: { programming: 4, 'stakeholder-management': 2 },
    targetLevels: { programming: 4, 'stakeholder-management': 4 },
    // Stale numbers on purpose: the view recomputes from items and levels.
    gaps: [],
    items: sampleCareerItems,
  },
};
