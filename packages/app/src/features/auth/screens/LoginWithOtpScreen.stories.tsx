import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoginWithOtpScreen from './LoginWithOtpScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Auth/Login With OTP',
  tags: ['!autodocs'],
  component: LoginWithOtpScreen,
  decorators: [withApp({ path: '/login-with-otp' })],
  beforeEach: () => () => sessionStorage.clear(),
} satisfies Meta<typeof LoginWithOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  },
};

export const RequiredField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const username = canvas.getByRole('textbox', { name: /Email \/ Mobile/ });
    await expect(username).toHaveAccessibleDescription(/Please enter your email or mobile number\./);
    await expect(username).toHaveFocus();
  },
};

export const UnknownUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: /Email \/ Mobile/ });
    await userEvent.type(username, '9000000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveValue('9000000001');
  },
};

export const ServerDown: Story = {
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/login-withotp' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email \/ Mobile/ }), '9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText(/could not reach the server/i)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveValue('9876543210');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const SendsTheOtp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /Email \/ Mobile/ }).focus();
    await userEvent.keyboard('9876543210{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/login-with-otp-verify'));
  },
};
