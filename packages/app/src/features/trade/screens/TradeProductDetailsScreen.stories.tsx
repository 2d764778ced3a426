import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import TradeProductDetailsScreen from './TradeProductDetailsScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Trade/Trade Product Details',
  tags: ['!autodocs'],
  component: TradeProductDetailsScreen,
  decorators: [withApp({ path: '/trade-product-details?product_id=1&product_category_id=1', signedInAs: 1 })],
} satisfies Meta<typeof TradeProductDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Repol H110MA PP Homopolymer';

const product = stateStories({ endpoint: '/trade-product-details' });

/** The product: pictures, the spec's table, the seller, the description and similar products. */
export const Product: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    for (const label of [
      'Category',
      'Condition',
      'Quantity',
      'Supply Type',
      'Product Type',
      'Price',
      'Address',
    ])
      await expect(table.getByRole('rowheader', { name: label })).toBeInTheDocument();
    await expect(table.getByRole('rowheader', { name: 'Target Country' })).toBeInTheDocument();
    await expect(table.getByRole('row', { name: /Quantity/ })).toHaveTextContent('25 MT');
    await expect(table.getByRole('row', { name: /Category/ })).toHaveTextContent('PP');
    await expect(canvas.getByRole('region', { name: `Pictures of ${title}` })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Similar Products' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Description' })).toBeInTheDocument();
  },
};

/** View Contact Info by keyboard: the seller's mobile and email show once and the button goes away. */
export const ContactByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reveal = await canvas.findByRole('button', { name: 'View Contact Info' }, LOAD);
    await expect(canvas.queryByRole('link', { name: /^tel:|\+?\d{10}/ })).toBeNull();
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'View Contact Info' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** A product that is gone (or never was): "Record Not Found". */
export const Missing: Story = product.missing({
  path: '/trade-product-details?product_id=9999&product_category_id=1',
  signedInAs: 1,
});

/** A link without a product id: "Record Not Found", not a request for nothing. */
export const NoProductChosen: Story = product.missing({ path: '/trade-product-details', signedInAs: 1 });

/** What real servers send too: a very long name, no pictures, blank optional fields, no similar products. */
export const SparseRecord: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/trade-product-details', () =>
          HttpResponse.json({
            products: {
              id: 1,
              name: 'Polypropylene Homopolymer Injection Moulding Grade Granules With Very High Melt Flow For Thin Wall Packaging Lot 2026/11',
              category_id: 1,
              image1: null,
              product_category: null,
              product_condition: { name: 'Off-grade' },
              quantity: null,
              unit: null,
              price: null,
              currency: null,
              price_basis: null,
              city: null,
              state: null,
              country: null,
              target_country: null,
              description: null,
              sellername: 'Rohan Mehta',
            },
            similar_products: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Polypropylene/ }, LOAD),
    ).toBeVisible();
    await expect(canvas.getAllByText('Not provided').length).toBeGreaterThan(3);
    await expect(canvas.getByText('No Data Found')).toBeInTheDocument();
  },
};

export const Loading: Story = product.loading({
  also: async (canvasElement) =>
    expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Trade Product Details' }),
    ).toBeInTheDocument(),
});

export const FailureThenRetry: Story = product.failure({
  fault: 'network-error',
  content: async (canvasElement) =>
    expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: title }, LOAD),
    ).toBeInTheDocument(),
});
