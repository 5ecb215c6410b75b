import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, pendingPost } from '../shared/storyUtils';
import { VerifyOtp } from './VerifyOtp';

const meta = {
  title: 'Account/VerifyOtp',
  component: VerifyOtp,
  args: {
    registration: {
      email: 'new.person@example.com',
      password: 'Strong@123',
      mobile: '9123456780',
      designation: 'Engineering Manager',
      level: 'Senior',
      functionDepartment: 'Engineering',
    },
    onVerified: () => {},
  },
} satisfies Meta<typeof VerifyOtp>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeCode = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
};

export const Default: Story = {};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123');
    await expect(within(canvasElement).getByText('OTP must be 6 digits')).toBeInTheDocument();
  },
};

/** A wrong code: a destructive "Error" toast with the server's message. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '000000');
    await expectToast(canvasElement, 'Error');
  },
};

export const Success: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/survey/verify-otp', () =>
          HttpResponse.json({
            data: {
              user: {
                _id: 'u1',
                email: 'new.person@example.com',
                mobile: '9123456780',
                designation: 'Engineering Manager',
                level: 'Senior',
                functionDepartment: 'Engineering',
                role: 'user',
                name: 'New Person',
              },
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expectToast(canvasElement, 'User Registered Successfully');
  },
};

export const Verifying: Story = {
  parameters: { msw: { handlers: pendingPost('/v1/survey/verify-otp') } },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Verifying...' }),
    ).toBeInTheDocument();
  },
};

export const MissingRegistration: Story = { args: { registration: null } };
