import type { ReportSummary } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, sortRows } from './sortReports';

const row = (serial: number, role: string, createdAt: string) => ({
  serial,
  report: {
    _id: `id-${serial}`,
    email: 'a@b.c',
    status: 'completed',
    reportType: 'competency',
    createdAt,
    updatedAt: createdAt,
    role,
    hasReport: true,
  } satisfies ReportSummary,
});

const rows = [
  row(1, 'beta', '2025-03-01T00:00:00Z'),
  row(2, 'Alpha', '2025-01-01T00:00:00Z'),
  row(3, 'gamma', '2025-02-01T00:00:00Z'),
];

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

describe('sortRows', () => {
  it('keeps the server order without a sort', () => {
    expect(sortRows(rows, null).map((r) => r.serial)).toEqual([1, 2, 3]);
  });
  it('sorts by role case-insensitively both ways', () => {
    expect(sortRows(rows, { key: 'role', direction: 'ascending' }).map((r) => r.serial)).toEqual([
      2, 1, 3,
    ]);
    expect(sortRows(rows, { key: 'role', direction: 'descending' }).map((r) => r.serial)).toEqual([
      3, 1, 2,
    ]);
  });
  it('sorts by created date and by report name', () => {
    expect(
      sortRows(rows, { key: 'createdAt', direction: 'ascending' }).map((r) => r.serial),
    ).toEqual([2, 3, 1]);
    expect(
      sortRows(rows, { key: 'reportName', direction: 'descending' }).map((r) => r.serial),
    ).toEqual([3, 1, 2]);
  });
});
