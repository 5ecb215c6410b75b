import { responsibilityQuestionIds } from './questionIds';
import { question } from './questionShape';

// Each question's id, from the ids the contract keys on (one copy of each).
const [
  activitiesPerformed,
  reportingDetails,
  directReportsActivity,
  budgetControl,
  decisionMaking,
] = responsibilityQuestionIds;

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
