import { describe, expect, it } from 'vitest';
import { emptyWizardData } from '../../model/evaluation/wizardData';
import { initialWizardState } from './initialWizardState';

const local = {
  version: 1 as const,
  savedAt: 1,
  data: { ...emptyWizardData(), details: { role: 'Typed' } },
  step: 4,
  draftId: 'd1',
  pendingSave: true,
};

describe('initialWizardState', () => {
  it('starts empty at step 1', () => {
    expect(initialWizardState(undefined, null)).toMatchObject({
      step: 1,
      data: emptyWizardData(),
      phase: 'steps',
      forceComplete: false,
      draftId: undefined,
    });
  });

  it('takes the navigation state: start step, draft and saved data', () => {
    const s = initialWizardState(
      { startStep: 3, draftId: 'd9', details: { role: 'Lead' }, selectedLevels: { '1': 2 } },
      null,
    );
    expect(s).toMatchObject({ step: 3, draftId: 'd9', selectedLevels: { '1': 2 } });
    expect(s.data.details).toEqual({ role: 'Lead' });
  });

  it('restores a newer local copy of the same draft, with its pending save', () => {
    const s = initialWizardState({ draftId: 'd1', details: { role: 'Old' } }, local);
    expect(s).toMatchObject({ step: 4, draftId: 'd1', pendingSave: true, restored: true });
    expect(s.data.details).toEqual({ role: 'Typed' });
  });

  it('keeps a resumed draft when the local copy belongs to another one', () => {
    const s = initialWizardState({ draftId: 'd2', details: { role: 'Other' } }, local);
    expect(s).toMatchObject({ draftId: 'd2', restored: false, pendingSave: false });
    expect(s.data.details).toEqual({ role: 'Other' });
  });

  it('startLevelSelection: all complete, picker open, step 2 current', () => {
    const s = initialWizardState(
      {
        startLevelSelection: true,
        competencyData: [{ step: 1, title: 'Benchmarking', levelOptions: [] }],
      } as never,
      null,
    );
    expect(s).toMatchObject({ step: 2, phase: 'picker', forceComplete: true });
  });
});
