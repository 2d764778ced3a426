import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Box';
import { Badge, badgeTones } from './Badge';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Approved', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const toneLabels = {
  neutral: 'Draft',
  info: 'New',
  success: 'Approved',
  warning: 'Pending approval',
  critical: 'Rejected',
} as const;

export const Tones: Story = {
  render: () => (
    <Inline space="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {toneLabels[tone]}
        </Badge>
      ))}
    </Inline>
  ),
};

export const UnreadCount: Story = {
  args: { children: '3', tone: 'info', label: '3 unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 unread messages')).toBeInTheDocument();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
