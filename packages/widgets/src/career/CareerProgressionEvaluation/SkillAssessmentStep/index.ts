export { SkillAssessmentStep } from './SkillAssessmentStep';
