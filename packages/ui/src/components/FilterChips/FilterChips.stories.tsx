import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterChips, type FilterChipsProps } from './FilterChips';
import type { FilterChip } from './chips';
import { inForcedColors } from '../../test-assets/forcedColors';

const chips: FilterChip[] = [
  { id: 'brand:Reliance', label: 'Reliance' },
  { id: 'brand:Haldia', label: 'Haldia' },
  { id: 'year:2019', label: '2019' },
  { id: 'year:2024', label: '2024' },
];

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { chips, onRemove: fn(), onClearAll: fn(), label: 'Applied filters' },
  argTypes: { chips: { control: 'object' } },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the chips as the screen does, so removals show. */
function HeldChips(args: FilterChipsProps) {
  const [held, setHeld] = useState(args.chips);
  return (
    <FilterChips
      {...args}
      chips={held}
      onRemove={(chip) => {
        args.onRemove(chip);
        setHeld((current) => current.filter((c) => c.id !== chip.id));
      }}
      onClearAll={() => {
        args.onClearAll();
        setHeld([]);
      }}
    />
  );
}

export const Playground: Story = { render: (args) => <HeldChips {...args} /> };

export const RemoveByKeyboard: Story = {
  render: (args) => <HeldChips {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Applied filters' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove filter Reliance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 'brand:Reliance', label: 'Reliance' });
    await expect(within(group).queryByText('Reliance')).not.toBeInTheDocument();
    // Focus moves on to the chip that took its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove filter Haldia' })).toHaveFocus());
  },
};

/** Without chips the bar goes away (the screen decides where focus goes next). */
export const RemovingTheLastChip: Story = {
  args: { chips: chips.slice(0, 1) },
  render: (args) => <HeldChips {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Reliance' }));
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

export const ClearAll: Story = {
  render: (args) => <HeldChips {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  },
};

export const DuplicateNamesShowOnce: Story = {
  args: { chips: [...chips.slice(0, 2), { id: 'brand:reliance-2', label: 'Reliance' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Remove filter Reliance' })).toHaveLength(1);
  },
};

/** No filters in force: nothing is shown. */
export const NoFilters: Story = {
  args: { chips: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
