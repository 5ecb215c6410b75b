import { buildCatalog, type Catalog, type RawCatalog } from './buildCatalog';
import { businessCompetencies } from './fixture/business';
import { technologyCompetencies } from './fixture/technology';

/**
 * A small but real catalog for tests, the msw mock and Storybook (browser-safe: no fs).
 * Two industries (technology, bfsi), five job families, eleven functions, two domain job
 * families with four domain functions, sixteen competencies (`incident-management` defines
 * only levels 1, 3 and 5).
 */
export const fixtureRawCatalog: RawCatalog = {
  industries: [
    {
      id: 'technology',
      jobFamilies: ['software-engineering', 'data-and-analytics', 'it-operations'],
      domainJobFamilies: ['digital-product'],
    },
    {
      id: 'bfsi',
      jobFamilies: ['retail-banking', 'risk-and-compliance', 'data-and-analytics'],
      domainJobFamilies: ['banking-operations'],
    },
  ],
  jobFamilies: [
    {
      id: 'software-engineering',
      name: 'Software Engineering',
      functions: ['backend-development', 'frontend-development', 'quality-engineering'],
    },
    {
      id: 'data-and-analytics',
      name: 'Data and Analytics',
      functions: ['data-engineering', 'data-science'],
    },
    {
      id: 'it-operations',
      name: 'IT Operations',
      functions: ['cloud-operations', 'service-management'],
    },
    {
      id: 'retail-banking',
      name: 'Retail Banking',
      functions: ['relationship-banking', 'credit-underwriting'],
    },
    {
      id: 'risk-and-compliance',
      name: 'Risk and Compliance',
      functions: ['credit-risk', 'compliance-monitoring'],
    },
  ],
  functions: [
    {
      id: 'backend-development',
      name: 'Backend Development',
      competencies: [
        'programming',
        'software-design',
        'testing-and-quality',
        'cloud-architecture',
        'stakeholder-management',
      ],
    },
    {
      id: 'frontend-development',
      name: 'Frontend Development',
      competencies: [
        'programming',
        'web-development',
        'software-design',
        'testing-and-quality',
        'user-research',
      ],
    },
    {
      id: 'quality-engineering',
      name: 'Quality Engineering',
      competencies: [
        'testing-and-quality',
        'programming',
        'incident-management',
        'stakeholder-management',
      ],
    },
    {
      id: 'data-engineering',
      name: 'Data Engineering',
      competencies: ['data-modelling', 'programming', 'cloud-architecture', 'software-design'],
    },
    {
      id: 'data-science',
      name: 'Data Science',
      competencies: ['machine-learning', 'data-modelling', 'programming', 'stakeholder-management'],
    },
    {
      id: 'cloud-operations',
      name: 'Cloud Operations',
      competencies: ['cloud-architecture', 'incident-management', 'programming', 'team-leadership'],
    },
    {
      id: 'service-management',
      name: 'Service Management',
      competencies: [
        'incident-management',
        'stakeholder-management',
        'team-leadership',
        'customer-relationship-management',
      ],
    },
    {
      id: 'relationship-banking',
      name: 'Relationship Banking',
      competencies: [
        'customer-relationship-management',
        'stakeholder-management',
        'regulatory-compliance',
        'risk-assessment',
      ],
    },
    {
      id: 'credit-underwriting',
      name: 'Credit Underwriting',
      competencies: [
        'risk-assessment',
        'regulatory-compliance',
        'data-modelling',
        'stakeholder-management',
      ],
    },
    {
      id: 'credit-risk',
      name: 'Credit Risk',
      competencies: [
        'risk-assessment',
        'data-modelling',
        'machine-learning',
        'regulatory-compliance',
        'team-leadership',
      ],
    },
    {
      id: 'compliance-monitoring',
      name: 'Compliance Monitoring',
      competencies: [
        'regulatory-compliance',
        'risk-assessment',
        'incident-management',
        'stakeholder-management',
      ],
    },
  ],
  domainJobFamilies: [
    {
      id: 'digital-product',
      name: 'Digital Product',
      functions: ['product-management', 'user-experience'],
    },
    {
      id: 'banking-operations',
      name: 'Banking Operations',
      functions: ['payments', 'lending-operations'],
    },
  ],
  domainFunctions: [
    {
      id: 'product-management',
      name: 'Product Management',
      competencies: [
        'product-strategy',
        'user-research',
        'stakeholder-management',
        'team-leadership',
      ],
    },
    {
      id: 'user-experience',
      name: 'User Experience',
      competencies: ['user-research', 'web-development', 'product-strategy'],
    },
    {
      id: 'payments',
      name: 'Payments',
      competencies: ['payments-systems', 'regulatory-compliance', 'risk-assessment'],
    },
    {
      id: 'lending-operations',
      name: 'Lending Operations',
      competencies: ['risk-assessment', 'customer-relationship-management', 'payments-systems'],
    },
  ],
  competencies: [...technologyCompetencies, ...businessCompetencies],
};

/** The fixture catalog, validated and indexed. */
export const createFixtureCatalog = (): Catalog => buildCatalog(fixtureRawCatalog);
