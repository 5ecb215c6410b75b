import { careerCategoryOfLevel, isTargetAboveCurrent } from '../career/model';
import { type CareerTimeFrame, careerTimeFrames, MAX_MOTIVATION_LENGTH } from '../contract';
import { fillMessage } from './messages';
import type { ValidationResult } from './result';
import { type FormSchema, formSchema, resultOf } from './schema';
import { type CareerGoalMessages, choiceMessages, stepMessages } from './stepMessages';

/** The longest target role (as `careerGoalSchema` of the contract takes it). */
export const TARGET_ROLE_MAX_LENGTH = 200;

/** Step 1 of the career evaluation (Career Goal Setting), as the form holds it. */
export interface CareerGoalFormValues {
  targetRole: string;
  targetCareerLevel: number | null;
  timeFrame: CareerTimeFrame | '';
  motivation: string;
}
export type CareerGoalField = keyof CareerGoalFormValues;

export type CareerGoalFormOptions = {
  /** The user's current career level: the target must be above it (a step up). */
  currentCareerLevel?: number | null;
  /** Replacement texts (e.g. a widget's localized strings); `{level}` is filled. */
  messages?: Partial<CareerGoalMessages>;
};

const timeFrames: ReadonlySet<string> = new Set(careerTimeFrames);

/**
 * The career goal's rules: a target role (at most 200 characters once trimmed), a target
 * career level of the band table above the current one, a time frame, and a motivation
 * of at most 500 characters (optional). A goal that passes is one `careerGoalSchema` accepts.
 */
export const careerGoalFormSchema = ({
  currentCareerLevel = null,
  messages,
}: CareerGoalFormOptions = {}): FormSchema<CareerGoalFormValues> => {
  const m = { ...stepMessages.careerGoal, ...messages };
  return formSchema<CareerGoalFormValues>({
    targetRole: (v) => {
      const role = (v ?? '').trim();
      if (!role) return [m.targetRoleRequired];
      return role.length > TARGET_ROLE_MAX_LENGTH ? [m.targetRoleTooLong] : [];
    },
    targetCareerLevel: (v) => {
      if (v === null || v === undefined) return [m.targetCareerLevelRequired];
      if (!careerCategoryOfLevel(v)) return [m.targetCareerLevelInvalid];
      return currentCareerLevel === null || isTargetAboveCurrent(v, currentCareerLevel)
        ? []
        : [fillMessage(m.targetBelowCurrent, { level: currentCareerLevel })];
    },
    timeFrame: (v) => choiceMessages(v, timeFrames, m.timeFrameRequired, m.timeFrameInvalid),
    motivation: (v) => ((v ?? '').length > MAX_MOTIVATION_LENGTH ? [m.motivationTooLong] : []),
  });
};

/** The career goal's rules (see `careerGoalFormSchema`), first message per field in `errors`. */
export const validateCareerGoal = (
  values: Partial<CareerGoalFormValues>,
  options?: CareerGoalFormOptions,
): ValidationResult<CareerGoalField> => resultOf(careerGoalFormSchema(options), values);
