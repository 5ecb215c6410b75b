export * from './career';
export * from './client';
export * from './contract';
// The option sets the scoring engine and the validators depend on. Every option set
// (institutes, degrees, experience, current industries too) is in `@rolescope/core/options`.
export { type IndustryCategoryOption, industryCategories } from './options/industries';
export { toKebabId } from './options/kebab';
export {
  MAX_PROFICIENCY_LEVEL,
  MIN_PROFICIENCY_LEVEL,
  type ProficiencyLevelOption,
  proficiencyLevels,
} from './options/levels';
export {
  type CustomerScopeOption,
  customerScopes,
  DEFAULT_MANAGEMENT_LEVEL,
  employeeBands,
  type ManagementLevel,
  type ManagementLevelOption,
  managementLevels,
  type OptionItem,
  REVENUE_UNIT,
  revenueBands,
  type ScoredOptionItem,
} from './options/organization';
export {
  type EffectivenessQuestion,
  effectivenessQuestions,
  type ImpactQuestion,
  impactQuestions,
  type Question,
  type QuestionOption,
  type ResponsibilityQuestion,
  responsibilityQuestions,
} from './options/questions';
export * from './scoring';
export * from './validation';
