import { addTradeProduct, getMyTradeProducts } from '@plastihub/api-client';
import { defineMutation, defineResource } from '../../../shared/data/definitions';
import {
  countriesLookup,
  productCategoriesLookup,
  productConditionsLookup,
} from '../../../shared/data/lookups';

// Keys start with `selling.`: whatever a seller lists (DemoControls' approval refreshes them all).

/** The signed-in seller's trade products (My Products). */
export const myTradeProducts = defineResource('selling.myTradeProducts', (_params: null, options) =>
  getMyTradeProducts(options),
);

/** The Product Add form's look-ups: categories, conditions and countries. */
export const productFormChoices = {
  categories: productCategoriesLookup,
  conditions: productConditionsLookup,
  countries: countriesLookup,
};

// The product's photo travels as a file: its progress shows, and it stays out of the store.
export const tradeProductAdding = defineMutation('selling.addTradeProduct', addTradeProduct, {
  upload: true,
});
