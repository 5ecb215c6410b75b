import type { CompetencyLevelItem } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { toNavigationState } from '../../model/evaluation/wizardData';
import { sampleWizardData } from '../../test/resultsFixtures';
import { resultsFromNavigationState } from './resultsFromNavigationState';

const item: CompetencyLevelItem = {
  step: 1,
  _id: 'programming',
  title: 'Programming',
  description: '',
  recommendedLevel: 3,
  levelOptions: [],
};

const withCompetencies = {
  competency: ['programming', 7],
  domainProcess: ['software-engineering'],
};

describe('resultsFromNavigationState', () => {
  it('reads the data, profile and draft id of a completed wizard state', () => {
    // A router's state is untyped: a stray non-string id is dropped.
    const state: Record<string, unknown> = {
      ...toNavigationState(sampleWizardData),
      details: { ...sampleWizardData.details, ...withCompetencies },
      draftId: 'draft-1',
      competencyData: [item],
      selectedLevels: { '1': 4 },
    };
    const results = resultsFromNavigationState(state);
    expect(results?.data.roleAndResponsibilities).toEqual(sampleWizardData.roleAndResponsibilities);
    expect(results?.data.details.role).toBe('Senior Backend Engineer');
    expect(results?.profile).toEqual({
      competency: ['programming'],
      domainProcess: ['software-engineering'],
      domainFunction: [],
      domainCompetency: [],
      competencyData: [item],
      selectedLevels: { '1': 4 },
    });
    expect(results?.draftId).toBe('draft-1');
  });

  it('gives undefined without competency data, and no draft id when none was saved', () => {
    expect(resultsFromNavigationState(null)).toBeUndefined();
    expect(resultsFromNavigationState('state')).toBeUndefined();
    expect(resultsFromNavigationState({ reportType: 'competency' })).toBeUndefined();
    expect(resultsFromNavigationState({ competencyData: [] })).toBeUndefined();
    const bare = resultsFromNavigationState({ competencyData: [item] });
    expect(bare?.draftId).toBeUndefined();
    expect(bare?.profile.selectedLevels).toEqual({});
    expect(bare?.data.details).toEqual({});
  });
});
