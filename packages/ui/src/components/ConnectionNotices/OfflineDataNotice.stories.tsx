import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { phoneStory } from '../AppLayout/storyViewports';
import { OfflineDataNotice } from './OfflineDataNotice';
import { inForcedColors } from '../../test-assets/forcedColors';

const savedAt = new Date('2026-11-26T10:42:00+05:30');
const offlineText = 'You are offline. Showing what you saw on 26 Nov, 10:42.';
const onlineText = 'You are back online. Showing what you saw on 26 Nov, 10:42.';

const meta = {
  title: 'Components/ConnectionNotices/OfflineDataNotice',
  component: OfflineDataNotice,
  args: { savedAt, online: false, onRefresh: fn() },
  // A Date, not the timestamp Storybook's date control would hand over.
  argTypes: { savedAt: { control: false } },
} satisfies Meta<typeof OfflineDataNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineText);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const BackOnline: Story = {
  args: { online: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(onlineText);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Both states, one above the other: the same box, as tall, with Refresh inside on the right. */
export const BothStatesSameBox: Story = {
  render: (args) => (
    <Stack space="md">
      <OfflineDataNotice {...args} online={false} />
      <OfflineDataNotice {...args} online />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [offline, online] = within(canvasElement)
      .getAllByRole('status')
      .map((status) => status.parentElement?.getBoundingClientRect());
    await expect(online?.height).toBe(offline?.height);
    await expect(online?.width).toBe(offline?.width);
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh' }).getBoundingClientRect();
    await expect(refresh.top).toBeGreaterThanOrEqual(online?.top ?? Infinity);
    await expect(refresh.bottom).toBeLessThanOrEqual(online?.bottom ?? -Infinity);
  },
};

/** On a phone the message wraps and Refresh goes under it, inside the box; nothing runs off the screen. */
export const PhoneBackOnline: Story = {
  ...phoneStory,
  args: { online: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(onlineText);
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkThemeOffline: Story = { globals: { theme: 'dark' } };

export const DarkThemeBackOnline: Story = { globals: { theme: 'dark' }, args: { online: true } };

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkThemeOffline, { replay: false });
