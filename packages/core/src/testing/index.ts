export { sixthStep, sixthStepAnswers, sixthStepQuestions } from './sixthStep';
export { workedExampleAnswers } from './workedExample';
