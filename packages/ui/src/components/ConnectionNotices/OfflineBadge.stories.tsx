import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBadge } from './OfflineBadge';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ConnectionNotices/OfflineBadge',
  component: OfflineBadge,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Offline$/);
    await expect(status).toBeVisible();
  },
} satisfies Meta<typeof OfflineBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
