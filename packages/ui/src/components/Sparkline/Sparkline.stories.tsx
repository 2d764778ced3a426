import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Box';
import { Sparkline } from './Sparkline';
import type { PricePoint } from './priceLine';
import { inForcedColors } from '../../test-assets/forcedColors';

/** A day's date in November 2026 and the days after it: "2026-11-01". */
const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);

const november: readonly PricePoint[] = [
  { date: day(0), price: 5000 },
  { date: day(4), price: 5080 },
  { date: day(9), price: 4920 },
  { date: day(17), price: 5120 },
  { date: day(25), price: 5040 },
];

/** Ninety days of a price that drifts up with a weekly swing, as a watched material's would. */
const ninetyDays: readonly PricePoint[] = Array.from({ length: 90 }, (_, index) => ({
  date: day(index - 64),
  price: 118000 + index * 25 + Math.round(Math.sin(index / 2) * 600),
}));

const meta = {
  title: 'Components/Sparkline',
  component: Sparkline,
  args: { points: november, width: 160, height: 40 },
  argTypes: { points: { control: 'object' } },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleName(
      'Prices seen from 1 Nov to 26 Nov: lowest Rs. 4,920, highest Rs. 5,120, latest Rs. 5,040',
    );
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText('No prices recorded yet');
    await expect(text).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const { width, height } = text.getBoundingClientRect();
    await expect([width, height]).toEqual([160, 40]);
  },
};

export const OnePoint: Story = {
  args: { points: [{ date: day(25), price: 5000 }] },
  play: async ({ canvasElement }) => {
    const img = chart(canvasElement);
    await expect(img).toHaveAccessibleName('Price seen on 26 Nov: Rs. 5,000');
    await expect(img.querySelectorAll('circle')).toHaveLength(1);
    await expect(img.querySelector('polyline')).toBeNull();
  },
};

export const FlatPrice: Story = {
  args: { points: november.map((point) => ({ ...point, price: 5000 })) },
  play: async ({ canvasElement }) => {
    const img = chart(canvasElement);
    await expect(img).toHaveAccessibleName(
      'Prices seen from 1 Nov to 26 Nov: lowest Rs. 5,000, highest Rs. 5,000, latest Rs. 5,000',
    );
    const line = img.querySelector('polyline')?.getBBox();
    await expect(line?.height).toBe(0);
    await expect(line?.y).toBe(20);
  },
};

export const NinetyDays: Story = {
  args: { points: ninetyDays },
  play: async ({ canvasElement }) => {
    const img = chart(canvasElement);
    await expect(img).toHaveAccessibleName(/^Prices seen from 29 Aug to 26 Nov: lowest Rs\. [\d,]+, highest/);
    const { width, height } = img.getBoundingClientRect();
    await expect([width, height]).toEqual([160, 40]);
  },
};

/** Empty, one point and many side by side: the same box every time. */
export const SameSizeInEveryState: Story = {
  render: (args) => (
    <Inline space="md">
      <Sparkline {...args} points={[]} />
      <Sparkline {...args} points={[{ date: day(25), price: 5000 }]} />
      <Sparkline {...args} points={november} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = [canvas.getByText('No prices recorded yet'), ...canvas.getAllByRole('img')].map(
      (element) => {
        const { width, height } = element.getBoundingClientRect();
        return [width, height];
      },
    );
    await expect(boxes).toEqual([
      [160, 40],
      [160, 40],
      [160, 40],
    ]);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { points: ninetyDays },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
