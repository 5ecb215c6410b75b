import { describe, expect, it } from 'vitest';
import { sampleCareerReport } from '../../test/careerFixtures';
import { careerTargetRole, isCareerReport, readCareerReport } from './readCareerReport';

describe('readCareerReport', () => {
  it('recomputes gaps and readiness from the stored items and levels', () => {
    const content = readCareerReport(sampleCareerReport);
    expect(content?.goal.targetRole).toBe('Engineering Manager');
    expect(content?.baseline).toMatchObject({ careerLevel: 20, category: 'medium' });
    expect(content?.gaps.map((g) => [g.title, g.current, g.target, g.gap])).toEqual([
      ['Programming', 4, 4, 0],
      ['Stakeholder Management', 2, 4, 2],
    ]);
    expect(content?.gaps[1]?.recommendations).toEqual([
      'Stakeholders ability 3a',
      'Stakeholders ability 3b',
      'Stakeholders ability 4a',
      'Stakeholders ability 4b',
    ]);
    // (4 + 2) / (4 + 4) = 75 %
    expect(content?.readiness).toEqual({
      readinessPercent: 75,
      competenciesMet: 1,
      competenciesTotal: 2,
      largestGaps: ['Stakeholder Management'],
    });
  });

  it('is null for a competency report or an invalid career payload', () => {
    expect(readCareerReport({ ...sampleCareerReport, reportType: 'competency' })).toBeNull();
    expect(readCareerReport({ ...sampleCareerReport, reportType: undefined })).toBeNull();
    expect(readCareerReport({ ...sampleCareerReport, report: { goal: {} } })).toBeNull();
    expect(isCareerReport(sampleCareerReport)).toBe(true);
  });

  it('reads the target role', () => {
    expect(careerTargetRole(sampleCareerReport)).toBe('Engineering Manager');
    expect(careerTargetRole({ ...sampleCareerReport, report: null })).toBeUndefined();
  });
});
