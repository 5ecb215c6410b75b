import { describe, expect, it } from 'vitest';
import { findLabelMatch, firstEnabled, lastEnabled } from './navigation';

const levels = [
  { label: 'Senior', disabled: true },
  { label: 'Junior' },
  { label: 'Middle' },
  { label: 'Top', disabled: true },
];

describe('select navigation helpers', () => {
  it('find the first and the last enabled option', () => {
    expect(firstEnabled(levels)).toBe(1);
    expect(lastEnabled(levels)).toBe(2);
    expect(firstEnabled([{ label: 'A', disabled: true }])).toBe(-1);
  });

  it('match a typed prefix, ignoring case, a leading space and disabled (null) labels', () => {
    const labels = [null, 'Junior', 'Middle management', null];
    expect(findLabelMatch(labels, 'mid')).toBe('Middle management');
    expect(findLabelMatch(labels, ' j')).toBe('Junior');
    expect(findLabelMatch(labels, 'middle m')).toBe('Middle management');
    expect(findLabelMatch(labels, 'se')).toBeUndefined();
    expect(findLabelMatch(labels, ' ')).toBeUndefined();
  });
});
