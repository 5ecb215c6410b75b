import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '../../strings/en';
import { Carousel } from './Carousel';

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: {
    label: en.signIn.carouselLabel,
    slides: en.signIn.slides.map((claim) => <p key={claim}>{claim}</p>),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInClaims: Story = {};
export const ThirdSlide: Story = { args: { defaultIndex: 2 } };
export const Manual: Story = { args: { interval: 0 } };
