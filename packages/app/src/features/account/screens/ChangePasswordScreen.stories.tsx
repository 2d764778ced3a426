import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_PASSWORD } from '@plastihub/mocks';
import ChangePasswordScreen from './ChangePasswordScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/ChangePassword',
  tags: ['!autodocs'],
  component: ChangePasswordScreen,
  decorators: [withApp({ path: '/change-password', signedInAs: 1 })],
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldsOf = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const form = within(canvas.getByRole('form', { name: 'Change Password' }));
  // Password inputs have no textbox role; their labels find them.
  return {
    canvas,
    form,
    old: form.getByLabelText(/^Old Password/),
    next: form.getByLabelText(/^New Password/),
    confirm: form.getByLabelText(/^Confirm New Password/),
    submit: form.getByRole('button', { name: 'Update' }),
  };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { old, next, confirm } = fieldsOf(canvasElement);
    await expect(old).toHaveAttribute('type', 'password');
    await expect(old).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveValue('');
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const { old, next, confirm, submit, canvas } = fieldsOf(canvasElement);
    await userEvent.type(next, 'Fresh@2026');
    await userEvent.click(submit);
    await expect(old).toHaveAccessibleDescription('Enter your old password.');
    await expect(confirm).toHaveAccessibleDescription('Confirm the new password.');
    await expect(next).not.toHaveAttribute('aria-invalid');
    await expect(old).toHaveFocus();
    await expect(next).toHaveValue('Fresh@2026');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ServerValidation: Story = {
  play: async ({ canvasElement }) => {
    const { old, next, confirm, submit, canvas } = fieldsOf(canvasElement);
    await userEvent.type(old, 'not-my-password');
    await userEvent.type(next, 'short');
    await userEvent.type(confirm, 'different');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Password not changed.',
    );
    await expect(old).toHaveAccessibleDescription('The old password is incorrect.');
    await expect(next).toHaveAccessibleDescription('The new password must be at least 8 characters.');
    await expect(confirm).toHaveAccessibleDescription('The new password confirmation does not match.');
    // What was typed stays for correcting.
    await expect(old).toHaveValue('not-my-password');
    await expect(confirm).toHaveValue('different');
  },
};

export const ChangedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { old, next, confirm, canvas } = fieldsOf(canvasElement);
    await userEvent.type(old, DEMO_PASSWORD);
    await userEvent.type(next, 'Fresh@2026x');
    await userEvent.type(confirm, 'Fresh@2026x{Enter}');
    await expect(await canvas.findByRole('status', undefined, LOAD)).toHaveTextContent(
      'Password changed successfully.',
    );
    // A fresh, empty form, without "required" messages.
    const fresh = fieldsOf(canvasElement);
    await expect(fresh.old).toHaveValue('');
    await expect(fresh.next).toHaveValue('');
    await expect(fresh.old).not.toHaveAttribute('aria-invalid');
  },
};

export const ShowPasswordToggle: Story = {
  play: async ({ canvasElement }) => {
    const { old, form } = fieldsOf(canvasElement);
    await userEvent.type(old, 'secret-text');
    await userEvent.click(form.getByRole('button', { name: 'Show old password' }));
    await expect(old).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: 'Show old password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SubmitFails: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/change-password' }] },
  play: async ({ canvasElement }) => {
    const { old, next, confirm, submit, canvas } = fieldsOf(canvasElement);
    await userEvent.type(old, DEMO_PASSWORD);
    await userEvent.type(next, 'Fresh@2026x');
    await userEvent.type(confirm, 'Fresh@2026x');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Something went wrong on our side',
    );
    await expect(next).toHaveValue('Fresh@2026x');
  },
};
