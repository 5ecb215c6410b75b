import type { Report } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../strings/en';
import { mergeStrings } from '../../strings/mergeStrings';
import { fullReport } from '../../test/reportFixtures';
import {
  compareLevels,
  competencyLevelsOf,
  levelComparisonText,
  levelWithName,
  proficiencyLevelName,
} from './levelComparison';

const s = en.levelComparison;

describe('compareLevels', () => {
  it('says whether the chosen level matches, is above or is below, and by how much', () => {
    expect(compareLevels(3, 3)).toEqual({ kind: 'matches' });
    expect(compareLevels(4, 3)).toEqual({ kind: 'above', by: 1 });
    expect(compareLevels(1, 3)).toEqual({ kind: 'below', by: 2 });
  });
});

describe('levelComparisonText', () => {
  it('names the difference in words', () => {
    expect(levelComparisonText(2, 2, s)).toBe('Matches the recommendation');
    expect(levelComparisonText(4, 3, s)).toBe('One level above the recommendation');
    expect(levelComparisonText(1, 3, s)).toBe('Two levels below the recommendation');
    expect(levelComparisonText(5, 1, s)).toBe('Four levels above the recommendation');
    expect(levelComparisonText(1, 5, s)).toBe('Four levels below the recommendation');
  });

  it('takes overridden texts', () => {
    const strings = mergeStrings(en, { levelComparison: { matches: 'Wie empfohlen' } });
    expect(levelComparisonText(3, 3, strings.levelComparison)).toBe('Wie empfohlen');
  });
});

describe('proficiency level names', () => {
  it('names levels 1 to 5 Foundation to Authority', () => {
    expect([1, 2, 3, 4, 5].map((l) => proficiencyLevelName(l, en))).toEqual([
      'Foundation',
      'Practitioner',
      'Advanced',
      'Lead',
      'Authority',
    ]);
    expect(proficiencyLevelName(0, en)).toBe('');
    expect(levelWithName(3, en)).toBe('Level 3, Advanced');
    expect(levelWithName(9, en)).toBe('Level 9');
  });
});

describe('competencyLevelsOf', () => {
  it('pairs each competency with its chosen and recommended level', () => {
    expect(competencyLevelsOf(fullReport)).toEqual([
      { step: 1, title: 'API Design', chosen: 4, recommended: 4 },
      { step: 2, title: 'Data Modelling', chosen: 3, recommended: 3 },
    ]);
  });

  it('reads an older report body and fills what is missing with 0', () => {
    const older = {
      ...fullReport,
      selectedLevels: { '1': 2 },
      report: { competencyData: [{ title: 'Negotiation' }, { step: 2 }] },
    } as Report;
    expect(competencyLevelsOf(older)).toEqual([
      { step: 1, title: 'Negotiation', chosen: 2, recommended: 0 },
    ]);
  });

  it('is empty for a career report', () => {
    expect(competencyLevelsOf({ ...fullReport, reportType: 'career' } as Report)).toEqual([]);
  });
});
