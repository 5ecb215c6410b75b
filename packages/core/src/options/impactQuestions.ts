import { impactQuestionIds } from './questionIds';
import { fiveStepQuestion, question, type Row } from './questionShape';

// Each question's id, from the ids the contract keys on (one copy of each).
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
  fiveStepQuestion(
    decisionMakingRisk,
    'Decision making and risk',
    "What risk do the role's decisions carry?",
    [
      ['minimal', 'Minimal, easily reversed'],
      ['limited', 'Limited to its own area'],
      ['moderate', 'Moderate, for the team or function'],
      ['high', 'High, across functions'],
      ['critical', 'Critical, for the whole organisation'],
    ],
  ),
  fiveStepQuestion(
    professionalDevelopment,
    'Professional development',
    "How does the role develop people's skills?",
    [
      ['self', 'Develops own skills'],
      ['peers', 'Shares knowledge with peers'],
      ['mentors', 'Mentors and trains others'],
      ['builds-capability', 'Builds team capability and learning programmes'],
      ['shapes-talent', "Shapes the organisation's talent and learning strategy"],
    ],
  ),
];
export type ImpactQuestion = (typeof impactQuestions)[number]['id'];
