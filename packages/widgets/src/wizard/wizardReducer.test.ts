import { describe, expect, it } from 'vitest';
import {
  createWizardState,
  isAllComplete,
  isStepComplete,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizardReducer';

const run = (state: WizardState, ...actions: WizardAction[]) =>
  actions.reduce(wizardReducer, state);
const completed = (...flags: boolean[]): WizardAction => ({
  type: 'setCompleted',
  completed: flags,
});
const five = (step = 1) => createWizardState({ stepCount: 5, step });
const all = completed(true, true, true, true, true);

describe('wizardReducer', () => {
  it('starts at step 1, nothing complete, walking the steps', () => {
    expect(five()).toEqual({
      step: 1,
      stepCount: 5,
      completed: [false, false, false, false, false],
      forceComplete: false,
      status: 'steps',
    });
  });

  it('starts at a given step (a navigation state startStep), clamped to the steps', () => {
    expect(five(3).step).toBe(3);
    expect(five(9).step).toBe(5);
    expect(five(0).step).toBe(1);
    expect(five(Number.NaN).step).toBe(1);
  });

  it('startLevelSelection: every step complete whatever the answers, in review at step 2', () => {
    const s = createWizardState({ stepCount: 5, step: 2, forceComplete: true, review: true });
    expect(s).toMatchObject({ step: 2, status: 'review' });
    expect(isAllComplete(s)).toBe(true);
    expect(run(s, completed(false, false)).completed).toEqual([true, true, true, true, true]);
    // Without competencies to pick there is no review: the steps, all complete.
    const plain = createWizardState({ stepCount: 5, step: 2, forceComplete: true });
    expect(plain.status).toBe('steps');
  });

  it('Next only when the current step is complete', () => {
    const s = five();
    expect(wizardReducer(s, { type: 'next' })).toBe(s);
    const done = run(s, completed(true), { type: 'next' });
    expect(done.step).toBe(2);
    expect(isStepComplete(done)).toBe(false);
    expect(wizardReducer(done, { type: 'next' })).toBe(done);
  });

  it('Next stops at the last step, whose action is review', () => {
    const last = run(five(4), all, { type: 'next' });
    expect(last.step).toBe(5);
    expect(wizardReducer(last, { type: 'next' })).toBe(last);
    expect(wizardReducer(last, { type: 'review' }).status).toBe('review');
  });

  it('Previous goes back one step; on step 1 it leaves', () => {
    expect(run(five(3), { type: 'back' }).step).toBe(2);
    const left = run(five(), { type: 'back' });
    expect(left).toMatchObject({ step: 1, status: 'left' });
    // Still usable when the host stays: Next works again once step 1 is complete.
    expect(run(left, completed(true), { type: 'next' })).toMatchObject({
      step: 2,
      status: 'steps',
    });
  });

  it('goes to an earlier step at once, to a later one only past complete steps', () => {
    const s = run(five(4), completed(true, false, true, true));
    expect(wizardReducer(s, { type: 'goTo', step: 1 }).step).toBe(1);
    expect(wizardReducer(s, { type: 'goTo', step: 5 })).toBe(s);
    const back = wizardReducer(s, { type: 'goTo', step: 1 });
    expect(wizardReducer(back, { type: 'goTo', step: 2 }).step).toBe(2);
    expect(wizardReducer(back, { type: 'goTo', step: 3 })).toBe(back);
  });

  it('review (Finalize, View Report) only on the last step with every step complete', () => {
    const fifth = run(five(5), completed(true, false, true, true, true));
    expect(isStepComplete(fifth)).toBe(true);
    expect(wizardReducer(fifth, { type: 'review' })).toBe(fifth);
    expect(run(five(4), all, { type: 'review' }).status).toBe('steps');
    expect(run(fifth, all, { type: 'review' }).status).toBe('review');
  });

  it('submits only from review with every step complete, then submitted or back to review', () => {
    const s = run(five(5), all);
    expect(wizardReducer(s, { type: 'submit' })).toBe(s);
    const review = wizardReducer(s, { type: 'review' });
    const submitting = wizardReducer(review, { type: 'submit' });
    expect(submitting.status).toBe('submitting');
    expect(wizardReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(wizardReducer(submitting, { type: 'failed' }).status).toBe('review');
    expect(wizardReducer(submitting, { type: 'submitted' }).status).toBe('submitted');
    // An answer taken back in review (its data changed) closes the gate.
    const broken = run(review, completed(true, true, true, true, false));
    expect(wizardReducer(broken, { type: 'submit' })).toBe(broken);
  });

  it('edit returns from review to the steps; steps do not move while in review', () => {
    const review = run(five(5), all, { type: 'review' });
    expect(wizardReducer(review, { type: 'back' })).toBe(review);
    expect(wizardReducer(review, { type: 'goTo', step: 1 })).toBe(review);
    expect(run(review, { type: 'edit' })).toMatchObject({ step: 5, status: 'steps' });
  });

  it('keeps the same state object when the completions did not change', () => {
    const s = run(five(), completed(true));
    expect(wizardReducer(s, completed(true, false, false))).toBe(s);
  });
});
