import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Grid, Stack } from '../Box';
import { ListingCard } from '../ListingCard';
import { formatRupees } from '../../format';
import { sampleImages } from '../../test-assets';
import { phoneStory } from '../AppLayout/storyViewports';
import { CompareTable, CompareTray, type CompareItem } from './CompareTray';
import { useCompareList } from './useCompareList';
import type { CompareField } from './compare';
import { inForcedColors } from '../../test-assets/forcedColors';

const fields: CompareField[] = [
  { key: 'category', label: 'Category' },
  { key: 'grade', label: 'Grade' },
  { key: 'polymerType', label: 'Polymer Type' },
  { key: 'price', label: 'Price (Pune)' },
  { key: 'meltFlowRate', label: 'Melt Flow Rate (g/10 min)' },
  { key: 'density', label: 'Density (g/cm³)' },
];

const materials: CompareItem[] = [
  {
    id: 11,
    title: 'Repol H110MA',
    imageSrc: sampleImages[0],
    values: {
      category: 'Polypropylene',
      grade: 'H110MA',
      polymerType: 'Homopolymer',
      price: formatRupees(118500),
      meltFlowRate: 11,
      density: 0.9,
    },
  },
  {
    id: 12,
    title: 'Repol H030SG',
    imageSrc: sampleImages[1],
    values: {
      category: 'Polypropylene',
      grade: 'H030SG',
      polymerType: 'Homopolymer',
      price: formatRupees(121000),
      meltFlowRate: 3,
      density: 0.9,
    },
  },
  {
    id: 13,
    title: 'Halene HD50MA180',
    imageSrc: sampleImages[2],
    values: {
      category: 'HDPE',
      grade: '50MA180',
      polymerType: 'Homopolymer',
      price: formatRupees(109000),
      meltFlowRate: 20,
      density: null,
    },
  },
  {
    id: 14,
    title: 'Relene 1040RR',
    imageSrc: sampleImages[3],
    values: {
      category: 'LDPE',
      grade: '1040RR',
      polymerType: 'Copolymer',
      price: formatRupees(126000),
      meltFlowRate: 4,
      density: 0.92,
    },
  },
];

const meta = {
  title: 'Components/CompareTray',
  component: CompareTray,
  args: {
    items: materials.slice(0, 2),
    fields,
    limit: 3,
    itemsName: 'materials',
    onRemove: fn(),
    onDismissRefusal: fn(),
  },
  argTypes: { items: { control: false }, fields: { control: false }, refusal: { control: 'object' } },
} satisfies Meta<typeof CompareTray>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 3 chosen')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
  },
};

export const Full: Story = {
  args: { items: materials.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Compare (3)' })).toBeVisible();
  },
};

/**
 * After a long list, with a page of its own for the comparison: the bar stays at the bottom of the screen
 * (the chosen items are the cards' to remove) and "Compare (2)" is a link to that page.
 */
export const StickyWithComparePage: Story = {
  args: {
    placement: 'sticky',
    compareHref: '/material-compare?compare=11,12',
    refusal: { message: 'You can Compare upto 3 items', count: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/material-compare?compare=11,12',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can Compare upto 3 items');
    await expect(canvas.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  },
};

export const LimitAlert: Story = {
  args: { items: materials.slice(0, 3), refusal: { message: 'You can Compare upto 3 items', count: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You can Compare upto 3 items');
  },
};

export const SideBySide: Story = {
  args: { items: materials.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Compare (3)' }));
    const dialog = await page().findByRole('dialog', { name: 'Compare materials' });
    await expect(dialog).toHaveAccessibleDescription('5 of 6 rows differ; they are marked Differs.');
    const table = within(dialog).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Halene HD50MA180' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: 'Category Differs' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: 'Polymer Type' })).toBeInTheDocument();
    await expect(within(table).getAllByText('Differs')).toHaveLength(5);
  },
};

/**
 * The comparison on a 360 px phone: the row labels stay in view, two materials fit beside them and the third is a
 * swipe away; long names wrap in their columns.
 */
export const TableOnPhone: Story = {
  ...phoneStory,
  render: () => (
    <CompareTable
      items={[
        { ...materials[0]!, title: 'Repol H110MA Homopolymer for Raffia and Thin Wall Packaging' },
        ...materials.slice(1, 3),
      ]}
      fields={fields}
      caption="3 materials side by side"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '3 materials side by side' });
    const headers = canvas.getAllByRole('columnheader');
    const right = () => region.getBoundingClientRect().right;
    await expect(headers[2]!.getBoundingClientRect().right).toBeLessThanOrEqual(right() + 1);
    await expect(headers[3]!.getBoundingClientRect().left).toBeGreaterThanOrEqual(right() - 1);
    // The long name wraps inside its column.
    await expect(headers[1]!.scrollWidth).toBeLessThanOrEqual(headers[1]!.clientWidth);
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(headers[3]!.getBoundingClientRect().right).toBeLessThanOrEqual(right() + 1));
    // The labels stayed where they were.
    await expect(
      Math.abs(headers[0]!.getBoundingClientRect().left - region.getBoundingClientRect().left),
    ).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('rowheader', { name: 'Category Differs' })).toBeVisible();
  },
};

/** The material list: cards toggle the compare list; a fourth add is refused with the spec's alert. */
function MaterialList() {
  const compare = useCompareList<CompareItem>();
  return (
    <Stack space="lg">
      <CompareTray
        items={compare.items}
        fields={fields}
        itemsName="materials"
        onRemove={compare.remove}
        refusal={compare.refusal}
        onDismissRefusal={compare.dismissRefusal}
      />
      <Grid minColumnWidth="200px">
        {materials.map((material) => (
          <ListingCard
            key={material.id}
            title={material.title}
            href="/material-details"
            imageSrc={material.imageSrc}
            meta={[{ label: 'Grade', value: material.values.grade }]}
            price={String(material.values.price)}
            compare={{ selected: compare.has(material.id), onToggle: () => compare.toggle(material) }}
          />
        ))}
      </Grid>
    </Stack>
  );
}

const addButtonOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('article', { name: title })).getByRole('button', {
    name: /compare$/,
  });

export const RefusesTheFourthItem: Story = {
  render: () => <MaterialList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const material of materials.slice(0, 3)) {
      await userEvent.click(addButtonOf(canvasElement, material.title));
    }
    await expect(canvas.getByRole('button', { name: 'Compare (3)' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    const fourth = addButtonOf(canvasElement, 'Relene 1040RR');
    await userEvent.click(fourth);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You can Compare upto 3 items');
    await expect(fourth).toHaveAccessibleName('Add to compare');
    await expect(canvas.getByRole('button', { name: 'Compare (3)' })).toBeVisible();

    // Removing one makes room, and clears the alert.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Repol H110MA from compare' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(fourth);
    await expect(fourth).toHaveAccessibleName('Remove from compare');
    await expect(canvas.getByRole('button', { name: 'Compare (3)' })).toBeVisible();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
