import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneStory } from '../AppLayout/storyViewports';
import { Carousel } from '../Carousel';
import { SpecTable } from '../SpecTable';
import { ListingDetailSkeleton } from './ListingDetailSkeleton';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ListingDetailSkeleton',
  component: ListingDetailSkeleton,
  args: { picture: true, rows: 6 },
} satisfies Meta<typeof ListingDetailSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shapes: the grid the skeleton draws them in (hidden from assistive technology). */
const shapesOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-hidden="true"]');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const frame = shapesOf(canvasElement)?.firstElementChild?.getBoundingClientRect();
    // The carousel's 800 x 600 frame.
    await expect(frame?.height).toBeGreaterThan(0);
    await expect(Math.abs((frame?.height ?? 0) - ((frame?.width ?? 0) * 3) / 4)).toBeLessThanOrEqual(1);
  },
};

/** Kinds without pictures (jobs): no frame, the table in the first column, as on their loaded page. */
export const WithoutPicture: Story = {
  args: { picture: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(shapesOf(canvasElement)?.children).toHaveLength(1);
  },
};

/** One column on a phone: the frame over the table, as the loaded page has its carousel over it. */
export const OnPhone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const [frame, details] = [...(shapesOf(canvasElement)?.children ?? [])].map((shape) =>
      shape.getBoundingClientRect(),
    );
    await expect(frame?.bottom).toBeLessThanOrEqual(details?.top ?? 0);
    await expect(frame?.width).toBe(details?.width);
  },
};

const specRows = ['Brand', 'Grade', 'Form', 'Quantity', 'Price', 'City'].map((label) => ({
  label,
  value: 'Reliance',
}));

const heightOf = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? 0;

/**
 * The skeleton over what replaces it, at the same width: a 4:3 carousel still loading its pictures and a table
 * of six one-line rows. Measured, not screenshotted: the shapes have their own stories.
 */
export const SameSizeAsTheContent: Story = {
  tags: ['skip-visual'],
  render: (args) => (
    <div style={{ width: 400 }}>
      <ListingDetailSkeleton {...args} />
      <Carousel label="Pictures" images={[]} width={800} height={600} loading />
      <SpecTable aria-label="Details" rows={specRows} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [frame, details] = [...(shapesOf(canvasElement)?.children ?? [])];
    const carousel = canvas.getByRole('region', { name: 'Pictures' });
    const table = canvas.getByRole('table', { name: 'Details' });
    await expect(Math.abs(heightOf(frame) - heightOf(carousel))).toBeLessThanOrEqual(1);
    await expect(Math.abs(heightOf(details?.firstElementChild) - heightOf(table))).toBeLessThanOrEqual(1);
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
