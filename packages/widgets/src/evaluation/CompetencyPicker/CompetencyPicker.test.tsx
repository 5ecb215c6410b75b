import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { CompetencyPicker } from './CompetencyPicker';

const options = [
  { _id: 'programming', name: 'Programming', function: 'backend' },
  { _id: 'testing', name: 'Testing and Quality', function: 'backend' },
  { _id: 'web', name: 'Web Development', function: 'frontend' },
  { _id: 'resume', name: 'Résumé Screening', function: 'hr' },
];
const names: Record<string, string> = { backend: 'Backend', frontend: 'Frontend', hr: 'HR' };

function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CompetencyPicker
      id="picker"
      label="Competencies"
      required
      options={options}
      value={value}
      onChange={setValue}
      functionName={(id) => names[id] ?? id}
      functionOrder={['backend', 'frontend']}
      hint="Select 4 to 6."
    />
  );
}

const groupNames = () =>
  within(screen.getByRole('group', { name: 'Competencies' }))
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-labelledby') && g.querySelector('h3')?.textContent);

describe('<CompetencyPicker />', () => {
  it('groups the competencies by function under headings that name each group', () => {
    renderWithProviders(<Harness />);
    const list = screen.getByRole('group', { name: 'Competencies' });
    expect(list).toHaveAccessibleDescription('Select 4 to 6.');
    expect(groupNames()).toEqual(['Backend', 'Frontend', 'HR']);
    const backend = screen.getByRole('group', { name: 'Backend' });
    expect(
      within(backend)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('id')),
    ).toEqual(['picker-c-programming', 'picker-c-testing']);
    expect(screen.getByRole('heading', { name: 'Frontend' })).toBeInTheDocument();
  });

  it('moves a chosen competency to the Chosen group at the top and keeps its focus', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Web Development' }));
    expect(groupNames()).toEqual(['Chosen', 'Backend', 'HR']);
    const chosen = screen.getByRole('group', { name: 'Chosen' });
    const web = within(chosen).getByRole('checkbox', { name: 'Web Development' });
    expect(web).toBeChecked();
    expect(web).toHaveFocus();
    // by keyboard: Space unticks it, it goes back to its function, focus stays on it
    await user.keyboard(' ');
    const back = within(screen.getByRole('group', { name: 'Frontend' })).getByRole('checkbox', {
      name: 'Web Development',
    });
    expect(back).not.toBeChecked();
    expect(back).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Chosen' })).not.toBeInTheDocument();
  });

  it('lists the chosen ones in choice order', async () => {
    const { user } = renderWithProviders(<Harness initial={['testing']} />);
    await user.click(screen.getByRole('checkbox', { name: 'Résumé Screening' }));
    expect(
      within(screen.getByRole('group', { name: 'Chosen' }))
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Testing and Quality', 'Résumé Screening']);
  });

  it('searches by name ignoring case and diacritics; says when nothing matches; clearing restores', async () => {
    const { user } = renderWithProviders(<Harness />);
    const search = screen.getByRole('searchbox', { name: 'Search competencies' });
    await user.type(search, 'RESUME');
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      'Résumé Screening',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No competencies match');
    await user.clear(search);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(search).toHaveValue('');
  });

  it('keeps a choice made while searching when the search is cleared', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search competencies' }), 'test');
    await user.click(screen.getByRole('checkbox', { name: 'Testing and Quality' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search competencies' }));
    expect(
      within(screen.getByRole('group', { name: 'Chosen' })).getByRole('checkbox', {
        name: 'Testing and Quality',
      }),
    ).toBeChecked();
  });
});
