import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import KnowYourPolymerScreen from './KnowYourPolymerScreen';
import KnowYourProductScreen from './KnowYourProductScreen';
import PolymerDetailsScreen from './PolymerDetailsScreen';
import PolymerProductDetailsScreen from './PolymerProductDetailsScreen';
import PolymerProductsScreen from './PolymerProductsScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Polymers',
  tags: ['!autodocs'],
  component: KnowYourPolymerScreen,
  decorators: [withApp({ path: '/know-your-polymer', signedInAs: 1 })],
} satisfies Meta<typeof KnowYourPolymerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tiles of the list named `label`, once they have come. */
async function tiles(canvasElement: HTMLElement, label: string) {
  const list = await within(canvasElement).findByRole('list', { name: label }, LOAD);
  return within(list).getAllByRole('link');
}

/** One polymer's details as another server might send it. */
const polymerAnswer = (fields: Record<string, unknown>) => ({
  msw: {
    handlers: [
      http.get('*/api/polymers-details', () =>
        HttpResponse.json({
          polymers: {
            name: 'Polyvinyl Chloride (PVC)',
            image1: '',
            image2: '',
            image3: '',
            question1: 'What is PVC?',
            answer1: '<p>A vinyl polymer.</p>',
            question2: 'Where is PVC used?',
            answer2: '<p>Pipes.</p>',
            question3: 'How is PVC processed?',
            answer3: '<p>Extrusion.</p>',
            ...fields,
          },
        }),
      ),
    ],
  },
});

const household = '/polymer-product?industry_id=1&industry_name=Household+%26+Kitchenware';

const polymers = stateStories({ endpoint: '/polymers' });
const polymerDetails = stateStories({
  endpoint: '/polymers-details',
  app: { path: '/polymers?polymer_id=1', signedInAs: 1 },
  render: () => <PolymerDetailsScreen />,
});
const industries = stateStories({
  endpoint: '/polymer-industries',
  app: { path: '/know-your-product', signedInAs: 1 },
  render: () => <KnowYourProductScreen />,
});
const products = stateStories({
  endpoint: '/polymer-product',
  app: { path: household, signedInAs: 1 },
  render: () => <PolymerProductsScreen />,
});
const productDetails = stateStories({
  endpoint: '/polymer-product-details',
  app: { path: '/polymer-product-details?polymer_product_id=1', signedInAs: 1 },
  render: () => <PolymerProductDetailsScreen />,
});

/** Every polymer as a tile; a search by name narrows them and goes into the URL. */
export const KnowYourPolymer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await tiles(canvasElement, 'Polymers');
    await expect(all.length).toBeGreaterThan(10);
    await expect(canvas.getByRole('link', { name: 'Polypropylene (PP)' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'polyethylene{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/know-your-polymer?keyword=polyethylene'), LOAD);
    await waitFor(async () => {
      const found = await tiles(canvasElement, 'Polymers');
      await expect(found.map((tile) => tile.textContent)).toEqual([
        'High-Density Polyethylene (HDPE)',
        'Low-Density Polyethylene (LDPE)',
        'Linear Low-Density Polyethylene (LLDPE)',
        'Polyethylene Terephthalate (PET)',
      ]);
    }, LOAD);
  },
};

/** Nothing matches the search: "No Data Found", and the search can be cleared. */
export const NoPolymerMatches: Story = polymers.empty({
  path: '/know-your-polymer?keyword=graphene',
  signedInAs: 1,
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('graphene');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect((await tiles(canvasElement, 'Polymers')).length).toBeGreaterThan(10);
  },
});

export const PolymersLoading: Story = polymers.loading();

export const PolymersFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...polymers.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect((await tiles(canvasElement, 'Polymers')).length).toBeGreaterThan(10),
  }),
};

/** A polymer: its pictures and its three questions with their answers. */
export const PolymerDetails: Story = {
  decorators: [withApp({ path: '/polymers?polymer_id=1', signedInAs: 1 })],
  render: () => <PolymerDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Polypropylene (PP)' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pictures of Polypropylene (PP)' })).toBeVisible();
    const questions = canvas.getAllByRole('heading', { level: 2 });
    await expect(questions.map((heading) => heading.textContent)).toEqual([
      'What is Polypropylene?',
      'Where is PP used?',
      'How is PP processed?',
    ]);
    await expect(canvas.getByText('caps and closures')).toBeVisible();
  },
};

/** Answers are server HTML: sanitized, no script runs, the text stays. */
export const PolymerHostileHtml: Story = {
  decorators: [withApp({ path: '/polymers?polymer_id=5', signedInAs: 1 })],
  parameters: polymerAnswer({
    answer1:
      '<p onclick="alert(1)">A vinyl polymer.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">More</a>',
  }),
  render: () => <PolymerDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A vinyl polymer.', undefined, LOAD)).toBeVisible();
    const article = canvas.getByRole('article');
    await expect(article.querySelector('script, [onclick], [onerror], [href^="javascript"]')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

/** A sparse entry: no pictures, one block without an answer, one left out entirely. */
export const PolymerSparse: Story = {
  decorators: [withApp({ path: '/polymers?polymer_id=5', signedInAs: 1 })],
  parameters: polymerAnswer({ answer2: '', question3: null, answer3: null }),
  render: () => <PolymerDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pictures of this polymer yet', undefined, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getByText('No answer yet.')).toBeVisible();
  },
};

export const PolymerNotFound: Story = polymerDetails.missing({ path: '/polymers?polymer_id=4040' });

export const PolymerDetailsLoading: Story = polymerDetails.loading();

export const PolymerDetailsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...polymerDetails.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await within(canvasElement).findByRole('article', undefined, LOAD)).toBeVisible(),
  }),
};

