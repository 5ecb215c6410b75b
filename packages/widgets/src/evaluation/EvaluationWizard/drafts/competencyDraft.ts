import type { SelectedLevels } from '@rolescope/core';
import type { ReportBody } from '@rolescope/core/contract';
import type { WizardData } from '../../../model/evaluation/types';
import { toDraftData } from '../../../model/evaluation/wizardData';
import type { LocalDraftCopy } from '../../../wizard/useDraft';
import { clearLocalDraft, writeLocalDraft } from './localDraft';

/** What the competency wizard holds that a draft keeps. */
export type DraftSnapshot = {
  data: WizardData;
  step: number;
  selectedLevels?: SelectedLevels;
  report?: ReportBody;
};

/**
 * The draft body of a snapshot (save-draft and update-draft), with the step the user is on
 * (`userFilledDetails.step`), so that Continue resumes the draft there.
 */
export const competencyDraftData = (snap: DraftSnapshot) => {
  const body = toDraftData(snap.data, {
    ...(snap.selectedLevels ? { selectedLevels: snap.selectedLevels } : {}),
    ...(snap.report !== undefined ? { report: snap.report } : {}),
  });
  return { ...body, userFilledDetails: { ...body.userFilledDetails, step: snap.step } };
};

/**
 * The local copy in localStorage under `key` (see `localDraft.ts`): the step answers, the
 * step, the draft's id and whether a save is still owed to the server.
 */
export const localDraftCopy = (key: string): LocalDraftCopy<DraftSnapshot> => ({
  write: (snap, { draftId, pendingSave }) =>
    writeLocalDraft(key, {
      savedAt: Date.now(),
      data: snap.data,
      step: snap.step,
      pendingSave,
      ...(draftId ? { draftId } : {}),
      ...(snap.selectedLevels ? { selectedLevels: snap.selectedLevels } : {}),
    }),
  clear: () => clearLocalDraft(key),
});
