import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Box';
import { Text } from '../Text';
import { LoadingOverlay } from './LoadingOverlay';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { active: true, delayMs: 300 },
  render: (args) => (
    <Stack space="md">
      <Text>Trade listings</Text>
      <Button>Apply filters</Button>
      <LoadingOverlay {...args} />
    </Stack>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown at once, and waited for, so its screenshot never races the delay. */
export const Playground: Story = {
  args: { delayMs: 0 },
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText('Loading…');
    await waitFor(() => expect(label).toBeVisible());
  },
};

export const ShownAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    const label = await canvas.findByText('Loading…', {}, { timeout: 2000 });
    // Visible once the short fade-in has run.
    await waitFor(() => expect(label).toBeVisible());
  },
};

export const NotYetShown: Story = {
  args: { delayMs: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Loading…')).not.toBeInTheDocument();
  },
};

export const KeepsKeyboardFocus: Story = {
  args: { delayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Loading…');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toHaveFocus();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
