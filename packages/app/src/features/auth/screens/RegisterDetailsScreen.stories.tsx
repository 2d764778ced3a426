import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegisterDetailsScreen from './RegisterDetailsScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Auth/Register details',
  tags: ['!autodocs'],
  component: RegisterDetailsScreen,
  decorators: [withApp({ path: '/register-verify' })],
  beforeEach: () => {
    sessionStorage.setItem(
      'plastihub.registration',
      JSON.stringify({ countryCode: '+91', mobile: '9000012345' }),
    );
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof RegisterDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsMobileReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: /^Mobile/ });
    await expect(mobile).toHaveValue('+91 9000012345');
    await expect(mobile).toHaveAttribute('readonly');
  },
};

export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret@124');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      /The passwords do not match\./,
    );
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      /Please enter your first name\./,
    );
  },
};

export const WrongOtpFromServer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Kavya');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Rao Packaging');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'kavya@example.in');
    await userEvent.type(canvas.getByRole('textbox', { name: /^OTP/ }), '999999');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^OTP/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Kavya');
  },
};

export const Registers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Kavya');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Rao Packaging');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'kavya@example.in');
    await userEvent.type(canvas.getByRole('textbox', { name: /^OTP/ }), '123456');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(storyLocation()).toBe('/update-role'));
  },
};
