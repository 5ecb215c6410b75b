import { expect, it } from 'vitest';
import { openPgliteForTests } from './sqlStores';

it('migrates', async () => {
  const { handle, dispose } = await openPgliteForTests();
  const r = await handle.runner.query('select count(*) from insight_reports');
  expect(r.rows.length).toBe(1);
  await dispose();
}, 60000);
