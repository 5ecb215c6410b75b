import type { CompetencyLevelItem } from '@rolescope/core';
import { workedExampleAnswers } from '@rolescope/core/testing';
import type { WizardData } from '../../model/evaluation/types';

/**
 * The scoring rules' worked example as wizard data, with a complete step 1:
 * finalScore 1.03 × 253 = 260.59, career level 18, category low.
 */
export const workedExample: WizardData = {
  details: {
    role: 'Business Analyst',
    industryCategory: 'technology',
    currentIndustry: 'software-products',
    currentCompany: 'Acme Technologies',
    process: ['product-management'],
    currentFunction: ['strategy', 'finance', 'operations'],
    openPositions: 4,
    degree: ['mba'],
    experience: 'lt-3-years',
    tier1: ['iim-ahmedabad'],
    'tier1-ctc': 2_400_000,
    'tier1-recruitedinterns': 40,
    tier2: ['xlri-jamshedpur'],
    'tier2-ctc': 1_800_000,
    'tier2-recruitedinterns': 30,
    tier3: ['nit-warangal'],
    'tier3-ctc': 1_200_000,
    'tier3-recruitedinterns': 20,
    description: 'Turns business questions into analyses that product teams act on.',
  },
  ...workedExampleAnswers(),
};

/** The worked example with steps 3 to 5 still empty. */
export const partlyDone: WizardData = {
  ...workedExample,
  roleAndResponsibilities: { activitiesPerformed: 'specialised', reportingDetails: '1-5' },
  roleEffectiveness: {},
  rolesImpact: {},
};

/** One generated competency, for the level picker. */
export const competencyItems: CompetencyLevelItem[] = [
  {
    step: 1,
    _id: 'benchmarking',
    title: 'Benchmarking',
    recommendedLevel: 3,
    description: 'Compares practice with the best.',
    levelOptions: [1, 2, 3, 4, 5].map((level) => ({
      level,
      description: `Benchmarking level ${level}`,
      abilities: [`Ability ${level}`],
    })),
  },
];
