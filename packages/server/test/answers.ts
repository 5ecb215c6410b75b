import { workedExampleAnswers } from '@rolescope/core/testing';

/** The worked example of the scoring rules: finalScore 260.59, careerLevel 18, low. */
export const workedExample = () => ({
  details: { role: 'Senior Backend Engineer', industryCategory: 'technology' },
  ...workedExampleAnswers(),
});

export const submitBody = (email: string, draftId = '') => ({
  email,
  report: [{ step: 1, title: 'Programming' }],
  selectedLevels: { '1': 3 },
  userFilledDetails: workedExample(),
  draftId,
});
