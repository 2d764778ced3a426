import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneStory } from '../AppLayout/storyViewports';
import { Button } from '../Button';
import { Stack } from '../Box';
import { SaveToggle } from '../SaveToggle';
import { SpecTable } from '../SpecTable';

import { ActionBar } from './ActionBar';
import { inForcedColors } from '../../test-assets/forcedColors';

const rows = Array.from({ length: 24 }, (_, index) => ({
  label: `Detail ${index + 1}`,
  value: index % 3 === 0 ? 'A longer value that takes two lines on a phone screen' : 'Value',
}));

const meta = {
  title: 'Components/ActionBar',
  component: ActionBar,
  args: {
    label: 'Actions for PP Homopolymer Granules',
    children: (
      <>
        <Button variant="secondary">View Contact Info</Button>
        <Button variant="secondary">Chat</Button>
        <SaveToggle saved={false} onChange={() => {}} label="Save PP Homopolymer Granules" />
      </>
    ),
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of actions, the first taking the room the others leave. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Actions for PP Homopolymer Granules' });
    await expect(getComputedStyle(bar).position).toBe('static');
  },
};

/** A long page on a phone: the bar sits at the bottom of the screen from the start, over the page's top. */
export const OnPhone: Story = {
  ...phoneStory,
  render: (args) => (
    <Stack space="lg">
      <SpecTable aria-label="Details" rows={rows} />
      <ActionBar {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Actions for PP Homopolymer Granules' });
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    // One row at 360 px: the bar takes no more of the screen than it must.
    await expect(bar.getBoundingClientRect().height).toBeLessThan(80);
  },
};

/** Tabbing through the page: each focused row link scrolls clear of the bar, never behind it. */
export const FocusClearOfTheBar: Story = {
  ...phoneStory,
  tags: ['skip-visual'],
  render: (args) => (
    <Stack space="lg">
      {Array.from({ length: 12 }, (_, index) => (
        <Button key={index} variant="secondary">
          Row {index + 1}
        </Button>
      ))}
      <ActionBar {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Actions for PP Homopolymer Granules' });
    for (let row = 1; row <= 12; row++) {
      await userEvent.tab();
      const focused = canvas.getByRole('button', { name: `Row ${row}` });
      await expect(focused).toHaveFocus();
      await expect(focused.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top,
      );
    }
  },
};

/** The phone bar in the dark theme: the themes differ only in their colour tokens, and axe checks them here. */
export const DarkTheme: Story = { ...OnPhone, globals: { ...OnPhone.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
