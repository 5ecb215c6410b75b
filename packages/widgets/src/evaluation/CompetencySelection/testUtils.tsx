import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { WizardData } from '../../model/evaluation/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleWizardData } from '../../test/resultsFixtures';
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

/** The functional competencies: a group of checkboxes named "Functional Competencies". */
export const competencyList = () => screen.getByRole('group', { name: 'Functional Competencies' });

/** The one-line explanations of the domain fields (their hints, after any message). */
export const DOMAIN_INFO = {
  'Domain Process':
    'Domain process: the industry the role serves, whose own know-how it needs (e.g. BFSI, Healthcare).',
  'Domain Function':
    'Domain function: the area of that industry the role works in (e.g. Banking, Insurance, Clinical Care).',
  'Domain Competencies':
    'Domain competencies: industry knowledge the role needs beyond its functional competencies, such as regulations, products and practices.',
} as const;

/** A domain field's accessible description: its message, then its explanation. */
export const domainDescription = (field: keyof typeof DOMAIN_INFO, message?: string) =>
  [message, DOMAIN_INFO[field]].filter(Boolean).join(' ');

/**
 * Toggles the named options: the competencies' checkboxes, or in a multi-select, opens it,
 * toggles them and closes it again.
 */
export const pick = async (user: User, field: string, names: string[]) => {
  if (field === 'Functional Competencies') {
    // Loaded once the search field is there (a busy group of that name stands in before).
    await screen.findByRole('searchbox', { name: 'Search competencies' });
    const list = competencyList();
    for (const name of names) await user.click(within(list).getByRole('checkbox', { name }));
    return;
  }
  await user.click(await screen.findByRole('combobox', { name: field }));
  const listbox = await screen.findByRole('listbox', { name: field });
  for (const name of names) await user.click(within(listbox).getByRole('option', { name }));
  await user.keyboard('{Escape}');
};

export const generate = () => screen.getByRole('button', { name: 'Generate Competency Profile' });

/** Four competencies, the domain process, both domain functions. */
export const fillDomain = async (user: User) => {
  await pick(user, 'Functional Competencies', FOUR);
  await pick(user, 'Domain Process', ['Digital Product']);
  await pick(user, 'Domain Function', ['Product Management', 'User Experience']);
};
