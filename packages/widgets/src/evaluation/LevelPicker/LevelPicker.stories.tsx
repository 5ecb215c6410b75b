import type { CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fetchCompetencyItems, signInDemo, storyApiBase } from '../../test/resultsFixtures';
import { LevelPicker } from './LevelPicker';

type Args = { startStep?: number; initialLevels?: SelectedLevels; closable?: boolean };

function Demo({
  items,
  startStep,
  initialLevels = {},
  closable,
}: Args & { items: CompetencyLevelItem[] }) {
  const [levels, setLevels] = useState<SelectedLevels>(initialLevels);
  return (
    <LevelPicker
      items={items}
      selectedLevels={levels}
      onSelectedLevelsChange={setLevels}
      startStep={startStep}
      onComplete={(l) => console.info('[rolescope] complete', l)}
      onClose={closable ? () => console.info('[rolescope] close') : undefined}
    />
  );
}

const meta = {
  title: 'Evaluation/LevelPicker',
  component: Demo,
  loaders: [
    async () => {
      const { token } = await signInDemo(storyApiBase());
      return { items: await fetchCompetencyItems(storyApiBase(), token) };
    },
  ],
  render: (args, { loaded }) => <Demo {...args} items={loaded.items as CompetencyLevelItem[]} />,
  args: { items: [] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing chosen: Continue disabled, level 4 recommended. */
export const FirstStep: Story = {};
/** A competency that defines only levels 1, 3 and 5: the others are dimmed. */
export const PartlyDefined: Story = { args: { startStep: 2 } };
/** A level chosen: the Selected mark, Continue enabled. */
export const LevelChosen: Story = { args: { initialLevels: { '1': 3 } } };
/** The last step shows Complete. */
export const LastStep: Story = {
  args: { startStep: 3, initialLevels: { '1': 3, '2': 5, '3': 4 }, closable: true },
};
