import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OtpVerifyScreen from './OtpVerifyScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Auth/OTP verify',
  tags: ['!autodocs'],
  component: OtpVerifyScreen,
  decorators: [withApp({ path: '/login-with-otp-verify' })],
  beforeEach: () => {
    sessionStorage.setItem('plastihub.otp-username', '9876543210');
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof OtpVerifyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsNumberWithEditLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9876543210')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit 9876543210' })).toHaveAttribute(
      'href',
      '/login-with-otp',
    );
  },
};

export const WrongOtp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^OTP/ }), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^OTP/ })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^OTP/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(storyLocation()).toBe('/'));
  },
};
