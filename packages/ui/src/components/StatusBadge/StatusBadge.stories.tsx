import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Box';
import { StatusBadge, approvalStatuses } from './StatusBadge';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { approved: 'Pending' },
  argTypes: { approved: { control: 'select', options: [...approvalStatuses, 'Rejected'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Under Review')).toBeVisible();
  },
};

export const Published: Story = {
  args: { approved: 'Approved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published')).toBeVisible();
  },
};

/** A value outside the spec's table is shown as sent, in the neutral tone. */
export const OtherValue: Story = {
  args: { approved: 'Rejected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rejected')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <Inline space="sm">
      <StatusBadge approved="Pending" />
      <StatusBadge approved="Approved" />
      <StatusBadge approved="Rejected" />
    </Inline>
  ),
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
