import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { optionsFrom } from '../../forms/options';
import { Select } from './Select';
import { inForcedColors } from '../../test-assets/forcedColors';

const countries = optionsFrom(['India', 'Bangladesh', 'Nepal', 'Sri Lanka', 'United Arab Emirates']);

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Country', options: countries, placeholder: 'Select country' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Nepal');
    await expect(select).toHaveValue('Nepal');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select country', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'India');
    // The placeholder stays available, so a choice can be taken back.
    await userEvent.selectOptions(select, 'Select country');
    await expect(select).toHaveValue('');
  },
};

export const WithDescription: Story = {
  args: { label: 'Target country', description: 'Where you want to sell' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Target country' }),
    ).toHaveAccessibleDescription('Where you want to sell');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Select a country' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Select a country');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'India' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'India' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('India');
  },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Price basis',
    placeholder: 'Select price basis',
    options: [
      { value: 'Exworks', label: 'Exworks' },
      { value: 'FOB', label: 'FOB' },
      { value: 'CIF', label: 'CIF', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'CIF' })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <Select label="Country" options={countries} placeholder="Select country" required />
      <Select label="State" options={countries} placeholder="Select state" required error="Select a state" />
      <Select label="Target country" options={countries} defaultValue="Nepal" />
      <Select label="Currency" options={countries} disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('combobox', { name: 'State' })).toBeInvalid();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
