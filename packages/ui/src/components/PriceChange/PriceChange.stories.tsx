import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Box';
import { PriceChange } from './PriceChange';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/PriceChange',
  component: PriceChange,
  args: { previous: 5000, current: 5120 },
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a screen reader reads: the text without the parts hidden from it (the arrow). */
function spokenText(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

export const Playground: Story = {};

export const Up: Story = {
  play: async ({ canvasElement }) => {
    const change = within(canvasElement).getByText('Rs. 120 (2.4%)', { exact: false });
    await expect(within(change).getByText('▲')).toBeVisible();
    await expect(spokenText(change)).toBe('Up Rs. 120 (2.4%)');
  },
};

export const Down: Story = {
  args: { previous: 5000, current: 4920 },
  play: async ({ canvasElement }) => {
    const change = within(canvasElement).getByText('Rs. 80 (1.6%)', { exact: false });
    await expect(within(change).getByText('▼')).toBeVisible();
    await expect(spokenText(change)).toBe('Down Rs. 80 (1.6%)');
  },
};

export const NoChange: Story = {
  args: { previous: 118500, current: 118500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No change')).toBeVisible();
  },
};

/** Lakh and crore grouping; paise kept when the change has them. */
export const BigNumbers: Story = {
  render: () => (
    <Stack space="sm">
      <PriceChange previous={1850000} current={2125000} />
      <PriceChange previous={42500000} current={39800000} />
      <PriceChange previous={118.5} current={118.6} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rs. 2,75,000 (14.9%)', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Rs. 27,00,000 (6.4%)', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Rs. 0.10 (0.1%)', { exact: false })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack space="sm">
      <PriceChange previous={5000} current={5120} />
      <PriceChange previous={5000} current={4920} />
      <PriceChange previous={5000} current={5000} />
    </Stack>
  ),
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
