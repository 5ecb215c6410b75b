import { describe, expect, it } from 'vitest';
import { foldText, groupCompetencies } from './groupCompetencies';

const options = [
  { _id: 'testing', name: 'Testing and Quality', function: 'backend' },
  { _id: 'programming', name: 'Programming', function: 'backend' },
  { _id: 'web', name: 'Web Development', function: 'frontend' },
  { _id: 'resume', name: 'Résumé Screening', function: 'hr' },
  // offered again under another function: listed once, under the first
  { _id: 'programming', name: 'Programming', function: 'frontend' },
];
const names: Record<string, string> = { backend: 'Backend', frontend: 'Frontend', hr: 'HR' };
const groups = (chosen: string[], query = '', functionOrder: string[] = []) =>
  groupCompetencies({
    options,
    chosen,
    query,
    chosenTitle: 'Chosen',
    functionName: (id) => names[id] ?? id,
    functionOrder,
  }).map((g) => [g.title, g.items.map((i) => i.name)]);

describe('groupCompetencies', () => {
  it('groups by function (the role order first, then by name), each sorted by name', () => {
    expect(groups([], '', ['frontend'])).toEqual([
      ['Frontend', ['Web Development']],
      ['Backend', ['Programming', 'Testing and Quality']],
      ['HR', ['Résumé Screening']],
    ]);
  });

  it('puts the chosen ones first, in choice order, and out of their function', () => {
    expect(groups(['web', 'testing'])).toEqual([
      ['Chosen', ['Web Development', 'Testing and Quality']],
      ['Backend', ['Programming']],
      ['HR', ['Résumé Screening']],
    ]);
  });

  it('filters by name, ignoring case and diacritics, and leaves out empty groups', () => {
    expect(groups(['web'], 'RESUME')).toEqual([['HR', ['Résumé Screening']]]);
    expect(groups(['web'], '  dev ')).toEqual([['Chosen', ['Web Development']]]);
    expect(groups([], 'nothing like it')).toEqual([]);
  });

  it('folds text to lower case without diacritics', () => {
    expect(foldText('Café ÉLAN')).toBe('cafe elan');
  });
});
