/**
 * Keystroke-to-commit time of a filled wizard (the scoring rules' worked example, real step 1):
 * one `input` event in the Role Objective textarea or Tier 1's Total CTC money field, to
 * React's committed DOM with effects flushed (jsdom has no paint). Run:
 *   npx vitest bench --project widgets --run
 * Prints the median and p95 of each in ms besides Vitest's own table.
 */
import { createApiClient, createBrowserTokenStore, type User } from '@rolescope/core';
import { createMockApi, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, bench, describe, expect } from 'vitest';
import { EvaluationWizard, RolescopeProvider } from '../src';
import { workedExample } from '../src/evaluation/EvaluationWizard/fixtures';
import { toNavigationState } from '../src/model/evaluation/wizardData';

const api = createMockApi({ seed: true });
const server = setupServer(...api.handlers);
server.listen({ onUnhandledRequest: 'error' });

const base = 'http://localhost/api';
const tokenStore = createBrowserTokenStore<User>();
const client = createApiClient({ baseUrl: base, getToken: tokenStore.getToken });
const login = await client.login({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD });
tokenStore.setSession({ token: login.data.token, user: login.data.user });

render(
  <RolescopeProvider client={client} tokenStore={tokenStore}>
    <EvaluationWizard initialState={{ ...toNavigationState(workedExample), startStep: 1 }} />
  </RolescopeProvider>,
);
const objective = await screen.findByRole('textbox', { name: 'Role Objective' });
const ctc = within(screen.getByRole('group', { name: 'Tier 1' })).getByRole('textbox', {
  name: 'Total CTC',
});
// Let the catalog queries settle so the bench measures typing only.
await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
  timeout: 10_000,
});

const samples = { objective: [] as number[], money: [] as number[] };
const typeOnce = (el: HTMLElement, value: string, into: number[]) => {
  const start = performance.now();
  act(() => {
    fireEvent.change(el, { target: { value } });
  });
  into.push(performance.now() - start);
};

let n = 0;
const text = 'Turns business questions into analyses that product teams act on. ';

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  return { samples: s.length, median: at(0.5).toFixed(3), p95: at(0.95).toFixed(3) };
};

afterAll(() => {
  console.info('[wizard-input] role objective keystroke→commit ms', stats(samples.objective));
  console.info('[wizard-input] money field keystroke→commit ms', stats(samples.money));
  server.close();
});

describe('wizard input (filled wizard, step 1)', () => {
  bench(
    'type in Role Objective',
    () => {
      n = (n + 1) % 180;
      typeOnce(objective, text.repeat(3).slice(0, 40 + n), samples.objective);
    },
    { iterations: 300, warmupIterations: 30 },
  );
  bench(
    'type in Tier 1 Total CTC',
    () => {
      n = (n + 1) % 9;
      typeOnce(ctc, String(2_400_000 + n), samples.money);
    },
    { iterations: 300, warmupIterations: 30 },
  );
});
