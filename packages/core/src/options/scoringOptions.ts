// The option sets the scoring engine and the validators depend on: exported by
// `@rolescope/core` itself and by `@rolescope/core/options` (with every other option set).
export { type IndustryCategoryOption, industryCategories } from './industries';
export { toKebabId } from './kebab';
export {
  MAX_PROFICIENCY_LEVEL,
  MIN_PROFICIENCY_LEVEL,
  type ProficiencyLevelOption,
  proficiencyLevels,
} from './levels';
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
} from './organization';
export {
  type EffectivenessQuestion,
  effectivenessQuestions,
  type ImpactQuestion,
  impactQuestions,
  type Question,
  type QuestionOption,
  type ResponsibilityQuestion,
  responsibilityQuestions,
} from './questions';
