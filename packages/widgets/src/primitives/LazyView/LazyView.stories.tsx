import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyView } from './LazyView';
import { lazyWithPreload } from './lazyWithPreload';

/** A view whose code never arrives: the loading state stays on screen. */
const Pending = lazyWithPreload<object>(() => new Promise(() => {}));

const meta = {
  title: 'Primitives/LazyView',
  component: LazyView,
  args: { children: <Pending /> },
} satisfies Meta<typeof LazyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading the sign-up form...' } };