/** The industries as tiles; Enter on one hands its id and name to the product list. */
export const Industries: Story = {
  decorators: [withApp({ path: '/know-your-product', signedInAs: 1 })],
  render: () => <KnowYourProductScreen />,
  play: async ({ canvasElement }) => {
    const found = await tiles(canvasElement, 'Industries');
    await expect(found).toHaveLength(10);
    const automotive = within(canvasElement).getByRole('link', { name: 'Automotive' });
    automotive.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toMatch(/^\/polymer-product\?industry_id=2&/), LOAD);
    await expect(sessionStorage.getItem('industry_name')).toBe('Automotive');
  },
};

export const NoIndustries: Story = industries.empty({ answer: { polymer_industries: [] } });

export const IndustriesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...industries.failure({
    fault: 'server-error',
    content: async (canvasElement) => expect(await tiles(canvasElement, 'Industries')).toHaveLength(10),
  }),
};

/** An industry's products: picture, name, brand and year, titled with the industry. */
export const Products: Story = {
  decorators: [withApp({ path: household, signedInAs: 1 })],
  render: () => <PolymerProductsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await listCards(canvasElement, 'Household & Kitchenware products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Household & Kitchenware' })).toBeVisible();
    await expect(found).toHaveLength(6);
    await expect(found[0]).toHaveTextContent('Thermosteel Flask 1 L');
    await expect(found[0]).toHaveTextContent('Brand: Milton');
    await expect(found[0]).toHaveTextContent(/Mfg Year: 20\d\d/);
  },
};

/** Brands chosen: a chip each and Clear All; removing a chip asks the server again. */
export const ProductsByBrand: Story = {
  decorators: [withApp({ path: `${household}&brand=Milton,Cello`, signedInAs: 1 })],
  render: () => <PolymerProductsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () => expect(await listCards(canvasElement, 'Household & Kitchenware products')).toHaveLength(4),
      LOAD,
    );
    const chips = canvas.getByRole('group', { name: 'Applied filters' });
    await expect(within(chips).getByText('Milton')).toBeVisible();
    await expect(within(chips).getByRole('button', { name: 'Clear All' })).toBeVisible();
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Milton' }));
    await waitFor(() => expect(storyLocation()).toMatch(/brand=Cello$/), LOAD);
    await waitFor(async () => {
      const cards = await listCards(canvasElement, 'Household & Kitchenware products');
      await expect(cards).toHaveLength(2);
      for (const card of cards) await expect(card).toHaveTextContent('Brand: Cello');
    }, LOAD);
  },
};

/** Filters that match nothing: "No Data Found" with a way to clear them. */
export const NoProductMatches: Story = products.empty({
  path: `${household}&brand=Milton&year=2001`,
  endpoint: '/polymer-product-filter',
  answer: { polymer_products: [] },
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeVisible();
  },
});

/** The list opened with no industry chosen (no link, nothing stored). */
export const NoIndustryChosen: Story = products.missing({
  path: '/polymer-product',
  storage: { industry_id: null, industry_name: null },
});

export const ProductsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...products.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await listCards(canvasElement, 'Household & Kitchenware products')).toHaveLength(6),
  }),
};

/** A product: its picture, brand and year, and the parts it is made of. */
export const ProductDetails: Story = {
  decorators: [withApp({ path: '/polymer-product-details?polymer_product_id=1', signedInAs: 1 })],
  render: () => <PolymerProductDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thermosteel Flask 1 L' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Thermosteel Flask 1 L details' })).toHaveTextContent(
      'Milton',
    );
    const parts = canvas.getByRole('table', { name: 'Parts of Thermosteel Flask 1 L' });
    await expect(within(parts).getAllByRole('row')).toHaveLength(4);
    await expect(within(parts).getByRole('rowheader', { name: 'Gasket' })).toBeVisible();
  },
};

/** Parts that are not JSON, no picture and no year: the page still stands. */
export const ProductWithoutParts: Story = {
  decorators: [withApp({ path: '/polymer-product-details?polymer_product_id=9', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/polymer-product-details', () =>
          HttpResponse.json({
            polymer_products: {
              id: 9,
              name: 'A very long product name: a stackable, food-grade storage container set with airtight lids',
              image: null,
              brand: 'Nilkamal',
              mfg_year: null,
              parts: 'not json',
            },
          }),
        ),
      ],
    },
  },
  render: () => <PolymerProductDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pictures of this listing yet', undefined, LOAD)).toBeVisible();
    const parts = canvas.getByRole('table', { name: /^Parts of/ });
    await expect(parts).toHaveTextContent('No Data Found');
  },
};

export const ProductDetailsNotFound: Story = productDetails.missing({
  path: '/polymer-product-details?polymer_product_id=4040',
});

export const ProductDetailsLoading: Story = productDetails.loading({ page: 'Polymer Product Details' });

export const ProductDetailsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...productDetails.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(
        await within(canvasElement).findByRole('heading', { level: 1, name: 'Thermosteel Flask 1 L' }, LOAD),
      ).toBeVisible(),
  }),
};
