import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { TextArea } from './TextArea';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true, showCount: true, maxLength: 500 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Need 2 tonnes of PP granules.');
    await expect(box).toHaveAccessibleDescription('29 of 500 characters');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First line{Enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
  },
};

export const WithDescription: Story = {
  args: { label: 'Description', description: 'Grade, colour, packing and anything a buyer should know' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toHaveAccessibleDescription('Grade, colour, packing and anything a buyer should know');
  },
};

export const WithCharacterCount: Story = {
  args: { showCount: true, maxLength: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 40 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(canvas.getByText('5 of 40 characters')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, showCount: true, maxLength: 500, error: 'Enter your message' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Enter your message 0 of 500 characters');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Sent on 12-03-2025. Awaiting reply.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Sent on 12-03-2025. Awaiting reply.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: 'We have 20 tonnes of HDPE regrind, natural colour, available every month.',
    showCount: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('73 characters')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <TextArea label="Message" required showCount maxLength={500} defaultValue="Hello" />
      <TextArea label="Description" required error="Enter a description" />
      <TextArea label="Notes" readOnly defaultValue="Read only notes" />
      <TextArea label="Remarks" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toBeInvalid();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
