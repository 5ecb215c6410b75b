import { useReducer, useRef } from 'react';
import {
  createWizardState,
  isAllComplete,
  isLastStep,
  isStepComplete,
  type WizardAction,
  type WizardInit,
  type WizardState,
  wizardReducer,
} from './wizardReducer';

type UseWizardOptions = {
  /** Read once, on mount. */
  init: WizardInit;
  /** Each step's completion, derived from the answers on every render. */
  completed: readonly boolean[];
  /** Previous on step 1. */
  onExit: () => void;
};

export type Wizard = {
  state: WizardState;
  step: number;
  /** The current step is complete. */
  complete: boolean;
  allComplete: boolean;
  last: boolean;
  /** Each action returns whether the engine took it (its gate let it through). */
  next: () => boolean;
  back: () => boolean;
  goTo: (step: number) => boolean;
  review: () => boolean;
  edit: () => boolean;
  submit: () => boolean;
  submitted: () => boolean;
  failed: () => boolean;
};

type WizardEngine = {
  /** The current step, before this render's completions are known (to load a step's data). */
  step: number;
  /** The engine with this render's completions synced in (call once per render). */
  gated: (completed: readonly boolean[]) => Wizard;
};

/**
 * `wizardReducer` in a component, in two halves for wizards whose completions depend on data
 * loaded for the current step: `useWizardEngine(...).gated(completed)`. The completions are
 * synced into the state during the render that computed them (a render-phase update of this
 * component's own state, so no render shows stale gates), and Previous on step 1 calls `onExit`.
 */
export const useWizardEngine = ({ init, onExit }: Omit<UseWizardOptions, 'completed'>) => {
  const [state, dispatch] = useReducer(wizardReducer, init, createWizardState);
  // The latest state, for actions sent from callbacks of an older render (a request's end).
  const latest = useRef(state);
  const exit = useRef(onExit);
  exit.current = onExit;
  const gated = (completed: readonly boolean[]): Wizard => {
    const synced = wizardReducer(state, { type: 'setCompleted', completed });
    if (synced !== state) dispatch({ type: 'setCompleted', completed });
    latest.current = synced;
    const send = (action: WizardAction) => {
      const before = latest.current;
      const after = wizardReducer(before, action);
      if (after === before) return false;
      latest.current = after;
      dispatch(action);
      return true;
    };
    return {
      state: synced,
      step: synced.step,
      complete: isStepComplete(synced),
      allComplete: isAllComplete(synced),
      last: isLastStep(synced),
      next: () => send({ type: 'next' }),
      back: () => {
        const taken = send({ type: 'back' });
        if (latest.current.status === 'left') exit.current();
        return taken;
      },
      goTo: (step) => send({ type: 'goTo', step }),
      review: () => send({ type: 'review' }),
      edit: () => send({ type: 'edit' }),
      submit: () => send({ type: 'submit' }),
      submitted: () => send({ type: 'submitted' }),
      failed: () => send({ type: 'failed' }),
    };
  };
  return { step: state.step, gated } satisfies WizardEngine;
};

/** The engine for a wizard whose completions are known before it is called. */
export const useWizard = ({ completed, ...options }: UseWizardOptions): Wizard =>
  useWizardEngine(options).gated(completed);
