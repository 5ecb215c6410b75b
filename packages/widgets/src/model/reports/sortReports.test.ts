import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort } from './sortReports';

describe('nextSort', () => {
  it('cycles ascending → descending → none, and restarts on another column', () => {
    const a = nextSort(null, 'role');
    expect(a).toEqual({ key: 'role', direction: 'ascending' });
    const d = nextSort(a, 'role');
    expect(d).toEqual({ key: 'role', direction: 'descending' });
    expect(nextSort(d, 'role')).toBeNull();
    expect(nextSort(d, 'createdAt')).toEqual({ key: 'createdAt', direction: 'ascending' });
  });
  it('gives aria-sort values', () => {
    expect(ariaSortOf({ key: 'role', direction: 'descending' }, 'role')).toBe('descending');
    expect(ariaSortOf({ key: 'role', direction: 'descending' }, 'reportName')).toBe('none');
    expect(ariaSortOf(null, 'role')).toBe('none');
  });
});
