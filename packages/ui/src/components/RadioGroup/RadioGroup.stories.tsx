import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { useHeldValue } from '../../forms/storyState';
import { RadioGroup, choiceOrientations, type RadioGroupProps } from './RadioGroup';
import { expectFilledApart, inForcedColors } from '../../test-assets/forcedColors';

const experience = ['0-2', '3-5', '6-8', '9-11', '12-14'].map((range) => ({
  value: range,
  label: `${range} years`,
}));

/**
 * Presses an arrow key the way a person does, releasing it only after focus has moved: Radix moves
 * focus a tick after keydown and chooses the option only while the key is still down.
 */
async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowRight', focusMovesTo: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(focusMovesTo).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

/** Holds the value the way a screen or a filter would. */
function StatefulRadioGroup(props: RadioGroupProps) {
  return <RadioGroup {...props} {...useHeldValue(props.value, props.onChange)} />;
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Experience', options: experience, value: '', onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: choiceOrientations } },
  render: (args) => <StatefulRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '0-2 years' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '0-2 years' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('0-2');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Experience' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('3-5 years'));
    await expect(canvas.getByRole('radio', { name: '3-5 years' })).toBeChecked();
  },
};

export const ArrowKeys: Story = {
  args: { value: '3-5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab lands on the chosen option, not the first.
    await expect(canvas.getByRole('radio', { name: '3-5 years' })).toHaveFocus();
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: '6-8 years' }));
    await expect(canvas.getByRole('radio', { name: '6-8 years' })).toBeChecked();
    await pressArrow('ArrowUp', canvas.getByRole('radio', { name: '3-5 years' }));
    await pressArrow('ArrowUp', canvas.getByRole('radio', { name: '0-2 years' }));
    await expect(canvas.getByRole('radio', { name: '0-2 years' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '3-5 years' })).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Supply type',
    description: 'How often you can supply this product',
    options: [
      { value: 'Regular', label: 'Regular', description: 'Every month or more often' },
      { value: 'One Time', label: 'One Time' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Supply type' })).toHaveAccessibleDescription(
      'How often you can supply this product',
    );
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toHaveAccessibleDescription(
      'Every month or more often',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Experience' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose your experience' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Experience' });
    await expect(group).toBeInvalid();
    await expect(group).toHaveAccessibleDescription('Choose your experience');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '6-8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '0-2 years' })).toBeDisabled();
    await userEvent.click(canvas.getByText('0-2 years'));
    await expect(canvas.getByRole('radio', { name: '6-8 years' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: '9-11' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '9-11 years' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Manpower country type',
    orientation: 'horizontal',
    value: 'India',
    options: [
      { value: 'India', label: 'India' },
      { value: 'International', label: 'International' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'International' }));
    await expect(canvas.getByRole('radio', { name: 'International' })).toBeChecked();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack>
      <RadioGroup label="Experience" options={experience} value="3-5" onChange={() => {}} />
      <RadioGroup
        label="Supply type"
        required
        error="Choose a supply type"
        options={[
          { value: 'Regular', label: 'Regular' },
          { value: 'One Time', label: 'One Time', disabled: true },
        ]}
        value=""
        onChange={() => {}}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('radio', { name: '3-5 years' })).toBeChecked();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, {
  replay: false,
  check: async ({ canvasElement }) => {
    const chosen = within(canvasElement).getByRole('radio', { name: '3-5 years' });
    await expectFilledApart(chosen.firstElementChild!);
  },
});
