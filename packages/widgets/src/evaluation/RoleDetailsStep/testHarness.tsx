/** Test helpers of steps 1 and 2: a controlled harness signed in to the in-memory API. */
import { createApiClient } from '@rolescope/core';
import type { MockApi } from '@rolescope/server/mock';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { beforeAll, expect, vi } from 'vitest';
import { renderWithProviders, TEST_API_BASE } from '../../test/renderWithProviders';
import type { RoleDetailsValues } from '../model/types';
import { RoleDetailsStep } from './RoleDetailsStep';

/** Signs in as the demo user before the tests; returns a getter for the token. */
export const signInDemoBeforeAll = (api: MockApi): (() => string) => {
  let token = '';
  beforeAll(async () => {
    token = await api.demoToken();
  });
  return () => token;
};

export function RoleDetailsHarness({
  initial,
  spy,
}: {
  initial: RoleDetailsValues;
  spy: (v: RoleDetailsValues) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RoleDetailsStep
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

/** Renders `ui` with a client carrying the demo token. */
export const renderSignedIn = (ui: ReactElement, token: () => string) =>
  renderWithProviders(ui, {
    client: createApiClient({ baseUrl: TEST_API_BASE, getToken: token }),
  });

export const renderRoleDetails = (token: () => string, initial: RoleDetailsValues = {}) => {
  const spy = vi.fn<(v: RoleDetailsValues) => void>();
  const utils = renderSignedIn(<RoleDetailsHarness initial={initial} spy={spy} />, token);
  return { ...utils, spy, last: (): RoleDetailsValues => spy.mock.lastCall?.[0] ?? initial };
};

/** Presses Tab until `target` has focus (keyboard only); fails after 60 presses. */
export const tabTo = async (user: UserEvent, target: HTMLElement) => {
  for (let i = 0; i < 60 && document.activeElement !== target; i++) await user.tab();
  expect(target).toHaveFocus();
};

/** Waits until the industry categories have loaded. */
export const categoriesLoaded = async () => {
  const combobox = screen.getByRole('combobox', { name: 'Industry Category' });
  await vi.waitFor(() => expect(combobox).not.toHaveAttribute('aria-disabled'));
  return combobox;
};
