import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { emptyQuickCheck, type QuickCheckValues } from '../../../model/career/careerModel';
import { signInDemo } from '../../../test/demoSignIn';
import { QuickCheck } from './QuickCheck';

function Example({ initial = emptyQuickCheck }: { initial?: QuickCheckValues }) {
  const [value, setValue] = useState<QuickCheckValues>(initial);
  return <QuickCheck value={value} onChange={setValue} />;
}

const meta = {
  title: 'Career/QuickCheck',
  component: Example,
  // Signed in on the in-memory API: the catalog lists come from its fixture catalog.
  loaders: [
    async () => {
      await signInDemo((path, init) => fetch(`${window.location.origin}${path}`, init));
      return {};
    },
  ],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Your function/ })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^\d\. / })).toHaveLength(5);
  },
};

export const FunctionsChosen: Story = {
  args: {
    initial: {
      industryCategory: 'technology',
      jobFamily: 'software-engineering',
      functions: ['backend-development'],
      answers: {},
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fn = await canvas.findByRole('combobox', { name: /Your function/ }, { timeout: 10_000 });
    await userEvent.click(fn);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('option', { name: 'Backend Development' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
  },
};
