import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { fullReport } from '../../test/reportFixtures';
import { summaryOf } from '../../test/reportsApi';
import { type ReportRow, ReportsTable } from './ReportsTable';

// Counts the role cells' renders (one per row each time the rows render).
const roleRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./RoleText', async (original) => {
  const actual = await original<typeof import('./RoleText')>();
  return {
    RoleText: (props: Parameters<typeof actual.RoleText>[0]) => {
      roleRenders.count += 1;
      return actual.RoleText(props);
    },
  };
});

const rows: ReportRow[] = [
  { report: summaryOf(fullReport), serial: 1 },
  { report: summaryOf({ ...fullReport, _id: 'second' }), serial: 2 },
];

const table = (onView: (report: ReportRow['report']) => void, list = rows) => (
  <ReportsTable
    rows={[...list]}
    caption="Reports, page 1 of 1"
    sort={null}
    onSort={() => {}}
    onView={onView}
    onComplete={() => {}}
    onDelete={() => {}}
    onPrefetch={() => {}}
  />
);

describe('<ReportsTable /> renders', () => {
  it('does not render its rows again for new callbacks and equal rows, and calls the latest', async () => {
    const first = vi.fn();
    const { rerender, user } = renderWithProviders(table(first));
    const rendered = roleRenders.count;
    expect(rendered).toBeGreaterThan(0);
    const latest = vi.fn();
    rerender(table(latest));
    expect(roleRenders.count).toBe(rendered);
    await user.click(screen.getAllByRole('button', { name: /View Report/ })[1] as HTMLElement);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(rows[1]?.report);
  });

  it('renders again when a row changes', () => {
    const { rerender } = renderWithProviders(table(() => {}));
    const rendered = roleRenders.count;
    rerender(table(() => {}, [rows[0] as ReportRow, { ...(rows[1] as ReportRow), serial: 3 }]));
    expect(roleRenders.count).toBeGreaterThan(rendered);
  });
});
