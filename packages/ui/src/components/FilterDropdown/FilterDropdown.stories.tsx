import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Box';
import { FilterDropdown, type FilterDropdownProps } from './FilterDropdown';
import { filterSelections } from './filterCount';
import { inForcedColors } from '../../test-assets/forcedColors';

const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const experienceRanges = labelled(['0-2', '3-5', '6-8', '9-11', '12-14', '15-17', '18-20', '21-23', '24-26']);
const salaryRanges = labelled(['Below 10K', '10k-15k', '15k-25k', '25k-50k', '50k-1L', 'Above of 1L']);
const countries = [
  { value: '101', label: 'India' },
  { value: '18', label: 'Bangladesh' },
  { value: '229', label: 'United Arab Emirates' },
  { value: '161', label: 'Nepal' },
];
const keySkills = labelled([
  'Injection moulding',
  'Mould maintenance',
  'Quality control',
  'Extrusion',
  'SAP MM',
]);

const meta = {
  title: 'Components/FilterDropdown',
  component: FilterDropdown,
  args: {
    name: 'Country',
    options: countries,
    selection: 'multiple',
    value: [],
    loading: false,
    onApply: fn(),
  },
  argTypes: {
    selection: { control: 'inline-radio', options: filterSelections },
    options: { control: false },
  },
} satisfies Meta<typeof FilterDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the applied value as a screen does. */
function AppliedFilter(args: FilterDropdownProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FilterDropdown
      {...args}
      value={value}
      onApply={(next) => {
        setValue(next);
        args.onApply(next);
      }}
    />
  );
}

const page = () => within(document.body);

/**
 * Presses an arrow key the way a person does, releasing it only after focus has moved: Radix moves
 * focus a tick after keydown and chooses the option only while the key is still down.
 */
async function pressArrowDown(focusMovesTo: HTMLElement) {
  await userEvent.keyboard('{ArrowDown>}');
  await waitFor(() => expect(focusMovesTo).toHaveFocus());
  await userEvent.keyboard('{/ArrowDown}');
}
const openPopover = (name: string) => page().findByRole('dialog', { name });

export const Playground: Story = { render: (args) => <AppliedFilter {...args} /> };

export const KeySkillsApplied: Story = {
  args: { name: 'Keyskill(s)', options: keySkills, value: ['Extrusion', 'SAP MM'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Keyskill(s) (2)' })).toBeVisible();
  },
};

export const ApplyAndReset: Story = {
  render: (args) => <AppliedFilter {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Country' }));
    let popover = await openPopover('Country');
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'India' }));
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Nepal' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenLastCalledWith(['101', '161']);
    const trigger = await canvas.findByRole('button', { name: 'Country (2)' });
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    popover = await openPopover('Country');
    await expect(within(popover).getByRole('checkbox', { name: 'Nepal' })).toBeChecked();
    await userEvent.click(within(popover).getByRole('button', { name: 'Reset' }));
    await expect(args.onApply).toHaveBeenLastCalledWith([]);
    await expect(await canvas.findByRole('button', { name: 'Country' })).toHaveFocus();
  },
};

/** Experience: one range at a time, chosen and applied with the keyboard alone. */
export const SingleChoiceByKeyboard: Story = {
  args: { name: 'Experience', options: experienceRanges, selection: 'single' },
  render: (args) => <AppliedFilter {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Experience' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await openPopover('Experience');
    await waitFor(() => expect(within(popover).getByRole('radio', { name: '0-2' })).toHaveFocus());
    await pressArrowDown(within(popover).getByRole('radio', { name: '3-5' }));
    await pressArrowDown(within(popover).getByRole('radio', { name: '6-8' }));
    await expect(within(popover).getByRole('radio', { name: '6-8' })).toBeChecked();
    // Tab leaves the radio group for Reset, then Apply.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(['6-8']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Experience (1)' })).toHaveFocus());
  },
};

export const UnappliedChoicesAreDropped: Story = {
  args: { name: 'Salary', options: salaryRanges, selection: 'single', value: ['15k-25k'] },
  render: (args) => <AppliedFilter {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Salary (1)' });
    await userEvent.click(trigger);
    let popover = await openPopover('Salary');
    await userEvent.click(within(popover).getByRole('radio', { name: 'Above of 1L' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    popover = await openPopover('Salary');
    await expect(within(popover).getByRole('radio', { name: '15k-25k' })).toBeChecked();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const LoadingOptions: Story = {
  args: { name: 'Category', loading: true, options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Category' }));
    const popover = await openPopover('Category');
    // The popover fades in: visible once the animation has started.
    await waitFor(() =>
      expect(within(popover).getByRole('status', { name: 'Loading Category options' })).toBeVisible(),
    );
    await expect(within(popover).getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const NoOptions: Story = {
  args: { name: 'Condition', options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Condition' }));
    const popover = await openPopover('Condition');
    await waitFor(() =>
      expect(within(popover).getByRole('heading', { name: 'No Data Found' })).toBeVisible(),
    );
  },
};

/** The trade list's three filters side by side. */
export const FilterBar: Story = {
  render: (args) => (
    <Inline space="sm">
      <AppliedFilter {...args} name="Country" options={countries} value={['101']} />
      <AppliedFilter
        {...args}
        name="Category"
        options={labelled(['PP', 'HDPE', 'LLDPE', 'PVC'])}
        value={[]}
      />
      <AppliedFilter {...args} name="Condition" options={labelled(['New', 'Used'])} value={['New', 'Used']} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Country (1)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Condition (2)' })).toBeVisible();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
