/**
 * The answers of the scoring rules' worked example (industry `technology`):
 * finalScore 260.59, careerLevel 18, category low. A fresh copy on every call, for tests,
 * fixtures and stories across the packages.
 */
export const workedExampleAnswers = () => ({
  organizationDetails: {
    managementLevel: 'middle',
    customerScope: 'national',
    employees: '201-500',
    revenue: '100-500',
  },
  roleAndResponsibilities: {
    activitiesPerformed: 'specialised',
    reportingDetails: '1-5',
    directReportsActivity: 'professional',
    budgetControl: 'team',
    decisionMaking: 'operational',
  },
  roleEffectiveness: {
    functionContribution: 'shared',
    technicalCompetence: 'advise',
    teamworkAndLeadership: 'guides',
    problemsSolving: 'analyses',
    customerOrientation: 'serves',
    resultOrientation: 'team-goals',
    processExcellence: 'improves',
    visioningStrategyPlanning: 'area-plans',
  },
  rolesImpact: {
    impactOnEnvironment: 'low',
    impactOnEmployees: 'moderate',
    impactOnInternalBusinessProcess: 'moderate',
    impactOnCustomers: 'low',
    impactOnFinancialHealth: 'low',
    impactOnSuppliersAndPartners: 'negligible',
    decisionMakingRisk: 'moderate',
    professionalDevelopment: 'mentors',
  },
});
