import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import MyProductsScreen from './MyProductsScreen';
import TradeProductAddScreen from './TradeProductAddScreen';
import { withApp } from '../../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Selling/Trade Products',
  tags: ['!autodocs'],
  component: TradeProductAddScreen,
  decorators: [withApp({ path: '/product-add', signedInAs: 1 })],
} satisfies Meta<typeof TradeProductAddScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const choices = stateStories({ endpoint: '/product-categories' });
const myProducts = stateStories({
  endpoint: '/my-trade-product',
  app: { path: '/product-view', signedInAs: 1 },
  render: () => <MyProductsScreen />,
});

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Add Trade Product' }));

/** Fills document 3's required fields. */
async function fillRequired(canvasElement: HTMLElement) {
  const fields = form(canvasElement);
  await userEvent.selectOptions(fields.getByRole('combobox', { name: /^Product Type/ }), 'Scrap Material');
  const category = fields.getByRole('combobox', { name: /^Category/ });
  await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
  await userEvent.selectOptions(category, within(category).getAllByRole('option')[1] as HTMLOptionElement);
  const condition = fields.getByRole('combobox', { name: /^Condition/ });
  await userEvent.selectOptions(condition, within(condition).getAllByRole('option')[1] as HTMLOptionElement);
  await userEvent.type(fields.getByRole('textbox', { name: /^Name/ }), 'PET bottle flakes');
  await userEvent.type(fields.getByRole('textbox', { name: /^Quantity/ }), '20');
  await userEvent.type(fields.getByRole('textbox', { name: /^Unit/ }), 'MT');
  await userEvent.click(fields.getByRole('radio', { name: 'One Time' }));
  await userEvent.type(fields.getByRole('textbox', { name: /^Description/ }), 'Hot-washed clear flakes.');
}

/** The form: document 3's fields, the required ones marked; one photo. */
export const ProductAdd: Story = {
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement);
    await expect(fields.getByRole('combobox', { name: /^Product Type/ })).toBeRequired();
    await expect(fields.getByRole('combobox', { name: /^Price Basis/ })).not.toBeRequired();
    await expect(
      within(fields.getByRole('combobox', { name: /^Price Basis/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select price basis', 'Exworks', 'FOB', 'CIF']);
  },
};

/** Submit with nothing filled in: a message at each required field, focus on the first. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    const productType = fields.getByRole('combobox', { name: /^Product Type/ });
    await expect(productType).toHaveAccessibleDescription(/Choose the product type\./);
    await expect(productType).toHaveFocus();
    await expect(fields.getByRole('textbox', { name: /^Unit/ })).toHaveAccessibleDescription(
      /Enter the unit/,
    );
    await expect(fields.getByRole('textbox', { name: /^Price$/ })).not.toHaveAccessibleDescription(/Enter/);
  },
};

/** The server's `validate` messages show under their fields, its `msg` at the top. */
export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/trade-product-add', () =>
          HttpResponse.json({
            error: 1,
            msg: 'Please correct the highlighted fields.',
            validate: { name: ['A product with this name is already listed.'] },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    const fields = form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    await expect(
      await fields.findByText('Please correct the highlighted fields.', undefined, LOAD),
    ).toBeVisible();
    await expect(fields.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /A product with this name is already listed\./,
    );
  },
};

/** Not sent (no connection): the reason, and everything typed stays. */
export const SubmitFails: Story = {
  tags: ['skip-visual'],
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/trade-product-add' }] },
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    const fields = form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    await expect(await fields.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'The product was not added',
    );
    await expect(fields.getByRole('textbox', { name: /^Name/ })).toHaveValue('PET bottle flakes');
    await expect(fields.getByRole('radio', { name: 'One Time' })).toBeChecked();
  },
};

/** The categories, conditions and countries did not load: the form says so, with Try again. */
export const ChoicesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...choices.failure({
    fault: 'server-error',
    message: 'did not load',
    content: async (canvasElement) => {
      const category = form(canvasElement).getByRole('combobox', { name: /^Category/ });
      await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
    },
  }),
};

/** My Products: the seller's own products as trade cards. */
export const MyProducts: Story = {
  decorators: [withApp({ path: '/product-view', signedInAs: 1 })],
  render: () => <MyProductsScreen />,
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'My products');
    await expect(found.length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/product-add',
    );
  },
};

export const NoProductsYet: Story = myProducts.empty({ answer: { products: [] } });

export const MyProductsLoading: Story = myProducts.loading({ list: 'My products' });

export const MyProductsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...myProducts.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect((await listCards(canvasElement, 'My products')).length).toBeGreaterThan(0),
  }),
};
