import { describe, expect, it } from 'vitest';
import { sampleWizardData } from '../../test/resultsFixtures';
import { functionNames, industryCategoryName, scoreDetailsOf } from './personalInfo';

describe('personalInfo', () => {
  it('scores complete answers and gives null for incomplete ones', () => {
    const score = scoreDetailsOf(sampleWizardData);
    expect(score?.careerLevel).toBeGreaterThan(0);
    expect(['low', 'medium', 'high']).toContain(score?.category);
    expect(scoreDetailsOf({ ...sampleWizardData, rolesImpact: {} })).toBeNull();
  });

  it('names industry categories and functions', () => {
    expect(industryCategoryName('technology')).toBe('Technology');
    expect(industryCategoryName('unknown-id')).toBe('unknown-id');
    expect(industryCategoryName(undefined)).toBeUndefined();
    expect(functionNames(['a', 'b'], [{ _id: 'a', name: 'Alpha' }])).toEqual(['Alpha', 'b']);
    expect(functionNames(undefined, undefined)).toEqual([]);
  });
});
