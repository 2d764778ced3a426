import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import MaterialBrandsScreen from './MaterialBrandsScreen';
import MaterialCompareScreen from './MaterialCompareScreen';
import MaterialDetailsScreen from './MaterialDetailsScreen';
import MaterialsScreen from './MaterialsScreen';
import { withApp } from '../../../testing/AppStory';
import { withRohansTools } from '../../../testing/storyUsers';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Materials',
  tags: ['!autodocs'],
  component: MaterialsScreen,
  decorators: [
    withApp({ path: '/material?brand_id=1&material_city=Pune', signedInAs: 1, storage: { compare: null } }),
  ],
} satisfies Meta<typeof MaterialsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Reliance Repol Materials';
const cards = (canvasElement: HTMLElement) => listCards(canvasElement, title);

const materials = stateStories({ endpoint: '/connect-materials' });
const materialDetails = stateStories({
  endpoint: '/connect-materials-details',
  app: { path: '/material-details?material_id=1&material_city=Pune', signedInAs: 1 },
  render: () => <MaterialDetailsScreen />,
});

/** The brand grid, the city prices are for, and Download Price List. */
export const Brands: Story = {
  decorators: [withApp({ path: '/material-brand?material_city=Pune', signedInAs: 1 })],
  render: () => <MaterialBrandsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brands = within(await canvas.findByRole('list', { name: 'Brands' }, LOAD));
    await waitFor(() => expect(brands.getAllByRole('link')).toHaveLength(16), LOAD);
    // The link carries the name too, so a shared link is titled without the session's hand-off.
    await expect(brands.getByRole('link', { name: 'Reliance Repol' })).toHaveAttribute(
      'href',
      '/material?brand_id=1&brand_name=Reliance+Repol',
    );
    await expect(canvas.getByText(/City:/)).toHaveTextContent('City: Pune');
    await expect(canvas.getByRole('link', { name: 'Download Price List' })).toBeInTheDocument();
  },
};

/**
 * A first visit, no city stored: Select City opens by itself. Esc closes it, leaving Select City on the page to
 * open it again.
 */
export const FirstVisitAsksForCity: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/material-brand', signedInAs: 1, storage: { material_city: null } })],
  render: () => <MaterialBrandsScreen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Select City' }, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(within(canvasElement).getByText(/City:/)).toHaveTextContent('City: none chosen');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Select City' }));
    const dialog = await page.findByRole('dialog', { name: 'Select City' }, LOAD);
    const city = await within(dialog).findByRole('combobox', { name: /City/ }, LOAD);
    await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
    await userEvent.selectOptions(city, 'Delhi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(within(canvasElement).getByText(/City:/)).toHaveTextContent('City: Delhi');
  },
};

/** A brand's first page: image, name, category, grade, polymer type and the Pune price; 12 of 22 shown. */
export const Materials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await cards(canvasElement);
    await expect(found).toHaveLength(12);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await expect(canvas.getByText('12 of 22 materials')).toBeInTheDocument();
    await expect(found[0]).toHaveTextContent(/Category: PP/);
    await expect(found[0]).toHaveTextContent(/Grade: /);
    await expect(found[0]).toHaveTextContent(/Polymer Type: /);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Find Dealer' })).toHaveAttribute(
      'href',
      '/material-dealer?brand_id=1',
    );
  },
};

/** Load more brings the next page under the first, which stays. */
export const LoadMore: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await cards(canvasElement);
    const firstText = first?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(22), LOAD);
    await expect((await cards(canvasElement))[0]).toHaveTextContent(firstText);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

/** A fourth material is refused with the spec's words; the three chosen stay, each card saying so. */
export const CompareLimit: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const found = await cards(canvasElement);
    for (const card of found.slice(0, 4))
      await userEvent.click(within(card).getByRole('button', { name: 'Add to compare' }));
    const tray = within(within(canvasElement).getByRole('region', { name: 'Compare list' }));
    // On a busy machine the last clicks are still being handled when the loop ends: wait for their outcome.
    await expect(await tray.findByText('3 of 3 chosen', undefined, LOAD)).toBeInTheDocument();
    await expect(await tray.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'You can Compare upto 3 items',
    );
    await expect(tray.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/material-compare\?compare=\d+%2C\d+%2C\d+$/),
    );
    await userEvent.click(
      within(found[0] as HTMLElement).getByRole('button', { name: 'Remove from compare' }),
    );
    await expect(await tray.findByText('2 of 3 chosen', undefined, LOAD)).toBeInTheDocument();
    // Kept in this browser (the spec's `compare` key), once the hand-off has written it.
    await waitFor(() => expect(localStorage.getItem('compare')?.split(',')).toHaveLength(2), LOAD);
  },
};

