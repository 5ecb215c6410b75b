/** Texts of wizard steps 1 (Role Details) and 2 (Organization Details), as the specification words them. */
export const roleDetails = {
  roleDetailsStep: {
    industryCategory: 'Industry Category',
    industryCategoryInfo:
      'The industry category of the organisation; it sets the job families offered.',
    currentIndustry: 'Current Industry',
    company: 'Company',
    jobFamily: 'Job Family/Process',
    jobFamilyInfo: 'Select 1 to 3 job families or processes.',
    function: 'Function',
    functionInfo: 'Select 3 to 6 functions.',
    role: 'Role',
    openPositions: 'Open Positions',
    degree: 'Preferred Degree',
    experience: 'Experience',
    tierLegend: 'Tier {n}',
    tierInstitutes: 'Tier {n} Institutes',
    /** What each campus tier means, one line each (Indian campus hiring). */
    tierExplanations: {
      tier1:
        'Tier 1: nationally top-ranked institutes (IITs, IIMs, ISB, XLRI, FMS and peers) you hire from, usually at the highest offers.',
      tier2:
        'Tier 2: well-regarded national and regional institutes (NITs, IIITs, newer IIMs and IITs, established private B-schools) you hire from.',
      tier3:
        'Tier 3: other state, private and affiliated colleges you hire from, often through pooled or off-campus drives.',
    },
    ctc: 'Total CTC',
    esop: 'ESOP Value',
    benefits: 'Benefits Value',
    variable: 'Variable',
    /** A money field refused a decimal point (amounts are whole rupees; nothing is dropped). */
    moneyWholeRupees: 'Enter whole rupees: decimals are not accepted.',
    recruitedInterns: 'Pre-placement Offer (%)',
    recruitedInternsInfo: 'Percentage of interns given a pre-placement offer, 0 to 100.',
    description: 'Role Objective',
    descriptionCounter: '{count}/{max}',
  },
  organizationDetailsStep: {
    managementLevel: 'Management Level',
    customerScope: 'Customer/Office Scope',
    employees: 'Number of Employees',
    revenue: 'Annual Revenue (INR Crore)',
    scoreHeading: 'Organization score',
    totalScore: 'Organization score',
    scoreMultiplier: 'Score multiplier',
  },
};
