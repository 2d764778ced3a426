import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShowMore } from './ShowMore';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ShowMore',
  component: ShowMore,
  args: { remaining: 576, batch: 12, onShowMore: fn(), attachEnd: () => undefined },
} satisfies Meta<typeof ShowMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under a long list: how many the next press shows and how many are not shown yet. Out of sight until it has the
 * focus (scrolling adds the listings by itself; a screen reader reads it where it is).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show 12 more (576 not shown yet)' });
    // Its frame clips it to a pixel until it has the focus.
    const frame = button.parentElement!;
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(frame.getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** Fewer left than a batch: it offers those. */
export const LastFew: Story = {
  args: { remaining: 5 },
  play: async () => {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Show 5 more (5 not shown yet)');
  },
};

/** Nothing left: nothing shows. */
export const NoneLeft: Story = {
  args: { remaining: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
