import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { NumberField, numberInputModes } from './NumberField';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Machine size', unit: 'Ton' },
  argTypes: { inputMode: { control: 'inline-radio', options: numberInputModes } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true, description: 'Clamping force' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Machine size (Ton)' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('250');
    await expect(input).toHaveValue('250');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ton')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Machine size (Ton)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
  },
};

export const WithDescription: Story = {
  args: { label: 'Shot weight', unit: 'gms', unitLabel: 'grams', description: 'Polystyrene equivalent' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Shot weight (grams)' }),
    ).toHaveAccessibleDescription('Polystyrene equivalent');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Machine size (Ton)' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'abc', error: 'Enter the machine size in Ton' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Machine size (Ton)' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter the machine size in Ton');
  },
};

export const ReadOnly: Story = {
  args: { label: 'Spare capacity', unit: 'Hours/Month', readOnly: true, defaultValue: '120' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Spare capacity (Hours/Month)' });
    await expect(canvas.getByText('Read only')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}5');
    await expect(input).toHaveValue('120');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '250' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Machine size (Ton)' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { label: 'Extrusion capacity', unit: 'Kg/Hr', defaultValue: '350.5' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Extrusion capacity (Kg/Hr)' }),
    ).toHaveValue('350.5');
  },
};

export const YearWithArrowKeys: Story = {
  args: { label: 'Manufacturing year', unit: undefined, inputMode: 'numeric', min: 1950, max: 2026 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Manufacturing year' });
    await expect(input).toHaveAccessibleDescription('From 1950 to 2026');
    await userEvent.type(input, '2024');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('2026');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2025');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <NumberField label="Machine size" unit="Ton" required defaultValue="250" />
      <NumberField label="Platen size" unit="mm" required error="Enter the platen size" />
      <NumberField label="Spare capacity" unit="Hours/Month" readOnly defaultValue="120" />
      <NumberField label="Quantity" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Platen size (mm)' })).toBeInvalid();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