/** A search that finds nothing: "No Data Found", with the search to clear. */
export const NothingMatches: Story = materials.empty({
  path: '/material?brand_id=1&material_city=Pune&keyword=zzzz',
  signedInAs: 1,
  also: async (canvasElement) =>
    expect(within(canvasElement).getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0),
});

/** The materials could not be loaded: the user is told, and Try again brings them. */
export const FailureThenRetry: Story = {
  tags: ['skip-visual'],
  ...materials.failure({
    fault: 'server-error',
    content: async (canvasElement) => expect(await cards(canvasElement)).toHaveLength(12),
  }),
};

/** What a sparse server sends: a very long name, no picture, no price for the city, one page only. */
export const SparseMaterials: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/connect-materials', () =>
          HttpResponse.json({
            connect_materials: {
              current_page: 1,
              last_page: 1,
              per_page: 12,
              total: 2,
              data: [
                {
                  id: 7,
                  name: 'Repol H110MA Homopolymer for Thin Wall Injection Moulding of Food Containers and Lids',
                  image1: '',
                  grade: 'H110MA',
                  polymer_type: 'Homopolymer',
                  product_category: { name: 'PP' },
                  connect_material_prices: [],
                },
                { id: 8, name: 'Repol B120MA', connect_material_prices: [{ city: 'pune', price: 121.5 }] },
              ],
            },
            brands: [{ id: 1, name: 'Reliance Repol', image: '' }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const found = await cards(canvasElement);
    await expect(found).toHaveLength(2);
    await expect(found[0]).toHaveTextContent('No price for Pune');
    await expect(found[1]).toHaveTextContent('Rs. 121.50 / Kg');
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

/** A material: pictures, the properties with their units, the Pune price. */
export const MaterialDetails: Story = {
  decorators: [withApp({ path: '/material-details?material_id=1&material_city=Pune', signedInAs: 1 })],
  render: () => <MaterialDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: /details$/ }, LOAD));
    await expect(table.getByRole('row', { name: /Brand/ })).toHaveTextContent('Reliance Repol');
    await expect(table.getByRole('row', { name: /Density/ })).toHaveTextContent('g/cm³');
    await expect(table.getByRole('row', { name: /Price \(Pune\)/ })).toHaveTextContent(/Rs\. [\d.]+ \/ Kg/);
  },
};

/** The day before today in the browser's calendar (YYYY-MM-DD), as the price watch records days. */
const yesterday = () => {
  const day = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/**
 * Watching the Pune price: Rohan saw it yesterday at Rs. 1; today's price is recorded as he looks, and the page
 * shows the change and the chart of the prices he saw. Then he stops watching.
 */
export const PriceWatchSinceLastVisit: Story = {
  decorators: [
    withRohansTools('/material-details?material_id=1&material_city=Pune', {
      priceWatch: [
        {
          materialId: 1,
          city: 'Pune',
          title: 'Repol H110MA',
          path: '/material-details?material_id=1&material_city=Pune',
          prices: [{ date: yesterday(), price: 1 }],
        },
      ],
    }),
  ],
  render: () => <MaterialDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watch = within(await canvas.findByRole('region', { name: 'Price watch' }, LOAD));
    await expect(watch.getByRole('button', { name: 'Watching the price in Pune' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await watch.findByText(/Since your last visit/)).toHaveTextContent(/Up Rs\. [\d,]+/);
    await expect(watch.getByRole('img', { name: /^Prices seen from/ })).toBeVisible();
    await expect(watch.getByText(/prices you saw in this browser/)).toBeVisible();
    await userEvent.click(watch.getByRole('button', { name: 'Watching the price in Pune' }));
    await expect(watch.getByRole('button', { name: 'Watch the price in Pune' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(watch.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A material that is not there: "Record Not Found". */
export const MaterialNotFound: Story = materialDetails.missing({
  path: '/material-details?material_id=4040',
});

/** Three materials side by side: a column each, every property a row, the differing rows marked. */
export const Compare: Story = {
  decorators: [withApp({ path: '/material-compare?compare=1,2,3&material_city=Pune' })],
  render: () => <MaterialCompareScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '3 materials side by side' }, LOAD);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('row', { name: /^Grade/ })).toHaveTextContent('Differs');
    await expect(within(table).getByRole('row', { name: /^Brand/ })).not.toHaveTextContent('Differs');
  },
};

/** A compare link without materials: says there is nothing to compare. */
export const CompareNothing: Story = {
  decorators: [withApp({ path: '/material-compare', storage: { compare: null } })],
  render: () => <MaterialCompareScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No materials to compare', undefined, LOAD),
    ).toBeInTheDocument();
  },
};
