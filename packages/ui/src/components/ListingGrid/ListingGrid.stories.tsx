import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatRupees } from '../../format';
import { sampleImages } from '../../test-assets';
import { ListingCard, formatPlace } from '../ListingCard';
import { ListingGrid } from './ListingGrid';
import { inForcedColors } from '../../test-assets/forcedColors';

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
  render: ({ label, loading, skeletonCount, pictures }) => (
    <ListingGrid label={label} loading={loading} skeletonCount={skeletonCount} pictures={pictures}>
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

const manyCards = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  title: `PP Homopolymer, lot ${index + 1}`,
}));

/**
 * A long list shows its first cards, and more in batches as the reader nears the end (scrolling, or the focus
 * moving down), or by Show more, which says how many remain and takes the focus to the first new card. Each card
 * tells screen readers its place in the whole list.
 */
export const LongList: Story = {
  // How many batches are on the page when the picture is taken depends on timing.
  tags: ['skip-visual'],
  render: ({ label }) => (
    <ListingGrid
      label={label}
      items={manyCards}
      itemKey={(card) => card.id}
      renderItem={(card, index) => (
        <ListingCard
          title={card.title}
          href="/trade-product-details"
          imageSrc={sampleImages[index % sampleImages.length]}
          viewLabel="View"
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Virgin Polymers products' });
    const items = () => within(list).getAllByRole('listitem');
    // The batches near the screen have come.
    let shown = 0;
    await waitFor(
      async () => {
        const now = items().length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        shown = items().length;
        await expect(shown).toBe(now);
      },
      { timeout: 5000 },
    );
    await expect(shown).toBeLessThan(200);
    await expect(items()[0]).toHaveAttribute('aria-setsize', '200');
    await expect(items()[shown - 1]).toHaveAttribute('aria-posinset', String(shown));
    const more = canvas.getByRole('button', { name: `Show 12 more (${200 - shown} not shown yet)` });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: `PP Homopolymer, lot ${shown + 1}` })).toHaveFocus();
    await expect(items().length).toBeGreaterThanOrEqual(shown + 12);
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
