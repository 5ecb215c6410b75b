import { describe, expect, it } from 'vitest';
import { firstEnabled, lastEnabled, nextEnabled, typeaheadMatch } from './navigation';

const levels = [
  { label: 'Senior', disabled: true },
  { label: 'Junior' },
  { label: 'Middle' },
  { label: 'Top', disabled: true },
];

describe('select navigation helpers', () => {
  it('find the first and the last enabled option, and the next one, stopping at either end', () => {
    expect(firstEnabled(levels)).toBe(1);
    expect(lastEnabled(levels)).toBe(2);
    expect(firstEnabled([{ label: 'A', disabled: true }])).toBe(-1);
    expect(nextEnabled(levels, -1, 1)).toBe(1);
    expect(nextEnabled(levels, 2, 1)).toBe(2);
    expect(nextEnabled(levels, 2, -1)).toBe(1);
    expect(nextEnabled(levels, 1, -1)).toBe(1);
  });

  it('match a typed prefix after the active option, ignoring case and disabled options', () => {
    const names = [...levels, { label: 'Middle management' }, { label: 'Mentor' }];
    expect(typeaheadMatch(names, 'mid', -1)).toBe(2);
    expect(typeaheadMatch(names, 'MIDDLE M', -1)).toBe(4);
    expect(typeaheadMatch(names, 'mid', 2)).toBe(4);
    expect(typeaheadMatch(names, 'mid', 4)).toBe(2);
    expect(typeaheadMatch(names, 'mm', 2)).toBe(4);
    expect(typeaheadMatch(names, 'mmm', 5)).toBe(2);
    expect(typeaheadMatch(names, 'se', -1)).toBe(-1);
    expect(typeaheadMatch(names, 't', -1)).toBe(-1);
  });
});
