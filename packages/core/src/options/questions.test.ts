import { describe, expect, it } from 'vitest';
import {
  effectivenessQuestionIds,
  impactQuestionIds,
  responsibilityQuestionIds,
} from './questionIds';
import { effectivenessQuestions, impactQuestions, responsibilityQuestions } from './questions';

type Rows = [string, number | undefined, string][];
const rowsOf = (options: readonly { id: string; label: string; score?: number }[]): Rows =>
  options.map((o) => [o.id, o.score, o.label]);
const question = (list: readonly { id: string }[], id: string) => {
  const found = list.find((q) => q.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found as (typeof responsibilityQuestions)[number];
};

describe('step 3 questions (roles and responsibilities)', () => {
  it('asks the five questions in order with their question text', () => {
    expect(responsibilityQuestions.map((q) => [q.id, q.description])).toEqual([
      ['activitiesPerformed', 'Which best describes the activities this role performs?'],
      ['reportingDetails', 'How many people report into this role, directly and indirectly?'],
      ['directReportsActivity', "What work do this role's direct reports mainly do?"],
      ['budgetControl', 'What budget is this role accountable for?'],
      ['decisionMaking', 'What decisions does this role make on its own authority?'],
    ]);
    expect(question(responsibilityQuestions, 'activitiesPerformed').title).toBe(
      'Activities performed',
    );
  });

  it('has every option id, score and label', () => {
    const rows = (id: string) => rowsOf(question(responsibilityQuestions, id).options);
    expect(rows('activitiesPerformed')).toEqual([
      ['routine', 5, 'Routine, well-defined tasks done under close supervision'],
      ['procedural', 15, 'Standard tasks that follow established procedures, with some variation'],
      ['specialised', 30, 'Specialised work that needs analysis, interpretation and judgement'],
      ['coordinating', 50, 'Coordinates or integrates the work of a team or sub-function'],
      ['functional', 75, 'Directs a whole function, department or business unit'],
      ['enterprise', 100, 'Shapes enterprise-wide strategy, policy and direction'],
    ]);
    expect(rows('reportingDetails')).toEqual([
      ['none', 0, 'No one'],
      ['1-5', 2, '1 to 5'],
      ['6-15', 4, '6 to 15'],
      ['16-50', 6, '16 to 50'],
      ['51-200', 8, '51 to 200'],
      ['201-1000', 10, '201 to 1,000'],
      ['1000-plus', 12, 'More than 1,000'],
    ]);
    expect(rows('directReportsActivity')).toEqual([
      ['none', 0, 'The role has no direct reports'],
      ['support', 5, 'Administrative or support tasks'],
      ['operational', 15, 'Operational or technical work'],
      ['professional', 25, 'Professional or specialist work'],
      ['supervisory', 35, 'They supervise or lead teams of their own'],
      ['managerial', 50, 'They manage functions or departments'],
    ]);
    expect(rows('budgetControl')).toEqual([
      ['none', 0, 'No budget accountability'],
      ['contributes', 10, 'Contributes inputs to a budget that others own'],
      ['team', 30, 'Manages a team or project budget'],
      ['department', 60, 'Manages a departmental budget'],
      ['business-unit', 100, 'Owns a function or business-unit budget (P&L)'],
      ['enterprise', 150, "Owns the organisation's overall budget (P&L)"],
    ]);
    expect(rows('decisionMaking')).toEqual([
      ['instructed', 5, 'Follows instructions and escalates most decisions'],
      ['routine', 15, 'Day-to-day decisions within clear guidelines'],
      ['operational', 30, 'Operational decisions for its own area of work'],
      ['tactical', 50, 'Tactical decisions that affect several teams'],
      ['functional', 75, 'Functional decisions with a business-wide effect'],
      ['strategic', 100, "Strategic decisions that set the organisation's direction"],
    ]);
  });
});

describe('step 4 questions (roles effectiveness)', () => {
  it('asks the eight questions in order', () => {
    expect(effectivenessQuestions.map((q) => q.id)).toEqual([
      'functionContribution',
      'technicalCompetence',
      'teamworkAndLeadership',
      'problemsSolving',
      'customerOrientation',
      'resultOrientation',
      'processExcellence',
      'visioningStrategyPlanning',
    ]);
    expect(effectivenessQuestions.map((q) => q.description)).toEqual([
      "How does this role contribute to its function's results?",
      'What depth of technical competence does the role need?',
      'How does the role work with and lead others?',
      'What kind of problems does the role solve?',
      'How does the role serve customers, internal or external?',
      'What results is the role accountable for?',
      'How does the role improve the way work is done?',
      'What planning horizon does the role own?',
    ]);
  });

  it('gives the matrix questions their options without a score of their own', () => {
    const rows = (id: string) => rowsOf(question(effectivenessQuestions, id).options);
    expect(rows('functionContribution')).toEqual([
      [
        'remote',
        undefined,
        "Remote: an indirect contribution, far from the function's end results",
      ],
      [
        'support',
        undefined,
        'Support: provides services or information that others use to deliver results',
      ],
      ['shared', undefined, 'Shared: shares accountability for results with other roles'],
      ['prime', undefined, 'Prime: holds the main, direct accountability for results'],
    ]);
    expect(rows('technicalCompetence')).toEqual([
      ['aware', undefined, 'Aware: knows the concepts and works with guidance'],
      ['apply', undefined, 'Apply: applies the know-how independently in routine situations'],
      ['advise', undefined, 'Advise: advises others and handles complex situations'],
      ['expert', undefined, 'Expert: a recognised authority who sets practice and standards'],
    ]);
  });

  it('has every option of questions 3 to 8', () => {
    const rows = (id: string) => rowsOf(question(effectivenessQuestions, id).options);
    expect(rows('teamworkAndLeadership')).toEqual([
      ['individual', 1, 'Works mainly on own tasks'],
      ['collaborates', 3, 'Collaborates actively within the team'],
      ['guides', 5, 'Guides and coaches colleagues'],
      ['leads-team', 7, 'Leads a team to deliver shared goals'],
      ['leads-leaders', 10, 'Leads leaders and builds leadership capability'],
    ]);
    expect(rows('problemsSolving')).toEqual([
      ['routine', 1, 'Routine problems with known solutions'],
      ['adapts', 3, 'Adapts known solutions to new situations'],
      ['analyses', 5, 'Analyses varied problems and finds practical solutions'],
      ['complex', 7, 'Complex problems that cross teams or disciplines'],
      ['novel', 10, 'Novel, ambiguous problems with organisation-wide impact'],
    ]);
    expect(rows('customerOrientation')).toEqual([
      ['responds', 1, 'Responds to requests as they arise'],
      ['serves', 3, 'Anticipates and meets routine needs'],
      ['partners', 5, 'Builds lasting relationships and resolves issues end to end'],
      ['shapes', 7, 'Shapes services around customer insight'],
      ['sets-strategy', 10, 'Sets customer strategy for the organisation'],
    ]);
    expect(rows('resultOrientation')).toEqual([
      ['tasks', 1, 'Completes assigned tasks on time'],
      ['targets', 3, 'Meets individual targets'],
      ['team-goals', 5, 'Drives team goals and improves results'],
      ['business-goals', 7, 'Owns business outcomes for an area'],
      ['enterprise-goals', 10, 'Accountable for organisation-wide performance'],
    ]);
    expect(rows('processExcellence')).toEqual([
      ['follows', 1, 'Follows established processes'],
      ['improves', 3, 'Suggests improvements to own processes'],
      ['optimises', 5, 'Optimises team processes and standards'],
      ['redesigns', 7, 'Redesigns processes across functions'],
      ['transforms', 10, 'Leads organisation-wide process transformation'],
    ]);
    expect(rows('visioningStrategyPlanning')).toEqual([
      ['own-work', 1, 'Plans own work'],
      ['team-plans', 3, 'Contributes to team plans'],
      ['area-plans', 5, 'Builds plans for an area or function'],
      ['shapes-strategy', 7, 'Shapes business strategy'],
      ['sets-vision', 10, 'Sets the long-term vision and strategy'],
    ]);
  });
});

describe('step 5 questions (role impact)', () => {
  it('asks the eight questions in order with their titles', () => {
    expect(impactQuestions.map((q) => [q.id, q.title])).toEqual([
      ['impactOnEnvironment', 'Impact on environment'],
      ['impactOnEmployees', 'Impact on employees'],
      ['impactOnInternalBusinessProcess', 'Impact on internal business processes'],
      ['impactOnCustomers', 'Impact on customers'],
      ['impactOnFinancialHealth', 'Impact on financial health'],
      ['impactOnSuppliersAndPartners', 'Impact on suppliers and partners'],
      ['decisionMakingRisk', 'Decision making and risk'],
      ['professionalDevelopment', 'Professional development'],
    ]);
  });

  it('shares one option set across questions 1 to 6', () => {
    for (const q of impactQuestions.slice(0, 6)) {
      expect(rowsOf(q.options), q.id).toEqual([
        ['nil', 0, 'Nil'],
        ['negligible', 5, 'Negligible'],
        ['low', 10, 'Low'],
        ['moderate', 20, 'Moderate'],
        ['significant', 35, 'Significant'],
        ['prime', 50, 'Prime'],
      ]);
    }
  });

  it('has the options of questions 7 and 8', () => {
    expect(rowsOf(question(impactQuestions, 'decisionMakingRisk').options)).toEqual([
      ['minimal', 1, 'Minimal, easily reversed'],
      ['limited', 3, 'Limited to its own area'],
      ['moderate', 5, 'Moderate, for the team or function'],
      ['high', 7, 'High, across functions'],
      ['critical', 10, 'Critical, for the whole organisation'],
    ]);
    expect(rowsOf(question(impactQuestions, 'professionalDevelopment').options)).toEqual([
      ['self', 1, 'Develops own skills'],
      ['peers', 3, 'Shares knowledge with peers'],
      ['mentors', 5, 'Mentors and trains others'],
      ['builds-capability', 7, 'Builds team capability and learning programmes'],
      ['shapes-talent', 10, "Shapes the organisation's talent and learning strategy"],
    ]);
  });

  it('gives every question a title and unique option ids', () => {
    for (const q of [...responsibilityQuestions, ...effectivenessQuestions, ...impactQuestions]) {
      expect(q.title.length, q.id).toBeGreaterThan(0);
      expect(new Set(q.options.map((o) => o.id)).size, q.id).toBe(q.options.length);
    }
  });
});

describe('the question ids the contract keys on (questionIds.ts)', () => {
  it("are the ids of each step's questions, in order", () => {
    expect(responsibilityQuestions.map((q) => q.id)).toEqual([...responsibilityQuestionIds]);
    expect(effectivenessQuestions.map((q) => q.id)).toEqual([...effectivenessQuestionIds]);
    expect(impactQuestions.map((q) => q.id)).toEqual([...impactQuestionIds]);
  });
});
