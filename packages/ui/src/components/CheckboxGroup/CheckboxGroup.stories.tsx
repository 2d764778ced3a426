import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { choiceOrientations } from '../RadioGroup';
import { darkTheme } from '../../theme';
import { useHeldValue } from '../../forms/storyState';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
import { inForcedColors } from '../../test-assets/forcedColors';

const keySkills = ['Injection moulding', 'Blow moulding', 'Extrusion', 'Mould design', 'Quality control'].map(
  (skill) => ({ value: skill, label: skill }),
);

/** Holds the value the way a screen or a filter would. */
function StatefulCheckboxGroup(props: CheckboxGroupProps) {
  return <CheckboxGroup {...props} {...useHeldValue([...props.value], props.onChange)} />;
}

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Key skills', options: keySkills, value: [], onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: choiceOrientations } },
  render: (args) => <StatefulCheckboxGroup {...args} />,
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Injection moulding' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Blow moulding' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Extrusion' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['Injection moulding', 'Extrusion']);
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Key skills' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Quality control'));
    await userEvent.click(canvas.getByText('Blow moulding'));
    // Option order, not click order.
    await expect(args.onChange).toHaveBeenLastCalledWith(['Blow moulding', 'Quality control']);
    await userEvent.click(canvas.getByText('Quality control'));
    await expect(canvas.getByRole('checkbox', { name: 'Quality control' })).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Condition',
    description: 'Show products in any of these conditions',
    options: [
      { value: 'New', label: 'New' },
      { value: 'Used', label: 'Used', description: 'Includes refurbished' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Condition' })).toHaveAccessibleDescription(
      'Show products in any of these conditions',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Used' })).toHaveAccessibleDescription(
      'Includes refurbished',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // A group cannot carry aria-required, so "required" is part of its name.
    await expect(
      within(canvasElement).getByRole('group', { name: 'Key skills (required)' }),
    ).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose at least one key skill' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose at least one key skill')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Key skills (required)' })).toHaveAccessibleDescription(
      'Choose at least one key skill',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['Extrusion'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Extrusion' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: ['Blow moulding', 'Mould design'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Blow moulding' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mould design' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Extrusion' })).not.toBeChecked();
  },
};

export const HiddenLabelInAFilter: Story = {
  args: {
    label: 'Country',
    hideLabel: true,
    options: ['India', 'Bangladesh', 'Nepal'].map((country) => ({ value: country, label: country })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Country' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Nepal'));
    await expect(canvas.getByRole('checkbox', { name: 'Nepal' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Condition',
    orientation: 'horizontal',
    options: [
      { value: 'New', label: 'New' },
      { value: 'Used', label: 'Used' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Used' })).toBeChecked();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <CheckboxGroup label="Key skills" options={keySkills} value={['Extrusion']} onChange={() => {}} />
      <CheckboxGroup
        label="Condition"
        required
        error="Choose a condition"
        options={[
          { value: 'New', label: 'New' },
          { value: 'Used', label: 'Used', disabled: true },
        ]}
        value={[]}
        onChange={() => {}}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Extrusion' })).toBeChecked();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
