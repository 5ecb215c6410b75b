import type { CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../test/mockApi';
import { renderWithProviders, TEST_API_BASE } from '../../test/renderWithProviders';
import { fetchCompetencyItems, signInDemo } from '../../test/resultsFixtures';
import { LevelPicker } from './LevelPicker';

setupMockApi({ seed: true });

let items: CompetencyLevelItem[] = [];
beforeAll(async () => {
  const { token } = await signInDemo(TEST_API_BASE);
  // programming (levels 1-5), incident-management (levels 1, 3, 5), software-design
  items = await fetchCompetencyItems(TEST_API_BASE, token);
});

function Harness(props: { startStep?: number; onComplete?: (l: SelectedLevels) => void }) {
  const [levels, setLevels] = useState<SelectedLevels>({});
  return (
    <LevelPicker
      items={items}
      selectedLevels={levels}
      onSelectedLevelsChange={setLevels}
      startStep={props.startStep}
      onComplete={props.onComplete ?? (() => {})}
    />
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('<LevelPicker />', () => {
  it('shows the title, step, percent bar, competency and five levels', async () => {
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Competency Assessment' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('33%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(dialog).getByRole('heading', { name: 'Programming' })).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { name: 'Programming' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(
      within(group).getByText('Writes simple code from detailed specifications with help.'),
    ).toBeInTheDocument();
    expect(within(group).getByText('Fixes simple defects with guidance')).toBeInTheDocument();
  });

  it('keeps Continue disabled until a level is chosen, then marks it Selected', async () => {
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    expect(continueButton()).toBeDisabled();
    const level2 = screen.getByRole('radio', { name: 'Level 2' });
    await user.click(level2);
    expect(level2).toHaveAttribute('aria-checked', 'true');
    // The mark is beside the radio (its name stays its visible text), on the same card.
    const card = level2.parentElement?.parentElement as HTMLElement;
    expect(within(card).getByText('Selected')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it("names each level's radio by exactly its visible text; a click anywhere on the card chooses it", async () => {
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAccessibleName(radio.textContent ?? '');
    }
    const level4 = screen.getByRole('radio', { name: 'Level 4' });
    const card = level4.parentElement?.parentElement as HTMLElement;
    await user.click(within(card).getByRole('list'));
    expect(level4).toHaveAttribute('aria-checked', 'true');
  });

  it('marks the recommended level', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    // technical competence "advise" (no career category) recommends level 3
    const recommended = screen.getByRole('radio', { name: 'Level 3 Recommended' });
    expect(within(recommended).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
  });

  it('dims undefined levels: not selectable, aria-disabled', async () => {
    const { user } = renderWithProviders(<Harness startStep={2} />);
    await screen.findByRole('heading', { name: 'Incident Management' });
    const level2 = screen.getByRole('radio', { name: 'Level 2' });
    const level4 = screen.getByRole('radio', { name: 'Level 4' });
    expect(level2).toHaveAttribute('aria-disabled', 'true');
    expect(level4).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('radio', { name: /Level 3/ })).not.toHaveAttribute('aria-disabled');
    await user.click(level2);
    expect(level2).toHaveAttribute('aria-checked', 'false');
    expect(continueButton()).toBeDisabled();
  });

  it('selects with the arrow keys, skipping undefined levels', async () => {
    const { user } = renderWithProviders(<Harness startStep={2} />);
    const heading = await screen.findByRole('heading', { name: 'Incident Management' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.tab();
    const level1 = screen.getByRole('radio', { name: 'Level 1' });
    expect(level1).toHaveFocus();
    await user.keyboard(' ');
    expect(level1).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    const level3 = screen.getByRole('radio', { name: /Level 3/ });
    expect(level3).toHaveAttribute('aria-checked', 'true');
    expect(level3).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Level 5' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowUp}');
    expect(level3).toHaveAttribute('aria-checked', 'true');
    expect(level1).toHaveAttribute('tabindex', '-1');
    expect(level3).toHaveAttribute('tabindex', '0');
  });

  it('moves between steps, focusing the heading, and completes on the last one', async () => {
    const onComplete = vi.fn();
    const { user } = renderWithProviders(<Harness onComplete={onComplete} />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Level 2' }));
    await user.click(continueButton());
    const heading = screen.getByRole('heading', { name: 'Incident Management' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Level 2' })).toHaveAttribute('aria-checked', 'true');
    await user.click(continueButton());
    await user.click(screen.getByRole('radio', { name: 'Level 5' }));
    await user.click(continueButton());
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Level 1' }));
    await user.click(complete);
    expect(onComplete).toHaveBeenCalledWith({ '1': 2, '2': 5, '3': 1 });
  });

  it('lets a competency without any defined level pass', async () => {
    const empty: CompetencyLevelItem = {
      step: 1,
      _id: 'empty',
      title: 'Empty',
      description: '',
      recommendedLevel: 1,
      levelOptions: [1, 2, 3, 4, 5].map((level) => ({ level, description: '', abilities: [] })),
    };
    renderWithProviders(
      <LevelPicker
        items={[empty]}
        selectedLevels={{}}
        onSelectedLevelsChange={() => {}}
        onComplete={() => {}}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeEnabled();
  });

  it('closes through onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <LevelPicker
        items={items}
        selectedLevels={{}}
        onSelectedLevelsChange={() => {}}
        onComplete={() => {}}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
