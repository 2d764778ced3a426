import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Grid } from '../Box';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { formatRupees } from '../../format';
import { sampleImages } from '../../test-assets';
import {
  ListingCard,
  ListingCardMissing,
  ListingCardSkeleton,
  formatPlace,
  listingImageFits,
  type ListingCardProps,
} from './ListingCard';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { phoneStory } from '../AppLayout/storyViewports';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ListingCard',
  component: ListingCard,
  args: {
    title: 'PP Homopolymer Granules H110MA',
    href: '/trade-product-details',
    imageSrc: sampleImages[0],
    imageFit: 'cover',
    meta: [{ value: formatPlace('Ahmedabad', 'Gujarat', 'India') }],
    price: `${formatRupees(92)} / Kg (Exworks)`,
    viewLabel: 'View',
  },
  argTypes: {
    imageFit: { control: 'inline-radio', options: listingImageFits },
    meta: { control: 'object' },
    actions: { control: false },
    compare: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wide ? 960 : 300 }}>
        <Story />
      </div>
    ),
    withStoryRouter,
  ],
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleIsTheLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'PP Homopolymer Granules H110MA' });
    const title = within(article).getByRole('link', { name: 'PP Homopolymer Granules H110MA' });
    await userEvent.click(title);
    await expect(storyNavigate).toHaveBeenCalledWith('/trade-product-details');
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAccessibleDescription(
      'PP Homopolymer Granules H110MA',
    );
  },
};

/** A seller's own machine: status, reference and Delete behind a confirmation. */
export const OwnMachineWithDelete: Story = {
  args: {
    title: 'Extruder Machine',
    imageSrc: sampleImages[2],
    status: 'Pending',
    referenceId: 123,
    meta: [
      { value: 'Shree Polymers' },
      { value: formatPlace('Rajkot', 'Gujarat', 'India') },
      { label: 'Spare capacity', value: '200 Hours/Month' },
      { label: 'Machine type', value: 'Twin screw' },
    ],
    price: undefined,
    viewLabel: undefined,
    onDelete: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(canvas.getByText('Under Review')).toBeVisible();
    await expect(canvas.getByText('Reference ID: 123')).toBeVisible();

    const remove = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    let dialog = await page.findByRole('dialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    dialog = await page.findByRole('dialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Published: Story = {
  args: { status: 'Approved', referenceId: 88, price: undefined, viewLabel: undefined, onDelete: fn() },
};

/** Listed since the user last opened their saved search: marked "New" before the title. */
export const NewSinceLastVisit: Story = {
  args: { isNew: true },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'PP Homopolymer Granules H110MA' });
    await expect(within(article).getByText('New')).toBeVisible();
  },
};

function MaterialWithCompare(args: ListingCardProps) {
  const [selected, setSelected] = useState(false);
  return <ListingCard {...args} compare={{ selected, onToggle: () => setSelected((s) => !s) }} />;
}

