import {
  effectivenessQuestionIds,
  impactQuestionIds,
  responsibilityQuestionIds,
} from './questionIds';

/**
 * The questions of wizard steps 3, 4 and 5 of the scoring rules, in display order.
 * The stored answer is the option id. `score` is the option's score; the scoring tables are
 * derived from these arrays (see `scoring/tables.ts`), so this file is the one copy of the numbers.
 */
export type QuestionOption = {
  readonly id: string;
  readonly label: string;
  /** Absent for `functionContribution` and `technicalCompetence`: their score is the contribution matrix. */
  readonly score?: number;
};

export type Question<Id extends string = string> = {
  readonly id: Id;
  /** A short human title, e.g. "Activities performed". */
  readonly title: string;
  /** The question text. */
  readonly description?: string;
  readonly options: readonly QuestionOption[];
};

type Row = readonly [id: string, score: number, label: string];

// Each question's id, from the ids the contract keys on (one copy of each).
const [
  activitiesPerformed,
  reportingDetails,
  directReportsActivity,
  budgetControl,
  decisionMaking,
] = responsibilityQuestionIds;
const [
  functionContribution,
  technicalCompetence,
  teamworkAndLeadership,
  problemsSolving,
  customerOrientation,
  resultOrientation,
  processExcellence,
  visioningStrategyPlanning,
] = effectivenessQuestionIds;
const [
  impactOnEnvironment,
  impactOnEmployees,
  impactOnInternalBusinessProcess,
  impactOnCustomers,
  impactOnFinancialHealth,
  impactOnSuppliersAndPartners,
  decisionMakingRisk,
  professionalDevelopment,
] = impactQuestionIds;

const question = <Id extends string>(
  id: Id,
  title: string,
  description: string | undefined,
  rows: readonly Row[],
): Question<Id> => ({
  id,
  title,
  ...(description ? { description } : {}),
  options: rows.map(([optionId, score, label]) => ({ id: optionId, label, score })),
});

/** An unscored question (its score comes from the contribution matrix). */
const matrixQuestion = <Id extends string>(
  id: Id,
  title: string,
  description: string,
  rows: readonly (readonly [id: string, label: string])[],
): Question<Id> => ({
  id,
  title,
  description,
  options: rows.map(([optionId, label]) => ({ id: optionId, label })),
});

/** Step 3, roles and responsibilities. */
export const responsibilityQuestions = [
  question(
    activitiesPerformed,
    'Activities performed',
    'Which best describes the activities this role performs?',
    [
      ['routine', 5, 'Routine, well-defined tasks done under close supervision'],
      ['procedural', 15, 'Standard tasks that follow established procedures, with some variation'],
      ['specialised', 30, 'Specialised work that needs analysis, interpretation and judgement'],
      ['coordinating', 50, 'Coordinates or integrates the work of a team or sub-function'],
      ['functional', 75, 'Directs a whole function, department or business unit'],
      ['enterprise', 100, 'Shapes enterprise-wide strategy, policy and direction'],
    ],
  ),
  question(
    reportingDetails,
    'People reporting',
    'How many people report into this role, directly and indirectly?',
    [
      ['none', 0, 'No one'],
      ['1-5', 2, '1 to 5'],
      ['6-15', 4, '6 to 15'],
      ['16-50', 6, '16 to 50'],
      ['51-200', 8, '51 to 200'],
      ['201-1000', 10, '201 to 1,000'],
      ['1000-plus', 12, 'More than 1,000'],
    ],
  ),
  question(
    directReportsActivity,
    'Role of direct reports',
    "What work do this role's direct reports mainly do?",
    [
      ['none', 0, 'The role has no direct reports'],
      ['support', 5, 'Administrative or support tasks'],
      ['operational', 15, 'Operational or technical work'],
      ['professional', 25, 'Professional or specialist work'],
      ['supervisory', 35, 'They supervise or lead teams of their own'],
      ['managerial', 50, 'They manage functions or departments'],
    ],
  ),
  question(budgetControl, 'Budget control', 'What budget is this role accountable for?', [
    ['none', 0, 'No budget accountability'],
    ['contributes', 10, 'Contributes inputs to a budget that others own'],
    ['team', 30, 'Manages a team or project budget'],
    ['department', 60, 'Manages a departmental budget'],
    ['business-unit', 100, 'Owns a function or business-unit budget (P&L)'],
    ['enterprise', 150, "Owns the organisation's overall budget (P&L)"],
  ]),
  question(
    decisionMaking,
    'Decision making',
    'What decisions does this role make on its own authority?',
    [
      ['instructed', 5, 'Follows instructions and escalates most decisions'],
      ['routine', 15, 'Day-to-day decisions within clear guidelines'],
      ['operational', 30, 'Operational decisions for its own area of work'],
      ['tactical', 50, 'Tactical decisions that affect several teams'],
      ['functional', 75, 'Functional decisions with a business-wide effect'],
      ['strategic', 100, "Strategic decisions that set the organisation's direction"],
    ],
  ),
];
export type ResponsibilityQuestion = (typeof responsibilityQuestions)[number]['id'];

