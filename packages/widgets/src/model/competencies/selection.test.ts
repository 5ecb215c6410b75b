import { describe, expect, it } from 'vitest';
import { sampleWizardData } from '../../test/resultsFixtures';
import {
  asTechnicalCompetence,
  calculateRequest,
  emptySelection,
  firstNoLongerOffered,
  toOptions,
} from './selection';

describe('competency selection helpers', () => {
  it('reads the technical competence', () => {
    expect(asTechnicalCompetence('advise')).toBe('advise');
    expect(asTechnicalCompetence('guru')).toBeUndefined();
    expect(asTechnicalCompetence(undefined)).toBeUndefined();
  });

  it('maps catalog items to options, leaving out excluded ids', () => {
    const items = [
      { _id: 'a', name: 'A' },
      { _id: 'b', name: 'B' },
    ];
    expect(toOptions(items, ['a'])).toEqual([{ value: 'b', label: 'B' }]);
    expect(toOptions(undefined)).toEqual([]);
  });

  it('notices when the first chosen competency is no longer offered', () => {
    const offered = [{ _id: 'b', name: 'B', function: 'f' }];
    expect(firstNoLongerOffered(['a', 'b'], offered)).toBe(true);
    expect(firstNoLongerOffered(['b', 'a'], offered)).toBe(false);
    expect(firstNoLongerOffered([], offered)).toBe(false);
    expect(firstNoLongerOffered(['a'], undefined)).toBe(false);
  });

  it('builds the calculation request with current plus domain lists and the career category', () => {
    const values = {
      ...emptySelection,
      competency: ['c1', 'c2'],
      domainFunction: ['df'],
      domainCompetency: ['dc'],
    };
    expect(calculateRequest(sampleWizardData, values, 'advise', 'high')).toEqual({
      industryCategory: 'technology',
      currentIndustry: 'software-products',
      functions: [...(sampleWizardData.details.currentFunction ?? []), 'df'],
      competencyName: ['c1', 'c2', 'dc'],
      level: 'advise',
      careerCategory: 'high',
    });
    // without a known technical competence the level is left to the rule (base apply)
    const unknown = calculateRequest(sampleWizardData, values, undefined, 'low');
    expect(unknown).not.toHaveProperty('level');
    expect(unknown.careerCategory).toBe('low');
    expect(calculateRequest(sampleWizardData, values, 'guru', 'medium')).not.toHaveProperty(
      'level',
    );
  });
});