/** A material: price for the chosen city and the compare toggle. */
export const MaterialCompareToggle: Story = {
  args: {
    title: 'Repol H110MA',
    imageSrc: sampleImages[1],
    meta: [
      { label: 'Category', value: 'Polypropylene' },
      { label: 'Grade', value: 'H110MA' },
      { label: 'Polymer type', value: 'Homopolymer' },
    ],
    price: formatRupees(118500),
  },
  render: (args) => <MaterialWithCompare {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to compare' }));
    const toggle = canvas.getByRole('button', { name: 'Remove from compare' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Add to compare' })).toBeVisible();
  },
};

/** An executive: photo, name, city, experience and View. */
export const Executive: Story = {
  args: {
    title: 'Ravi Kumar',
    imageSrc: sampleImages[3],
    meta: [{ value: 'Pune' }, { label: 'Total experience', value: '7 years' }],
    price: undefined,
  },
};

/** A job: no picture frame (jobs never have one), extra actions after View Details. */
export const Job: Story = {
  args: {
    title: 'Moulding Supervisor',
    picture: false,
    meta: [
      { value: 'Supreme Industries' },
      { label: 'Salary', value: 'Rs. 25,000 - Rs. 40,000' },
      { label: 'Area', value: 'Nashik' },
      { label: 'Opening', value: 3 },
    ],
    price: undefined,
    viewLabel: 'View Details',
    actions: (
      <Button size="small" onPress={fn()}>
        Apply
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Moulding Supervisor' })).toBeVisible();
  },
};

/** No picture, or one that fails to load: the neutral placeholder, never a broken image. */
export const MissingImage: Story = {
  args: {
    title: 'Precision Tool Room',
    imageSrc: '/does-not-exist.png',
    imageFit: 'contain',
    price: undefined,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image).toHaveAttribute('data-placeholder', 'true'));
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading listings" role="region">
      <ListingCardSkeleton />
    </div>
  ),
};

/**
 * The skeleton beside the card that replaces it: the picture, the title, a line under it, the price and View are
 * as tall on both, so the cards below a loading list do not move when the results come.
 */
export const SkeletonHasTheCardsHeight: Story = {
  parameters: { wide: true },
  render: (args) => (
    <Grid minColumnWidth="260px" alignItems="flex-start">
      <ListingCard {...args} />
      <div aria-busy="true" aria-label="Loading listings" role="region">
        <ListingCardSkeleton />
      </div>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const card = canvasElement.querySelector('article') as HTMLElement;
    const loading = within(canvasElement).getByRole('region', { name: 'Loading listings' });
    const skeleton = loading.firstElementChild as HTMLElement;
    await expect(Math.abs(skeleton.offsetHeight - card.offsetHeight)).toBeLessThanOrEqual(1);
  },
};

const phoneCards = [
  { title: 'PP Homopolymer Granules H110MA', price: `${formatRupees(92)} / Kg (Exworks)` },
  {
    title: 'HDPE Blow Moulding Grade B6401, natural, 25 kg bags, Reliance',
    price: `${formatRupees(104)} / Kg`,
  },
  { title: 'LLDPE Film Grade', price: undefined },
  { title: 'ABS Natural Granules', price: `${formatRupees(168)} / Kg` },
];

/**
 * On a phone (360 px) the card is compact: a thumbnail beside the title, at most three facts (the rest are on the
 * details page), the price, and the buttons under them; a phone's screen shows three or more.
 */
export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, wide: true },
  args: {
    meta: [
      { value: formatPlace('Ahmedabad', 'Gujarat', 'India') },
      { label: 'Grade', value: 'Injection' },
      { label: 'MFI', value: '11 g/10 min' },
      { label: 'Packing', value: '25 kg bags' },
    ],
  },
  render: (args) => (
    <Grid minColumnWidth="220px">
      {phoneCards.map((card, index) => (
        <ListingCard
          key={card.title}
          {...args}
          {...card}
          imageSrc={sampleImages[index % sampleImages.length]}
          compare={{ selected: false, onToggle: () => undefined }}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards[2]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Three facts of four.
    await expect(within(cards[0]!).getByText('MFI:')).toBeVisible();
    await expect(within(cards[0]!).getByText('Packing:')).not.toBeVisible();
  },
};

/** The compact skeleton is as tall as the compact card, so nothing moves on a phone when the results come. */
export const SkeletonHasTheCardsHeightOnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, wide: true },
  render: SkeletonHasTheCardsHeight.render,
  play: SkeletonHasTheCardsHeight.play,
};

export const RecordNotFound: Story = {
  render: () => <ListingCardMissing />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Record Not Found' })).toBeVisible();
  },
};

/** A listing grid, wide enough for several columns. */
export const InAGrid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <Grid minColumnWidth="200px">
      <ListingCard {...args} />
      <ListingCard
        {...args}
        title="HDPE Blow Moulding Grade"
        imageSrc={sampleImages[1]}
        price={formatRupees(104)}
      />
      <ListingCardMissing />
      <ListingCardSkeleton />
    </Grid>
  ),
};

export const EmptyGrid: Story = {
  render: () => <EmptyState description="No trade products match these filters." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Data Found' })).toBeVisible();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
