/**
 * Texts of the competency selection, the level picker and the results page
 * (the specification's screens, states, validation rules and error catalogue).
 */
export const competency = {
  competencySelection: {
    title: 'Competency Profile',
    description: 'Choose the functional and domain competencies of the role.',
    functionalSection: 'Functional Competencies',
    competencies: 'Competencies',
    domainSection: 'Domain',
    /** The live count under the selection (the rule asks for 8 in all, fewer when fewer are offered). */
    chosenCount: '{chosen} of {total} chosen ({functional} functional, {domain} domain)',
    domainProcess: 'Domain Process',
    domainFunction: 'Domain Function',
    domainCompetencies: 'Domain Competencies',
    /** One line each: what the domain fields mean. */
    domainProcessInfo:
      'Domain process: the industry the role serves, whose own know-how it needs (e.g. BFSI, Healthcare).',
    domainFunctionInfo:
      'Domain function: the area of that industry the role works in (e.g. Banking, Insurance, Clinical Care).',
    domainCompetenciesInfo:
      'Domain competencies: industry knowledge the role needs beyond its functional competencies, such as regulations, products and practices.',
    searchCompetencies: 'Search competencies',
    noCompetenciesMatch: 'No competencies match',
    chosenGroup: 'Chosen',
    cancel: 'Cancel',
    generate: 'Generate Competency Profile',
    generatePending: 'Processing...',
  },
  competencyAssessment: {
    title: 'Competency Assessment',
    stepOf: 'Step {n} of {total}',
    percent: '{percent}%',
    progressLabel: 'Assessment progress',
    levelsLabel: 'Proficiency levels of {title}',
    level: 'Level {level}',
    selected: 'Selected',
    recommended: 'Recommended',
    notDefined: 'Not defined for this competency',
    previous: 'Previous',
    continue: 'Continue',
    complete: 'Complete',
  },
  competencyResults: {
    personalInformation: 'Personal Information',
    role: 'Role',
    industryCategory: 'Industry Category',
    industry: 'Industry',
    company: 'Company',
    jobFamilies: 'Job Families',
    functions: 'Functions',
    email: 'Email',
    careerLevel: 'Career Level',
    careerCategory: 'Career Category',
    careerCategories: { low: 'Low', medium: 'Medium', high: 'High' },
    detailedAnalysis: 'Detailed Competency Analysis',
    chosenLevel: 'Level {level}',
    proficiency: 'Proficiency',
    abilities: 'Abilities',
    noLevel: 'No level chosen',
    modify: 'Modify Assessment',
    submit: 'Submit Survey',
    confirmTitle: 'Submit Survey',
    confirmText: 'Are you sure you want to submit the survey?',
    no: 'No',
    yes: 'Yes',
    submitting: 'Submitting your report...',
  },
};
