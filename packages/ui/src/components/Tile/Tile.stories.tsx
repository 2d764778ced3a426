import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImages } from '../../test-assets';
import { Box, Grid } from '../Box';
import { imageFits } from '../Image';
import { Tile, tileLayouts } from './Tile';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Tile',
  component: Tile,
  args: { label: 'Machine', image: sampleImages[0], href: '/machine' },
  argTypes: {
    imageFit: { control: 'inline-radio', options: imageFits },
    layout: { control: 'inline-radio', options: tileLayouts },
  },
  // One tile is shown at the width of a grid column.
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? Story() : <Box style={{ maxWidth: 200 }}>{Story()}</Box>,
    withStoryRouter,
  ],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinkTile: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link', { name: 'Machine' });
    await expect(tile).toHaveAttribute('href', '/machine');
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(storyNavigate).toHaveBeenCalledWith('/machine');
  },
};

export const ButtonTile: Story = {
  args: { label: 'Manpower', image: sampleImages[1], href: undefined, onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Manpower' });
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const LongLabelClampedToTwoLines: Story = {
  args: {
    label: 'Automotive components, packaging films and medical device housings',
    href: '/polymer-product',
  },
  play: async ({ canvasElement }) => {
    // The accessible name keeps the whole label even though only two lines show.
    const tile = within(canvasElement).getByRole('link', {
      name: 'Automotive components, packaging films and medical device housings',
    });
    const label = within(tile).getByText(/^Automotive/);
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

export const MissingImage: Story = { args: { image: '', label: 'Material' } };

/** An icon drawn in the page (inline SVG) instead of a picture file: no request, no image document. */
export const WithIcon: Story = {
  args: {
    label: 'Money',
    image: undefined,
    icon: (
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <rect width="120" height="120" rx="16" fill="#17733a" />
        <circle cx="60" cy="60" r="30" fill="none" stroke="#fff" strokeWidth="8" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link', { name: 'Money' });
    await expect(tile.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(tile.querySelector('img')).toBeNull();
  },
};

const connectTiles = ['Money', 'Machine', 'Material', 'Manpower'] as const;

export const RowOfTiles: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <Grid minColumnWidth="140px" space="md">
      {connectTiles.map((label, index) => (
        <Tile key={label} label={label} image={sampleImages[index]} href={`/${label.toLowerCase()}`} />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('link');
    await expect(tiles.map((tile) => tile.textContent)).toEqual([...connectTiles]);
    // Same height in a row whatever the label: two lines are always reserved.
    const heights = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().height)));
    await expect(heights.size).toBe(1);
  },
};

const polymerNames = [
  'Polypropylene (PP)',
  'High-Density Polyethylene (HDPE)',
  'Linear Low-Density Polyethylene (LLDPE)',
  'Acrylonitrile Butadiene Styrene (ABS)',
] as const;

/** `inline`: a small picture beside the name, which gets three lines: for tiles that are mostly a long name. */
export const InlineLayout: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <Grid minColumnWidth="200px" space="md">
      {polymerNames.map((label) => (
        <Tile
          key={label}
          label={label}
          layout="inline"
          icon={
            <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
              <rect width="120" height="120" rx="16" fill="#0b5cad" />
            </svg>
          }
          href="/polymers"
        />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('link');
    await expect(tiles.map((tile) => tile.textContent)).toEqual([...polymerNames]);
    const first = tiles[0] as HTMLElement;
    const icon = first.querySelector('svg')?.getBoundingClientRect();
    const label = first.querySelector('span:last-child')?.getBoundingClientRect();
    // Side by side: the label starts right of the small picture.
    await expect(icon?.width).toBeLessThan(60);
    await expect(label?.left).toBeGreaterThanOrEqual(icon?.right ?? Infinity);
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
