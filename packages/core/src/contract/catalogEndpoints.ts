import {
  calculateCompetencyLevelRequestSchema,
  catalogFunctionListResponseSchema,
  competencyLevelListResponseSchema,
  competencyOptionListResponseSchema,
  getDomainCompetenciesRequestSchema,
  getFunctionalCompetenciesRequestSchema,
  getFunctionsRequestSchema,
  industryCategoryListResponseSchema,
  jobFamilyListResponseSchema,
} from './catalog';
import type { Endpoint } from './endpoint';

/**
 * The endpoint table's rows of the competency catalog a signed-in user picks from.
 */
export const catalogEndpoints = {
  /** The catalog's industry categories. */
  getIndustryCategories: {
    method: 'GET',
    path: '/v1/admin/getIndustryCategories',
    response: industryCategoryListResponseSchema,
  },
  /** The job families/processes of an industry category (by its id). */
  getJobFamilyProcess: {
    method: 'GET',
    path: '/v1/admin/:id/getJobFamilyProcess',
    response: jobFamilyListResponseSchema,
  },
  /** The domain section's job families/processes of an industry category (by its id). */
  getDomainJobFamilyProcess: {
    method: 'GET',
    path: '/v1/admin/:id/getDomainJobFamilyProcess',
    response: jobFamilyListResponseSchema,
  },
  /** The functions of the chosen job families. */
  getFunctions: {
    method: 'POST',
    path: '/v1/admin/getFunctions',
    body: getFunctionsRequestSchema,
    response: catalogFunctionListResponseSchema,
  },
  /** The domain section's functions of the chosen job families. */
  getDomainFunctions: {
    method: 'POST',
    path: '/v1/admin/getDomainFunctions',
    body: getFunctionsRequestSchema,
    response: catalogFunctionListResponseSchema,
  },
  /** The functional competencies of the chosen functions. */
  getFunctionalCompetencies: {
    method: 'POST',
    path: '/v1/common/getFunctionalCompetencies',
    body: getFunctionalCompetenciesRequestSchema,
    response: competencyOptionListResponseSchema,
  },
  /** The domain competencies of the chosen functions. */
  getDomainCompetencies: {
    method: 'POST',
    path: '/v1/common/getDomainCompetencies',
    body: getDomainCompetenciesRequestSchema,
    response: competencyOptionListResponseSchema,
  },
  /** The level picker's items: each competency's levels and its recommended level. */
  calculateCompetencyLevel: {
    method: 'POST',
    path: '/v1/user/calculateCompetencyLevel',
    body: calculateCompetencyLevelRequestSchema,
    response: competencyLevelListResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
