/** Test helpers of steps 1 and 2: a controlled harness signed in to the in-memory API. */
import { createApiClient } from '@rolescope/core';
import type { MockApi } from '@rolescope/server/mock';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { beforeAll, expect, vi } from 'vitest';
import type { RoleDetailsValues } from '../../model/evaluation/types';
import { renderWithProviders, TEST_API_BASE } from '../../test/renderWithProviders';
import { RoleDetailsStep } from './RoleDetailsStep';

/** Signs in as the demo user before the tests; returns a getter for the token. */
export const signInDemoBeforeAll = (api: MockApi): (() => string) => {
  let token = '';
  beforeAll(async () => {
    token = await api.demoToken();
  });
  return () => token;
};

function RoleDetailsHarness({
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

/** Presses Tab until `target` has focus (keyboard only); fails after 80 presses. */
export const tabTo = async (user: UserEvent, target: HTMLElement) => {
  for (let i = 0; i < 80 && document.activeElement !== target; i++) await user.tab();
  expect(target).toHaveFocus();
};

const box = (name: string) => screen.getByRole('textbox', { name });
export const tier = (n: number) => within(screen.getByRole('group', { name: `Tier ${n}` }));
/** Waits until a combobox has loaded its options. */
const idle = (el: HTMLElement) => vi.waitFor(() => expect(el).not.toHaveAttribute('aria-busy'));

/** Tabs to the combobox `name`, waits until it has loaded its options, then presses `keys`. */
export const chooseByKeyboard = async (user: UserEvent, name: string, keys: string) => {
  // Its options may still be loading: a busy group stands in for the combobox until then.
  const el = await screen.findByRole('combobox', { name }, { timeout: 5000 });
  await tabTo(user, el);
  await idle(el);
  await user.keyboard(keys);
};

/** Tabs to the text box `name` and types `text`. */
export const typeInto = async (user: UserEvent, name: string, text: string) => {
  await tabTo(user, box(name));
  await user.keyboard(text);
};

/** Fills the three tiers of step 1 by keyboard: an institute, the Total CTC and the offer %. */
export const fillTiersByKeyboard = async (user: UserEvent) => {
  const tiers = [
    ['IIM Ahm', '3000000', '40'],
    ['IIM Bang', '2000000', '30'],
    ['NIT War', '1000000', '20'],
  ] as const;
  for (const [i, [institute, ctc, interns]] of tiers.entries()) {
    const t = tier(i + 1);
    await tabTo(user, t.getByRole('combobox', { name: `Tier ${i + 1} Institutes` }));
    await user.keyboard(`${institute}{Enter}{Escape}`);
    await tabTo(user, t.getByRole('textbox', { name: 'Total CTC' }));
    await user.keyboard(ctc);
    await tabTo(user, t.getByRole('textbox', { name: 'Pre-placement Offer (%)' }));
    await user.keyboard(interns);
  }
};

/** Waits until the industry categories have loaded. */
export const categoriesLoaded = async () => {
  // A busy "Loading options…" group stands in for the select until the categories are there.
  const combobox = await screen.findByRole(
    'combobox',
    { name: 'Industry Category' },
    { timeout: 5000 },
  );
  await vi.waitFor(() => expect(combobox).not.toHaveAttribute('aria-disabled'));
  return combobox;
};
