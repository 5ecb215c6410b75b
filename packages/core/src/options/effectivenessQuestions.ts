import { effectivenessQuestionIds } from './questionIds';
import { fiveStepQuestion, matrixQuestion } from './questionShape';

// Each question's id, from the ids the contract keys on (one copy of each).
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
  fiveStepQuestion(
    teamworkAndLeadership,
    'Teamwork and leadership',
    'How does the role work with and lead others?',
    [
      ['individual', 'Works mainly on own tasks'],
      ['collaborates', 'Collaborates actively within the team'],
      ['guides', 'Guides and coaches colleagues'],
      ['leads-team', 'Leads a team to deliver shared goals'],
      ['leads-leaders', 'Leads leaders and builds leadership capability'],
    ],
  ),
  fiveStepQuestion(
    problemsSolving,
    'Problem solving',
    'What kind of problems does the role solve?',
    [
      ['routine', 'Routine problems with known solutions'],
      ['adapts', 'Adapts known solutions to new situations'],
      ['analyses', 'Analyses varied problems and finds practical solutions'],
      ['complex', 'Complex problems that cross teams or disciplines'],
      ['novel', 'Novel, ambiguous problems with organisation-wide impact'],
    ],
  ),
  fiveStepQuestion(
    customerOrientation,
    'Customer orientation',
    'How does the role serve customers, internal or external?',
    [
      ['responds', 'Responds to requests as they arise'],
      ['serves', 'Anticipates and meets routine needs'],
      ['partners', 'Builds lasting relationships and resolves issues end to end'],
      ['shapes', 'Shapes services around customer insight'],
      ['sets-strategy', 'Sets customer strategy for the organisation'],
    ],
  ),
  fiveStepQuestion(
    resultOrientation,
    'Result orientation',
    'What results is the role accountable for?',
    [
      ['tasks', 'Completes assigned tasks on time'],
      ['targets', 'Meets individual targets'],
      ['team-goals', 'Drives team goals and improves results'],
      ['business-goals', 'Owns business outcomes for an area'],
      ['enterprise-goals', 'Accountable for organisation-wide performance'],
    ],
  ),
  fiveStepQuestion(
    processExcellence,
    'Process excellence',
    'How does the role improve the way work is done?',
    [
      ['follows', 'Follows established processes'],
      ['improves', 'Suggests improvements to own processes'],
      ['optimises', 'Optimises team processes and standards'],
      ['redesigns', 'Redesigns processes across functions'],
      ['transforms', 'Leads organisation-wide process transformation'],
    ],
  ),
  fiveStepQuestion(
    visioningStrategyPlanning,
    'Visioning, strategy and planning',
    'What planning horizon does the role own?',
    [
      ['own-work', 'Plans own work'],
      ['team-plans', 'Contributes to team plans'],
      ['area-plans', 'Builds plans for an area or function'],
      ['shapes-strategy', 'Shapes business strategy'],
      ['sets-vision', 'Sets the long-term vision and strategy'],
    ],
  ),
];
export type EffectivenessQuestion = (typeof effectivenessQuestions)[number]['id'];
