/** The worked example of scoring.md section 9: finalScore 260.59, careerLevel 18, low. */
export const workedExample = () => ({
  details: { role: 'Senior Backend Engineer', industryCategory: 'technology' },
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

export const submitBody = (email: string, draftId = '') => ({
  email,
  report: [{ step: 1, title: 'Programming' }],
  selectedLevels: { '1': 3 },
  userFilledDetails: workedExample(),
  draftId,
});
