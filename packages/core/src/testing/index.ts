export { workedExampleAnswers } from './workedExample';