/** Step 4, roles effectiveness. */
export const effectivenessQuestions = [
  matrixQuestion(
    functionContribution,
    'Function contribution',
    "How does this role contribute to its function's results?",
    [
      ['remote', "Remote: an indirect contribution, far from the function's end results"],
      ['support', 'Support: provides services or information that others use to deliver results'],
      ['shared', 'Shared: shares accountability for results with other roles'],
      ['prime', 'Prime: holds the main, direct accountability for results'],
    ],
  ),
  matrixQuestion(
    technicalCompetence,
    'Technical competence',
    'What depth of technical competence does the role need?',
    [
      ['aware', 'Aware: knows the concepts and works with guidance'],
      ['apply', 'Apply: applies the know-how independently in routine situations'],
      ['advise', 'Advise: advises others and handles complex situations'],
      ['expert', 'Expert: a recognised authority who sets practice and standards'],
    ],
  ),
  question(
    teamworkAndLeadership,
    'Teamwork and leadership',
    'How does the role work with and lead others?',
    [
      ['individual', 1, 'Works mainly on own tasks'],
      ['collaborates', 3, 'Collaborates actively within the team'],
      ['guides', 5, 'Guides and coaches colleagues'],
      ['leads-team', 7, 'Leads a team to deliver shared goals'],
      ['leads-leaders', 10, 'Leads leaders and builds leadership capability'],
    ],
  ),
  question(problemsSolving, 'Problem solving', 'What kind of problems does the role solve?', [
    ['routine', 1, 'Routine problems with known solutions'],
    ['adapts', 3, 'Adapts known solutions to new situations'],
    ['analyses', 5, 'Analyses varied problems and finds practical solutions'],
    ['complex', 7, 'Complex problems that cross teams or disciplines'],
    ['novel', 10, 'Novel, ambiguous problems with organisation-wide impact'],
  ]),
  question(
    customerOrientation,
    'Customer orientation',
    'How does the role serve customers, internal or external?',
    [
      ['responds', 1, 'Responds to requests as they arise'],
      ['serves', 3, 'Anticipates and meets routine needs'],
      ['partners', 5, 'Builds lasting relationships and resolves issues end to end'],
      ['shapes', 7, 'Shapes services around customer insight'],
      ['sets-strategy', 10, 'Sets customer strategy for the organisation'],
    ],
  ),
  question(resultOrientation, 'Result orientation', 'What results is the role accountable for?', [
    ['tasks', 1, 'Completes assigned tasks on time'],
    ['targets', 3, 'Meets individual targets'],
    ['team-goals', 5, 'Drives team goals and improves results'],
    ['business-goals', 7, 'Owns business outcomes for an area'],
    ['enterprise-goals', 10, 'Accountable for organisation-wide performance'],
  ]),
  question(
    processExcellence,
    'Process excellence',
    'How does the role improve the way work is done?',
    [
      ['follows', 1, 'Follows established processes'],
      ['improves', 3, 'Suggests improvements to own processes'],
      ['optimises', 5, 'Optimises team processes and standards'],
      ['redesigns', 7, 'Redesigns processes across functions'],
      ['transforms', 10, 'Leads organisation-wide process transformation'],
    ],
  ),
  question(
    visioningStrategyPlanning,
    'Visioning, strategy and planning',
    'What planning horizon does the role own?',
    [
      ['own-work', 1, 'Plans own work'],
      ['team-plans', 3, 'Contributes to team plans'],
      ['area-plans', 5, 'Builds plans for an area or function'],
      ['shapes-strategy', 7, 'Shapes business strategy'],
      ['sets-vision', 10, 'Sets the long-term vision and strategy'],
    ],
  ),
];
export type EffectivenessQuestion = (typeof effectivenessQuestions)[number]['id'];

/** The option set shared by impact questions 1 to 6. */
const impactLevels: readonly Row[] = [
  ['nil', 0, 'Nil'],
  ['negligible', 5, 'Negligible'],
  ['low', 10, 'Low'],
  ['moderate', 20, 'Moderate'],
  ['significant', 35, 'Significant'],
  ['prime', 50, 'Prime'],
];

/** Step 5, role impact. Questions 3, 4 and 6 are their title alone. */
export const impactQuestions = [
  question(
    impactOnEnvironment,
    'Impact on environment',
    "How far do the role's decisions affect the environment and the community?",
    impactLevels,
  ),
  question(
    impactOnEmployees,
    'Impact on employees',
    "How far do the role's decisions affect the organisation's people?",
    impactLevels,
  ),
  question(
    impactOnInternalBusinessProcess,
    'Impact on internal business processes',
    undefined,
    impactLevels,
  ),
  question(impactOnCustomers, 'Impact on customers', undefined, impactLevels),
  question(
    impactOnFinancialHealth,
    'Impact on financial health',
    'Revenue, cost and profitability',
    impactLevels,
  ),
  question(
    impactOnSuppliersAndPartners,
    'Impact on suppliers and partners',
    undefined,
    impactLevels,
  ),
  question(
    decisionMakingRisk,
    'Decision making and risk',
    "What risk do the role's decisions carry?",
    [
      ['minimal', 1, 'Minimal, easily reversed'],
      ['limited', 3, 'Limited to its own area'],
      ['moderate', 5, 'Moderate, for the team or function'],
      ['high', 7, 'High, across functions'],
      ['critical', 10, 'Critical, for the whole organisation'],
    ],
  ),
  question(
    professionalDevelopment,
    'Professional development',
    "How does the role develop people's skills?",
    [
      ['self', 1, 'Develops own skills'],
      ['peers', 3, 'Shares knowledge with peers'],
      ['mentors', 5, 'Mentors and trains others'],
      ['builds-capability', 7, 'Builds team capability and learning programmes'],
      ['shapes-talent', 10, "Shapes the organisation's talent and learning strategy"],
    ],
  ),
];
export type ImpactQuestion = (typeof impactQuestions)[number]['id'];
