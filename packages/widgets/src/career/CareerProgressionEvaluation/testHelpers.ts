import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import { signInDemoOn } from '../../test/demoSignIn';

/** Picks `option` in the Select labelled `label` (once its options have loaded). */
export const choose = async (user: UserEvent, label: string | RegExp, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Fills step 1's goal: target role, level 24 (High: the demo user is at 22), 1 year, a motivation. */
export const fillGoal = async (user: UserEvent, role = 'Engineering Manager') => {
  await user.type(screen.getByRole('textbox', { name: /Target role/ }), role);
  await choose(user, 'Target career level', 'Level 24 (High)');
  await choose(user, 'Time frame', '1 year');
  await user.type(screen.getByRole('textbox', { name: 'Motivation' }), 'Lead a team');
};

/** Rates every competency of step 2 at `level` (the competency's level radio). */
export const rateAll = async (user: UserEvent, level: number) => {
  const groups = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
  for (const group of groups) {
    await user.click(within(group).getByRole('radio', { name: new RegExp(`^Level ${level}\\b`) }));
  }
  return groups;
};

/** The gap table's data rows, each as the text of its cells (row header first). */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent));

/** Signs the demo user in on `api` before each test; the object holds that test's token and e-mail. */
export const signInDemoBeforeEach = (api: Parameters<typeof signInDemoOn>[0]) => {
  const session = { token: '', email: '' };
  beforeEach(async () => {
    const signedIn = await signInDemoOn(api);
    session.token = signedIn.token;
    session.email = signedIn.user.email;
  });
  return session;
};
