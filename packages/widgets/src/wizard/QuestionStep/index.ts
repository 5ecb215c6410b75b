export { isQuestionStepComplete, liveScore, nextUnanswered } from './isQuestionStepComplete';
export { QuestionStep, type QuestionStepProps } from './QuestionStep';
