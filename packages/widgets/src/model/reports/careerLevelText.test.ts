import { describe, expect, it } from 'vitest';
import { en } from '../../strings/en';
import { careerLevelLabel, careerLevelName } from './careerLevelText';

describe('career level texts', () => {
  const s = en.resultSummary;
  it('names each level of the scale with its text', () => {
    expect(careerLevelName(20, s)).toBe('Senior professional');
    expect(careerLevelLabel(20, s)).toBe('Level 20, Senior professional');
    expect(careerLevelLabel(24, s)).toBe('Level 24, Senior leader');
  });
  it('says "Level N" for a level without a text, never a bare number', () => {
    expect(careerLevelName(19, s)).toBe('Level 19');
    expect(careerLevelLabel(19, s)).toBe('Level 19');
  });
});
