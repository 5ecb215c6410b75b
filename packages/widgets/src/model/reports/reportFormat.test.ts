import type { Report } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import {
  compactTimestamp,
  composeReportName,
  formatReportDate,
  formatReportTime,
  isDraftReport,
  isDraftSummary,
  reportRole,
  shortReportId,
  summaryReportName,
  summaryRole,
} from './reportFormat';

const report = (over: Partial<Report> = {}, role?: string): Report => ({
  _id: 'r-1',
  email: 'jane@example.com',
  status: 'completed',
  createdAt: '2025-01-02T10:30:00.000Z',
  updatedAt: '2025-01-02T10:30:00.000Z',
  selectedLevels: {},
  report: [],
  userFilledDetails: { details: role === undefined ? { role: 'Analyst' } : { role } },
  ...over,
});

describe('compactTimestamp', () => {
  it('removes the dashes, colons, the T and the fraction of the ISO form (UTC)', () => {
    expect(compactTimestamp('2025-01-02T10:30:00.000Z')).toBe('20250102103000');
    expect(compactTimestamp('2025-01-02T15:30:45.123+05:00')).toBe('20250102103045');
  });
  it('is empty for a missing or invalid date', () => {
    expect(compactTimestamp(undefined)).toBe('');
    expect(compactTimestamp('not a date')).toBe('');
  });
});

describe('composeReportName', () => {
  it('joins the role, the e-mail before the @ and the timestamp with _', () => {
    expect(composeReportName(report())).toBe('Analyst_jane_20250102103000');
  });
  it('keeps the role as written and leaves out empty parts', () => {
    expect(composeReportName(report({}, ' Senior Backend Engineer '))).toBe(
      'Senior Backend Engineer_jane_20250102103000',
    );
    expect(composeReportName(report({ createdAt: '' }, ''))).toBe('jane');
  });
});

describe('formatReportDate and formatReportTime', () => {
  it('show en-US short month, day, year and hour:minute', () => {
    expect(formatReportDate('2025-01-02T10:30:00.000Z', 'UTC')).toBe('Jan 2, 2025');
    expect(formatReportTime('2025-01-02T10:30:00.000Z', 'UTC')).toBe('10:30 AM');
    expect(formatReportTime('2025-12-31T23:05:00.000Z', 'UTC')).toBe('11:05 PM');
  });
  it('follow the given time zone', () => {
    expect(formatReportDate('2025-01-02T20:30:00.000Z', 'Asia/Kolkata')).toBe('Jan 3, 2025');
    expect(formatReportTime('2025-01-02T20:30:00.000Z', 'Asia/Kolkata')).toBe('02:00 AM');
  });
  it('are empty without a valid date', () => {
    expect(formatReportDate('', 'UTC')).toBe('');
    expect(formatReportTime('garbage', 'UTC')).toBe('');
  });
});

describe('report helpers', () => {
  it('tell drafts from completed reports', () => {
    expect(isDraftReport(report({ status: 'draft', draftId: 'r-1', report: null }))).toBe(true);
    expect(isDraftReport(report())).toBe(false);
  });
  it('tell draft summaries, and name and role a summary as the whole report', () => {
    const summary = {
      _id: 'r-1',
      email: 'jane@x.com',
      status: 'completed' as const,
      reportType: 'career' as const,
      createdAt: '2025-01-02T10:30:00.000Z',
      role: 'Analyst',
      hasReport: true,
    };
    expect(isDraftSummary(summary)).toBe(false);
    expect(isDraftSummary({ ...summary, status: 'draft' })).toBe(true);
    expect(isDraftSummary({ ...summary, draftId: 'r-1', hasReport: false })).toBe(true);
    expect(summaryReportName(summary)).toBe(composeReportName(report()));
    expect(summaryRole(summary)).toBe('Analyst');
    expect(summaryRole({ ...summary, targetRole: 'Lead' })).toBe('Lead');
    expect(summaryRole({ ...summary, reportType: 'competency', targetRole: 'Lead' })).toBe(
      'Analyst',
    );
  });
  it('read the trimmed role and the last 8 characters of the id', () => {
    expect(reportRole(report({}, '  QA Lead '))).toBe('QA Lead');
    expect(shortReportId('7f3c2a10-5b6d-4e8f-9a1b-2c3d4e5f6a7b')).toBe('4e5f6a7b');
    expect(shortReportId('abc')).toBe('abc');
    expect(shortReportId(undefined)).toBe('');
  });
});
