export { SkillAssessmentStep, type SkillAssessmentStepProps } from './SkillAssessmentStep';
