/**
 * ReportsHistory page-change render time with 10,000 reports on the server (the in-memory
 * API seeded with 10k reports for the demo user).
 *
 *   npx vitest bench --project widgets --run packages/widgets/bench
 *
 * Each iteration clicks Next once and measures, with performance.now(), the time from the
 * click to the commit that shows the new rows (the next page is prefetched, as in real use,
 * so this is render time, not network), plus React Profiler's actualDuration of the commits.
 * The median and p95 over the iterations are printed at the end; the target is < 100 ms.
 */
import { createFastHasher, seedDemo } from '@rolescope/server';
import { createMockApi } from '@rolescope/server/mock';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Profiler } from 'react';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { createRolescopeQueryClient } from '../src/provider/queryDefaults';
import { ReportsHistory } from '../src/reports/ReportsHistory';
import { renderWithProviders } from '../src/test';
import { signInDemoOn } from '../src/test/demoSignIn';

const REPORTS = 10_000;
const PAGE_CHANGES = 50;

const api = createMockApi();
const server = setupServer(...api.handlers);
const queryClient = createRolescopeQueryClient(() => {});
const wall: number[] = [];
const profiled: number[] = [];
let commitSum = 0;
let page = 1;
/** Page changes whose rows were not there right after the click (not prefetched). */
let misses = 0;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const firstSerial = () =>
  within(screen.getByRole('table')).getAllByRole('row')[1]?.querySelector('td')?.textContent;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const started = performance.now();
  await seedDemo(api.store, createFastHasher(), {
    reports: true,
    catalog: api.catalog,
    count: REPORTS,
  });
  console.info(`seeded ${REPORTS} reports in ${Math.round(performance.now() - started)} ms`);
  await signInDemoOn(api);
  renderWithProviders(
    <Profiler
      id="reports-history"
      onRender={(_id, _phase, actualDuration) => {
        commitSum += actualDuration;
      }}
    >
      <ReportsHistory />
    </Profiler>,
    { queryClient },
  );
  await screen.findByRole('table', {}, { timeout: 30_000 });
  await screen.findByText('Page 1 of 1000', {}, { timeout: 30_000 });
}, 120_000);

afterAll(() => {
  const fmt = (v: number) => `${v.toFixed(1)} ms`;
  console.info(
    [
      `ReportsHistory page change with ${REPORTS} reports, ${wall.length} page changes:`,
      `  click → new rows committed: median ${fmt(percentile(wall, 50))}, p95 ${fmt(percentile(wall, 95))}, max ${fmt(Math.max(...wall))}`,
      `  React Profiler actualDuration: median ${fmt(percentile(profiled, 50))}, p95 ${fmt(percentile(profiled, 95))}`,
      `  page changes that waited for the network (not prefetched): ${misses}`,
    ].join('\n'),
  );
  server.close();
});

describe('ReportsHistory', () => {
  bench(
    'page change (click Next → rows committed)',
    async () => {
      // The next page is prefetched by the widget: wait for it, as a user reading the page would.
      await waitFor(() => {
        if (queryClient.isFetching() > 0) throw new Error('still fetching');
      });
      const next = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole(
        'button',
        { name: 'Next' },
      );
      const expected = String(page * 10 + 1);
      commitSum = 0;
      const t0 = performance.now();
      act(() => {
        fireEvent.click(next);
      });
      if (firstSerial() !== expected) {
        misses += 1;
        await waitFor(() => {
          if (firstSerial() !== expected) throw new Error('not yet');
        });
      }
      wall.push(performance.now() - t0);
      profiled.push(commitSum);
      page += 1;
    },
    { iterations: PAGE_CHANGES, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
