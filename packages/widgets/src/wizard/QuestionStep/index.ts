export { QuestionStep } from './QuestionStep';
