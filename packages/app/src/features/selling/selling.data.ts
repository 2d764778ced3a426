import {
  addTradeProduct,
  getCountries,
  getMyTradeProducts,
  getProductCategories,
  getProductConditions,
} from '@plastihub/api-client';
import { defineMutation, defineResource } from '../../shared/data/definitions';

/** The signed-in seller's trade products (My Products). */
export const myTradeProducts = defineResource('selling.myTradeProducts', (_params: null, options) =>
  getMyTradeProducts(options),
);

/** The Product Add form's look-ups: categories, conditions and countries. */
export const productFormChoices = defineResource(
  'selling.productFormChoices',
  async (_params: null, options) => {
    const [categories, conditions, countries] = await Promise.all([
      getProductCategories(options),
      getProductConditions(options),
      getCountries(options),
    ]);
    return { categories, conditions, countries };
  },
);

/** The countries of the machine and tool room forms. */
export const sellingCountries = defineResource('selling.countries', (_params: null, options) =>
  getCountries(options),
);

export const tradeProductAdding = defineMutation('selling.addTradeProduct', addTradeProduct);
