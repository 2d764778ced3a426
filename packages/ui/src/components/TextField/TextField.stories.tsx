import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { TextField, textFieldTypes } from './TextField';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', autoComplete: 'given-name' },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '2 to 50 characters', required: true, maxLength: 50 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Anil');
    await expect(input).toHaveValue('Anil');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Meera');
    await expect(input).toHaveValue('Meera');
    await expect(input).toBeValid();
  },
};

export const WithDescription: Story = {
  args: { description: '2 to 50 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAccessibleDescription('2 to 50 characters');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    description: '2 to 50 characters',
    defaultValue: 'A',
    error: 'First name must be 2 to 50 characters',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(canvas.getByText('First name must be 2 to 50 characters')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'First name must be 2 to 50 characters 2 to 50 characters',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Anil' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Mobile',
    type: 'tel',
    readOnly: true,
    defaultValue: '9876543210',
    description: 'Verified at registration',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await expect(canvas.getByText('Read only')).toBeVisible();
    await expect(input).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('9876543210');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Anil' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, ' Kumar');
    await expect(input).toHaveValue('Anil Kumar');
  },
};

export const DigitsOnlyMobile: Story = {
  args: {
    label: 'Mobile',
    type: 'tel',
    digitsOnly: true,
    required: true,
    maxLength: 10,
    autoComplete: 'tel-national',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await expect(input).toHaveAccessibleDescription('Digits only');
    await userEvent.type(input, '98765-abc 43210');
    await expect(input).toHaveValue('9876543210');
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'name@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'meera@example.com');
    await expect(input).toHaveValue('meera@example.com');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <TextField label="First name" required description="2 to 50 characters" defaultValue="Anil" />
      <TextField label="Last name" required error="Enter your last name" />
      <TextField label="Mobile" type="tel" readOnly defaultValue="9876543210" />
      <TextField label="Company" disabled defaultValue="Shree Polymers" />
      <TextField label="Email" type="email" placeholder="name@example.com" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Last name' })).toBeInvalid();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
