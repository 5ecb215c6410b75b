export { sixthStep, sixthStepAnswers, sixthStepQuestions, stepsWithSixth } from './sixthStep';
export { workedExampleAnswers } from './workedExample';
