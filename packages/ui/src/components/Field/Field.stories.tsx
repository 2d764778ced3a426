import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { darkTheme } from '../../theme';
import { Field, FieldGroup } from './Field';
import * as styles from './Field.css';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Company name',
    children: (control) => <input {...control} className={styles.control()} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'As registered with GST', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Shree Polymers');
    await expect(input).toHaveValue('Shree Polymers');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input).not.toBeRequired();
  },
};

export const WithDescription: Story = {
  args: { description: 'As registered with GST' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAccessibleDescription('As registered with GST');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The star is for the eyes; the name stays "Company name" and the control says it is required.
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, description: 'As registered with GST', error: 'Enter your company name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await expect(canvas.getByText('Enter your company name')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter your company name As registered with GST');
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Mobile',
    readOnly: true,
    children: (control) => (
      <input {...control} readOnly defaultValue="9876543210" className={styles.control()} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Read only')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('9876543210');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search products', hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Search products' })).toBeVisible();
    // Clipped to a single pixel: read out, not seen.
    await expect(canvas.getByText('Search products').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Group: Story = {
  args: { label: 'Machine drive', required: true, error: 'Choose a machine drive' },
  render: ({ label, required, error }) => (
    <FieldGroup label={label} required={required} error={error} requiredInLabel>
      {(group) => (
        <div role="group" {...group}>
          <label>
            <input type="checkbox" /> Hydraulic
          </label>
        </div>
      )}
    </FieldGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Machine drive (required)' });
    await expect(group).toHaveAccessibleDescription('Choose a machine drive');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { required: true, description: 'As registered with GST', error: 'Enter your company name' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company name' })).toBeInvalid();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
