import { type Case, createdAt, reportList, summaryList } from './createApiClient.cases';

const organization = {
  _id: 'o1',
  name: 'Acme',
  industryCategory: 'technology',
  status: 'active',
  createdAt,
};
const fns = { data: [{ _id: 'fpa', name: 'FP&A', process: 'finance' }] };
const competencies = { data: [{ _id: 'budgeting', name: 'Budgeting', function: 'fpa' }] };
const functionsBody = { industryCategory: 'technology', jobFamilyProcessOptions: ['finance'] };

/** The catalog, administration and health calls. */
export const catalogCases: Case[] = [
  {
    name: 'getIndustryCategories',
    call: (c) => c.getIndustryCategories(),
    method: 'GET',
    path: '/v1/admin/getIndustryCategories',
    response: { data: [{ _id: 'technology', name: 'Technology', complexity: 'high' }] },
  },
  {
    name: 'getJobFamilyProcess',
    call: (c) => c.getJobFamilyProcess('technology'),
    method: 'GET',
    path: '/v1/admin/technology/getJobFamilyProcess',
    response: { data: [{ _id: 'finance', name: 'Finance' }] },
  },
  {
    name: 'getDomainJobFamilyProcess',
    call: (c) => c.getDomainJobFamilyProcess('technology'),
    method: 'GET',
    path: '/v1/admin/technology/getDomainJobFamilyProcess',
    response: { data: [{ _id: 'audit', name: 'Audit' }] },
  },
  {
    name: 'getFunctions',
    call: (c) => c.getFunctions(functionsBody),
    method: 'POST',
    path: '/v1/admin/getFunctions',
    body: functionsBody,
    response: fns,
  },
  {
    name: 'getDomainFunctions',
    call: (c) => c.getDomainFunctions(functionsBody),
    method: 'POST',
    path: '/v1/admin/getDomainFunctions',
    body: functionsBody,
    response: fns,
  },
  {
    name: 'getFunctionalCompetencies',
    call: (c) =>
      c.getFunctionalCompetencies({
        industryCategory: 'technology',
        functions: ['fpa'],
        technicalCompetence: 'apply',
        careerCategory: 'low',
        process: ['finance'],
      }),
    method: 'POST',
    path: '/v1/common/getFunctionalCompetencies',
    body: {
      industryCategory: 'technology',
      functions: ['fpa'],
      technicalCompetence: 'apply',
      careerCategory: 'low',
      process: ['finance'],
    },
    response: competencies,
  },
  {
    name: 'getDomainCompetencies',
    call: (c) =>
      c.getDomainCompetencies({
        industryCategory: 'technology',
        functions: ['fpa'],
        careerCategory: 'high',
      }),
    method: 'POST',
    path: '/v1/common/getDomainCompetencies',
    body: { industryCategory: 'technology', functions: ['fpa'], careerCategory: 'high' },
    response: competencies,
  },
  {
    name: 'calculateCompetencyLevel',
    call: (c) =>
      c.calculateCompetencyLevel({
        industryCategory: 'technology',
        competencyName: ['budgeting'],
        level: 'expert',
      }),
    method: 'POST',
    path: '/v1/user/calculateCompetencyLevel',
    body: { industryCategory: 'technology', competencyName: ['budgeting'], level: 'expert' },
    response: {
      data: [
        {
          step: 1,
          _id: 'budgeting',
          title: 'Budgeting',
          description: 'Plans budgets',
          recommendedLevel: 5,
          levelOptions: [{ level: 1, description: '', abilities: [] }],
        },
      ],
    },
  },
  {
    name: 'listOrganizations',
    call: (c) => c.listOrganizations({ page: 3 }),
    method: 'GET',
    path: '/v1/admin/organizations',
    search: '?page=3',
    response: {
      data: [organization],
      pagination: { total: 1, totalPages: 1, currentPage: 3, limit: 10 },
    },
  },
  {
    name: 'createOrganization',
    call: (c) => c.createOrganization({ name: 'Acme', industryCategory: 'technology' }),
    method: 'POST',
    path: '/v1/admin/organizations',
    body: { name: 'Acme', industryCategory: 'technology' },
    status: 201,
    response: { data: organization },
  },
  {
    name: 'toggleOrganizationStatus',
    call: (c) => c.toggleOrganizationStatus('o1'),
    method: 'PUT',
    path: '/v1/admin/organizations/o1/toggle-status',
    response: { data: { ...organization, status: 'inactive' } },
  },
  {
    name: 'deleteOrganization',
    call: (c) => c.deleteOrganization('o1'),
    method: 'DELETE',
    path: '/v1/admin/organizations/o1',
    response: { data: { _id: 'o1' } },
  },
  {
    name: 'listAllReports',
    call: (c) => c.listAllReports({ page: 2, limit: 5 }),
    method: 'GET',
    path: '/v1/admin/reports',
    search: '?page=2&limit=5',
    response: summaryList,
  },
  {
    name: 'listAllReports (defaults)',
    call: (c) => c.listAllReports(),
    method: 'GET',
    path: '/v1/admin/reports',
    response: summaryList,
  },
  {
    name: 'listAllReportDocuments',
    call: (c) => c.listAllReportDocuments({ page: 2, limit: 5 }),
    method: 'GET',
    path: '/v1/admin/report-documents',
    search: '?page=2&limit=5',
    response: reportList,
  },
  {
    name: 'fetchAdminReport',
    call: (c) => c.fetchAdminReport('r/1'),
    method: 'GET',
    path: '/v1/admin/reports/r%2F1',
    response: { data: reportList.data[0] },
  },
  {
    name: 'health',
    call: (c) => c.health(),
    method: 'GET',
    path: '/health',
    response: { status: 'ok' },
  },
];
