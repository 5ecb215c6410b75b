import { describe, expect, it } from 'vitest';
import { sampleWizardData } from '../../test/resultsFixtures';
import { scoreDetailsOf } from './personalInfo';

describe('personalInfo', () => {
  it('scores complete answers and gives null for incomplete ones', () => {
    const score = scoreDetailsOf(sampleWizardData);
    expect(score?.careerLevel).toBeGreaterThan(0);
    expect(['low', 'medium', 'high']).toContain(score?.category);
    expect(scoreDetailsOf({ ...sampleWizardData, rolesImpact: {} })).toBeNull();
  });
});
