import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { Checkbox } from './Checkbox';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Send me price alerts on WhatsApp' },
  argTypes: { checked: { control: false } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'At most one message a day' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me price alerts on WhatsApp' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Send me price alerts on WhatsApp' });
    await expect(box).not.toBeChecked();
    // The label is a target too.
    await userEvent.click(canvas.getByText('Send me price alerts on WhatsApp'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'At most one message a day' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Send me price alerts on WhatsApp' }),
    ).toHaveAccessibleDescription('At most one message a day');
  },
};

export const Required: Story = {
  args: { label: 'I agree to the Terms of Use', required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms of Use' }),
    ).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the Terms of Use',
    required: true,
    error: 'Accept the Terms of Use to continue',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Accept the Terms of Use to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me price alerts on WhatsApp' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Send me price alerts on WhatsApp' }),
    ).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'All states', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'All states' })).toBePartiallyChecked();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack space="sm">
      <Checkbox label="Checked" defaultChecked description="With a description" />
      <Checkbox label="Unchecked" />
      <Checkbox label="Partly" checked="indeterminate" />
      <Checkbox label="I agree to the Terms of Use" required error="Accept the Terms of Use to continue" />
      <Checkbox label="Disabled" disabled defaultChecked />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Checked' })).toBeChecked();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
