import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

const show = (current: number, total: number) =>
  pageItems(current, total)
    .map((i) => (i.type === 'page' ? String(i.page) : '…'))
    .join(' ');

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 3)).toBe('1 2 3');
    expect(show(3, 5)).toBe('1 2 3 4 5');
  });
  it('puts ellipses in gaps of two or more pages', () => {
    expect(show(1, 10)).toBe('1 2 … 10');
    expect(show(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(show(10, 10)).toBe('1 … 9 10');
    expect(show(4, 10)).toBe('1 2 3 4 5 … 10');
  });
  it('clamps the current page and handles no pages', () => {
    expect(show(99, 3)).toBe('1 2 3');
    expect(pageItems(1, 0)).toEqual([]);
  });
});
