import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import type { ColorSchemePreference } from '../colorScheme';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';

/** A host that remembers the choice in state, as the demo does in localStorage. */
function Host({ initial }: { initial: ColorSchemePreference }) {
  const [scheme, setScheme] = useState<ColorSchemePreference>(initial);
  return (
    <RolescopeProvider colorScheme={scheme} onColorSchemeChange={setScheme}>
      <ColorSchemeSwitch />
    </RolescopeProvider>
  );
}

const meta = {
  title: 'Theme/ColorSchemeSwitch',
  component: Host,
  args: { initial: 'system' },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = {};
export const Dark: Story = { args: { initial: 'dark' } };
