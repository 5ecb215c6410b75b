import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleWizardData } from '../CompetencyResults/fixtures';
import type { WizardData } from '../model/types';
import { CompetencySelection } from './CompetencySelection';

export const MIN_MAX = 'You can select minimum 4 and max upto 6 competencies.';
export const domainMessage = (n: number) =>
  `Select minimum ${n} and max upto 4 both functional and domain competencies.`;
export const FOUR = ['Programming', 'Software Design', 'Testing and Quality', 'Cloud Architecture'];
/** Four domain competencies offered for the domain `fillDomain` picks. */
export const FOUR_DOMAIN = [
  'Product Strategy',
  'User Research',
  'Stakeholder Management',
  'Team Leadership',
];

export type User = ReturnType<typeof renderWithProviders>['user'];

export let setData: (data: WizardData) => void = () => {};

function Harness(props: { onGenerated: () => void; onOpenChange: () => void }) {
  const [data, set] = useState<WizardData>(sampleWizardData);
  setData = set;
  return (
    <CompetencySelection
      open
      data={data}
      careerCategory="medium"
      technicalCompetence="advise"
      {...props}
    />
  );
}

export const renderSelection = () => {
  const onGenerated = vi.fn();
  const onOpenChange = vi.fn();
  const result = renderWithProviders(
    <Harness onGenerated={onGenerated} onOpenChange={onOpenChange} />,
  );
  return { ...result, onGenerated, onOpenChange };
};

export const combobox = (name: string) => screen.getByRole('combobox', { name });

/** Opens the field, toggles the named options, closes it again. */
export const pick = async (user: User, field: string, names: string[]) => {
  await user.click(combobox(field));
  const listbox = await screen.findByRole('listbox', { name: field });
  for (const name of names) await user.click(within(listbox).getByRole('option', { name }));
  await user.keyboard('{Escape}');
};

export const generate = () => screen.getByRole('button', { name: 'Generate Competency Profile' });

/** Four competencies, the domain process, both domain functions. */
export const fillDomain = async (user: User) => {
  await pick(user, 'Competencies', FOUR);
  await pick(user, 'Domain Process', ['Digital Product']);
  await pick(user, 'Domain Function', ['Product Management', 'User Experience']);
};
