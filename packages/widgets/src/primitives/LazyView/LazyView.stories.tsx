import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { LazyView } from './LazyView';

/** A view whose code never arrives: the loading state stays on screen. */
const Pending = lazy(() => new Promise<never>(() => {}));

const meta = {
  title: 'Primitives/LazyView',
  component: LazyView,
  args: { children: <Pending /> },
} satisfies Meta<typeof LazyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading the sign-up form...' } };
