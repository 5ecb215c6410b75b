import type { CompetencyLevelItem } from '@rolescope/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test';
import { sampleCareerItems } from '../../../test/careerFixtures';
import { LevelRating } from './LevelRating';

const programming = sampleCareerItems[0] as CompetencyLevelItem;
const partial: CompetencyLevelItem = {
  ...programming,
  _id: 'partial',
  title: 'Partial',
  levelOptions: programming.levelOptions.map((o) =>
    o.level === 2 || o.level === 4 ? { ...o, description: '', abilities: [] } : o,
  ),
};

function Harness({
  item = programming,
  target = 4,
}: {
  item?: CompetencyLevelItem;
  target?: number;
}) {
  const [value, setValue] = useState<number | undefined>();
  return <LevelRating item={item} target={target} value={value} onChange={setValue} />;
}

describe('<LevelRating />', () => {
  it('marks the target level "Target", never "Recommended" (the user rates the current level)', () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Your current level in Programming' });
    expect(within(group).getByRole('radio', { name: 'Level 4 Target' })).toBeInTheDocument();
    expect(within(group).queryByText('Recommended')).toBeNull();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('shows each level description and its abilities, and is a labelled region', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('region', { name: 'Programming' })).toBeInTheDocument();
    const level2 = screen.getByRole('radio', { name: /^Level 2/ });
    expect(level2).toHaveAccessibleDescription('Programming at level 2');
    expect(
      within(level2.parentElement?.parentElement as HTMLElement).getByText(
        'Programming ability 2a',
      ),
    ).toBeInTheDocument();
  });

  it('skips undefined levels with the arrow keys and does not select them by click', async () => {
    const { user } = renderWithProviders(<Harness item={partial} target={3} />);
    const level1 = screen.getByRole('radio', { name: /^Level 1/ });
    expect(screen.getByRole('radio', { name: /^Level 2/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: /^Level 2/ }));
    expect(screen.getByRole('radio', { name: /^Level 2/ })).not.toBeChecked();
    await user.click(level1);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Level 3/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Level 3/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Level 5/ })).toBeChecked();
  });
});
