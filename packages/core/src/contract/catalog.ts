import * as z from 'zod/mini';
import { dataResponse, idSchema } from './common';
import { longText, shortList, shortText } from './limits';

export const industryComplexitySchema = z.enum(['basic', 'moderate', 'high']);
export type IndustryComplexity = z.infer<typeof industryComplexitySchema>;

export const careerCategorySchema = z.enum(['low', 'medium', 'high']);
export type CareerCategory = z.infer<typeof careerCategorySchema>;

export const technicalCompetenceSchema = z.enum(['aware', 'apply', 'advise', 'expert']);
export type TechnicalCompetence = z.infer<typeof technicalCompetenceSchema>;

const idList = z.array(idSchema).check(z.maxLength(50));

/** GET /v1/admin/getIndustryCategories */
export const industryCategorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  complexity: industryComplexitySchema,
});
export type IndustryCategory = z.infer<typeof industryCategorySchema>;

/** GET /v1/admin/{id}/getJobFamilyProcess and getDomainJobFamilyProcess */
export const jobFamilySchema = z.object({ _id: idSchema, name: z.string() });
export type JobFamily = z.infer<typeof jobFamilySchema>;

/** POST /v1/admin/getFunctions and getDomainFunctions: `process` is the job family id. */
export const catalogFunctionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  process: idSchema,
});
export type CatalogFunction = z.infer<typeof catalogFunctionSchema>;

export const getFunctionsRequestSchema = z.object({
  industryCategory: idSchema,
  jobFamilyProcessOptions: idList,
});
export type GetFunctionsRequest = z.infer<typeof getFunctionsRequestSchema>;

/** POST /v1/common/getFunctionalCompetencies */
export const getFunctionalCompetenciesRequestSchema = z.object({
  industryCategory: idSchema,
  functions: idList,
  technicalCompetence: z.optional(technicalCompetenceSchema),
  careerCategory: careerCategorySchema,
  process: z.optional(idList),
});
export type GetFunctionalCompetenciesRequest = z.infer<
  typeof getFunctionalCompetenciesRequestSchema
>;

/** POST /v1/common/getDomainCompetencies */
export const getDomainCompetenciesRequestSchema = z.object({
  industryCategory: idSchema,
  functions: idList,
  careerCategory: careerCategorySchema,
  process: z.optional(idList),
});
export type GetDomainCompetenciesRequest = z.infer<typeof getDomainCompetenciesRequestSchema>;

/** An offered competency: `function` is the function id it was found under. */
export const competencyOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  function: idSchema,
});
export type CompetencyOption = z.infer<typeof competencyOptionSchema>;

export const proficiencyLevelSchema = z.number().check(z.int(), z.gte(1), z.lte(5));
export type ProficiencyLevel = 1 | 2 | 3 | 4 | 5;

/** One level of a competency; an undefined level has an empty description and no abilities. */
export const levelOptionSchema = z.object({
  level: proficiencyLevelSchema,
  description: longText(),
  abilities: shortList(longText()),
  /** An imported framework's reference for the level (an NSQF level, a NOS code, its own code). */
  reference: z.optional(shortText()),
});
export type LevelOption = z.infer<typeof levelOptionSchema>;

/** POST /v1/user/calculateCompetencyLevel */
export const calculateCompetencyLevelRequestSchema = z.object({
  industryCategory: idSchema,
  currentIndustry: z.optional(z.string().check(z.maxLength(200))),
  functions: z.optional(idList),
  competencyName: z
    .array(z.string().check(z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1), z.maxLength(20)),
  level: z.optional(technicalCompetenceSchema),
  /** The category of the role's score; `high` lifts the recommended level of advise and expert. */
  careerCategory: z.optional(careerCategorySchema),
});
export type CalculateCompetencyLevelRequest = z.infer<typeof calculateCompetencyLevelRequestSchema>;

export const competencyLevelItemSchema = z.object({
  step: z.number().check(z.int(), z.gte(1)),
  _id: idSchema,
  title: shortText(),
  description: longText(),
  recommendedLevel: proficiencyLevelSchema,
  levelOptions: shortList(levelOptionSchema),
  /** An imported framework's reference for the competency (a NOS or QP code, its own code). */
  reference: z.optional(shortText()),
});
export type CompetencyLevelItem = z.infer<typeof competencyLevelItemSchema>;

/** The catalog calls' answers: `{ data: [...] }` (the HTTP contract's catalog calls). */
export const industryCategoryListResponseSchema = dataResponse(z.array(industryCategorySchema));
export const jobFamilyListResponseSchema = dataResponse(z.array(jobFamilySchema));
export const catalogFunctionListResponseSchema = dataResponse(z.array(catalogFunctionSchema));
export const competencyOptionListResponseSchema = dataResponse(z.array(competencyOptionSchema));
export const competencyLevelListResponseSchema = dataResponse(z.array(competencyLevelItemSchema));
