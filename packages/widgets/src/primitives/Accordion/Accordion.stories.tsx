import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  { value: 'one', header: 'Role Details', content: <p>Role, industry and company.</p> },
  {
    value: 'two',
    header: 'Organization Details',
    summary: 'National',
    content: <p>Management level, scope, employees and revenue.</p>,
  },
  { value: 'three', header: 'Role Impact', content: <p>Eight impact questions.</p> },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = { args: { defaultValue: 'one' } };

export const AllClosed: Story = {};

export const Toggling: Story = {
  args: { defaultValue: 'one' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Organization Details/ }));
    await expect(canvas.getByRole('button', { name: 'Role Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Closed panels stay rendered (hidden), e.g. for a printout that shows every panel. */
export const KeepMounted: Story = {
  args: { defaultValue: 'one', keepMounted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Eight impact questions.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Role Impact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
