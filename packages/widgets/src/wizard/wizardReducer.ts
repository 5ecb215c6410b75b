/**
 * The wizard engine shared by the competency and the career wizard: a pure reducer over a
 * small finite set of statuses. Steps are numbered from 1. A step's completion is derived
 * from its answers by the wizard and handed in (`setCompleted`); the reducer owns the gates.
 *
 * - `steps`: the user walks the steps; Next only when the current step is complete.
 * - `left`: Previous on step 1 asked to leave the wizard (the host navigates away).
 * - `review`: every step complete, the last step's action taken (the competency wizard's
 *   Finalize flow, the career wizard's report); `edit` returns to the steps.
 * - `submitting` then `submitted`: the submission in flight and done; `failed` returns to
 *   `review`.
 */
type WizardStatus = 'steps' | 'left' | 'review' | 'submitting' | 'submitted';

export type WizardState = {
  step: number;
  stepCount: number;
  /** The completion flag of each step (index 0 is step 1). */
  completed: boolean[];
  /** Every step counts as complete, whatever its answers (startLevelSelection). */
  forceComplete: boolean;
  status: WizardStatus;
};

export type WizardAction =
  | { type: 'setCompleted'; completed: readonly boolean[] }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: number }
  | { type: 'review' }
  | { type: 'edit' }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'failed' };

export type WizardInit = {
  stepCount: number;
  /** The starting step (clamped to 1..stepCount), e.g. the navigation state's startStep. */
  step?: number;
  forceComplete?: boolean;
  /** Start in review (startLevelSelection with competencies: the level picker is open). */
  review?: boolean;
};

const clamp = (step: number, count: number) => Math.min(Math.max(Math.trunc(step) || 1, 1), count);

const flags = (count: number, completed: readonly boolean[], force: boolean) =>
  Array.from({ length: count }, (_, i) => force || completed[i] === true);

export const createWizardState = ({
  stepCount,
  step = 1,
  forceComplete = false,
  review = false,
}: WizardInit): WizardState => ({
  step: clamp(step, stepCount),
  stepCount,
  completed: flags(stepCount, [], forceComplete),
  forceComplete,
  status: review && forceComplete ? 'review' : 'steps',
});

/** The current step is complete. */
export const isStepComplete = (s: WizardState): boolean => s.completed[s.step - 1] === true;

/** Every step is complete. */
export const isAllComplete = (s: WizardState): boolean => s.completed.every(Boolean);

export const isLastStep = (s: WizardState): boolean => s.step === s.stepCount;

/** Steps 1 to `step - 1` are complete: `step` may be entered. */
const reachable = (s: WizardState, step: number) => s.completed.slice(0, step - 1).every(Boolean);

const walking = (s: WizardState) => s.status === 'steps' || s.status === 'left';

const sameFlags = (a: readonly boolean[], b: readonly boolean[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** A refused action returns the same state object, so callers can tell (`next === state`). */
export const wizardReducer = (s: WizardState, a: WizardAction): WizardState => {
  switch (a.type) {
    case 'setCompleted': {
      const completed = flags(s.stepCount, a.completed, s.forceComplete);
      return sameFlags(completed, s.completed) ? s : { ...s, completed };
    }
    case 'next':
      return walking(s) && isStepComplete(s) && !isLastStep(s)
        ? { ...s, step: s.step + 1, status: 'steps' }
        : s;
    case 'back':
      if (!walking(s)) return s;
      if (s.step > 1) return { ...s, step: s.step - 1, status: 'steps' };
      return s.status === 'left' ? s : { ...s, status: 'left' };
    case 'goTo': {
      const step = clamp(a.step, s.stepCount);
      return walking(s) && step !== s.step && reachable(s, step)
        ? { ...s, step, status: 'steps' }
        : s;
    }
    case 'review':
      return walking(s) && isLastStep(s) && isAllComplete(s) ? { ...s, status: 'review' } : s;
    case 'edit':
      return s.status === 'review' ? { ...s, status: 'steps' } : s;
    case 'submit':
      return s.status === 'review' && isAllComplete(s) ? { ...s, status: 'submitting' } : s;
    case 'submitted':
      return s.status === 'submitting' ? { ...s, status: 'submitted' } : s;
    case 'failed':
      return s.status === 'submitting' ? { ...s, status: 'review' } : s;
  }
};
