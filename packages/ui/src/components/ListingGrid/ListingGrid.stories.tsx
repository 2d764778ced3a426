import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatRupees } from '../../format';
import { sampleImages } from '../../test-assets';
import { ListingCard, formatPlace } from '../ListingCard';
import { ListingGrid } from './ListingGrid';

const longName =
  'Polypropylene Homopolymer Injection Moulding Grade Granules with Very High Melt Flow Index For Thin Wall Packaging';

const cards = [
  { title: 'PP Homopolymer H110MA', image: sampleImages[0], place: ['Ahmedabad', 'Gujarat', 'India'] },
  { title: longName, image: sampleImages[1], place: ['Vapi', '', 'India'] },
  { title: 'HDPE Blow Moulding Grade', image: null, place: ['', '', ''] },
  { title: 'LLDPE Film Grade', image: sampleImages[2], place: ['Pune', 'Maharashtra', 'India'] },
];

const meta = {
  title: 'Components/ListingGrid',
  component: ListingGrid,
  args: { label: 'Virgin Polymers products', loading: false, skeletonCount: 4 },
  render: (args) => (
    <ListingGrid {...args}>
      {cards.map((card) => (
        <ListingCard
          key={card.title}
          title={card.title}
          href="/trade-product-details"
          imageSrc={card.image}
          meta={[{ value: formatPlace(...card.place) }]}
          price={`${formatRupees(92)} / Kg`}
          viewLabel="View"
        />
      ))}
    </ListingGrid>
  ),
} satisfies Meta<typeof ListingGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Images of any shape, a very long name, a card without a picture or a place: the grid keeps its rows. */
export const VariedCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Virgin Polymers products' });
    // One item per card (a card's own lists, e.g. its location, are inside).
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: longName })).toBeVisible();
  },
};

/** Skeleton cards hold the space while the first results load; the list says it is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading Virgin Polymers products')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Cards without pictures (jobs) load as skeletons without picture frames: nothing jumps when they come. */
export const LoadingWithoutPictures: Story = {
  args: { loading: true, pictures: false },
  play: async ({ canvasElement }) => {
    // The text's lines and the View button's place, and no picture frame before them.
    const first = canvasElement.querySelector('li [aria-hidden="true"]');
    await expect(first?.children).toHaveLength(2);
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };
