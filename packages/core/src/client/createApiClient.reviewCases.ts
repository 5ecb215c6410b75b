import { type Case, createdAt } from './createApiClient.cases';

const review = {
  reportId: 'r1',
  reviewer: { externalUserId: 'mgr-1', name: 'Maria Silva' },
  status: 'submitted',
  items: [{ competencyId: 'c1', level: 3, comment: 'Solid' }],
  updatedAt: createdAt,
  submittedAt: createdAt,
};

/** A manager's review of a report, and the employee's read of it. */
export const reviewCases: Case[] = [
  {
    name: 'fetchReportReview',
    call: (c) => c.fetchReportReview('r 1'),
    method: 'GET',
    path: '/v1/embed/reports/r%201/review',
    response: { data: null },
  },
  {
    name: 'saveReportReview',
    call: (c) =>
      c.saveReportReview({
        id: 'r1',
        body: { items: [{ competencyId: 'c1', level: 3, comment: 'Solid' }], submit: true },
      }),
    method: 'PUT',
    path: '/v1/embed/reports/r1/review',
    body: { items: [{ competencyId: 'c1', level: 3, comment: 'Solid' }], submit: true },
    response: { data: review },
  },
  {
    name: 'fetchOwnReportReview',
    call: (c) => c.fetchOwnReportReview('r1'),
    method: 'GET',
    path: '/v1/user/reports/r1/review',
    response: { data: review },
  },
];
