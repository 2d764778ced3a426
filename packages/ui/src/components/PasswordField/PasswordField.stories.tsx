import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { PasswordField, passwordAutoCompletes } from './PasswordField';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// A password input has no ARIA role; find it through its label (whose text ends in the required star).
const byLabel = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}\\b`));
const passwordInput = (canvasElement: HTMLElement) => byLabel(canvasElement, 'Password');

export const Playground: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret!');
    await expect(input).toHaveValue('s3cret!');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordInput(canvasElement)).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 's3cret!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret!');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithDescription: Story = {
  args: { label: 'New password', autoComplete: 'new-password', description: 'At least 8 characters' },
  play: async ({ canvasElement }) => {
    await expect(byLabel(canvasElement, 'New password')).toHaveAccessibleDescription('At least 8 characters');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'abc', error: 'The password is incorrect' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The password is incorrect');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 's3cret!' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 's3cret!' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveValue('s3cret!');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <PasswordField label="Old password" required defaultValue="s3cret!" />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        error="The new password confirmation does not match"
      />
      <PasswordField label="Confirm password" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(byLabel(canvasElement, 'New password')).toBeInvalid();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
