/**
 * The ids of the questions of wizard steps 3, 4 and 5, in display order: what the contract's
 * answer schemas key on (`contract/competencyReport.ts`), apart from the questions' texts and
 * options (`questions.ts`, which a test holds to these ids), so a page that only calls the API
 * does not load the texts.
 */
export const responsibilityQuestionIds = [
  'activitiesPerformed',
  'reportingDetails',
  'directReportsActivity',
  'budgetControl',
  'decisionMaking',
] as const;

export const effectivenessQuestionIds = [
  'functionContribution',
  'technicalCompetence',
  'teamworkAndLeadership',
  'problemsSolving',
  'customerOrientation',
  'resultOrientation',
  'processExcellence',
  'visioningStrategyPlanning',
] as const;

export const impactQuestionIds = [
  'impactOnEnvironment',
  'impactOnEmployees',
  'impactOnInternalBusinessProcess',
  'impactOnCustomers',
  'impactOnFinancialHealth',
  'impactOnSuppliersAndPartners',
  'decisionMakingRisk',
  'professionalDevelopment',
] as const;
