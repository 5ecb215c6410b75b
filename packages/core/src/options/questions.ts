// The questions of wizard steps 3, 4 and 5, in display order: their shape
// (questionShape.ts) and each step's list.
export {
  type EffectivenessQuestion,
  effectivenessQuestions,
} from './effectivenessQuestions';
export { type ImpactQuestion, impactQuestions } from './impactQuestions';
export type { Question, QuestionOption } from './questionShape';
export {
  type ResponsibilityQuestion,
  responsibilityQuestions,
} from './responsibilityQuestions';
