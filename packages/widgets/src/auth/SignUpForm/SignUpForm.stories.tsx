import { MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, failingPost, page, pendingPost } from '../shared/storyUtils';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  args: { onRegistered: () => {} },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, mobile: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Strong@123');
  await userEvent.type(canvas.getByLabelText(/^Mobile/), mobile);
  await userEvent.type(canvas.getByLabelText(/^Designation/), 'Engineering Manager');
  await userEvent.click(canvas.getByRole('combobox', { name: /Level/ }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Senior' }));
  await userEvent.type(canvas.getByLabelText(/^Function\/Department/), 'Engineering');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the/ }));
};

export const Default: Story = {};

export const InPanel: Story = { args: { decorative: false } };

/** Every required message after submitting the empty form. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register Me' }));
    await expect(within(canvasElement).getByText('Level is required')).toBeInTheDocument();
  },
};

/** Success hints once the fields are valid. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'new.person@example.com', '9123456780');
    await expect(within(canvasElement).getByText('Email is valid')).toBeInTheDocument();
  },
};

export const TermsDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Terms and Privacy Policy' }),
    );
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Terms and Privacy Policy' }),
    ).toBeInTheDocument();
  },
};

/** The demo user's e-mail is taken: the server's errors object blames the email field. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_DEMO_EMAIL, '9000000009');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register Me' }));
    await expectToast(canvasElement, 'Please fix the following');
  },
};

/** A message without an errors object ("... phone ... exists"): the mobile field. */
export const MobileTakenByMessage: Story = {
  parameters: {
    msw: {
      handlers: failingPost('/v1/survey/initiate-registration', 400, {
        message: 'A user with this phone number already exists',
      }),
    },
  },
  play: EmailTaken.play,
};

/** Any other message: an inline banner. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: failingPost('/v1/survey/initiate-registration', 503, {
        message: 'Mail server unavailable',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'new.person@example.com', '9123456780');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register Me' }));
    await expect(
      await within(canvasElement).findByText('Mail server unavailable', { selector: 'form p' }),
    ).toBeInTheDocument();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: pendingPost('/v1/survey/initiate-registration') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'new.person@example.com', '9123456780');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register Me' }));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Registering...' }),
    ).toBeInTheDocument();
  },
};
