import type { Meta, StoryObj } from '@storybook/react-vite';
import { CareerProgression } from './CareerProgression';

const meta = {
  title: 'Pages/CareerProgression',
  component: CareerProgression,
} satisfies Meta<typeof CareerProgression>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
