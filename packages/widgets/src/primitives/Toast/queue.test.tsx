import { describe, expect, it } from 'vitest';
import type { ToastItem } from './context';
import { enqueueToast, isRepeat } from './queue';

const saved = (id: string): ToastItem => ({
  id,
  title: 'Data saved',
  description: 'Your data has been saved as draft successfully.',
  variant: 'success',
});

describe('enqueueToast', () => {
  it('adds a new toast after the shown ones', () => {
    const failed: ToastItem = { id: 'b', title: 'Could not save draft', variant: 'destructive' };
    expect(enqueueToast([saved('a')], failed, 5).map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('replaces a repeat of a shown toast instead of stacking it', () => {
    const other: ToastItem = { id: 'x', title: 'Draft Deleted' };
    expect(enqueueToast([saved('a'), other], saved('b'), 5).map((t) => t.id)).toEqual(['x', 'b']);
  });

  it('keeps the newest `limit` toasts', () => {
    const list = ['a', 'b', 'c'].map((id) => ({ id, title: id }));
    expect(enqueueToast(list, { id: 'd', title: 'd' }, 3).map((t) => t.id)).toEqual([
      'b',
      'c',
      'd',
    ]);
  });
});

describe('isRepeat', () => {
  it('needs the same variant, title and description', () => {
    expect(isRepeat(saved('a'), saved('b'))).toBe(true);
    expect(isRepeat(saved('a'), { ...saved('b'), variant: 'default' })).toBe(false);
    expect(isRepeat(saved('a'), { ...saved('b'), description: 'Other' })).toBe(false);
    expect(isRepeat({ id: 'a', title: 'T' }, { id: 'b', title: 'T', variant: 'default' })).toBe(
      true,
    );
  });

  it('never treats rich content as a repeat', () => {
    const rich = { id: 'a', title: <strong>Data saved</strong> };
    expect(isRepeat(rich, { ...rich, id: 'b' })).toBe(false);
  });
});
