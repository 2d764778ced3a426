import {
  filterTradeProducts,
  getCountries,
  getProductCategories,
  getProductConditions,
  getTradeProductDetails,
  getTradeProducts,
  tradeTypes,
  type TradeType,
} from '@plastihub/api-client';
import { callOf, defineResource, type ResourceCall } from '../../shared/data/definitions';
import { idsOf, readFilters, type FilterDef, type FilterValues } from '../../shared/listing/urlFilters';
import { readSelection } from '../../shared/selection';

/** The trade list's filters: multiple choices, held in the URL as comma lists of ids. */
export const tradeFilters = [
  { param: 'country', name: 'Country', selection: 'multiple' },
  { param: 'category', name: 'Category', selection: 'multiple' },
  { param: 'condition', name: 'Condition', selection: 'multiple' },
] as const satisfies readonly FilterDef[];

export type TradeProductQuery = {
  tradeType: TradeType;
  countryIds: number[];
  categoryIds: number[];
  conditionIds: number[];
};

export const isTradeType = (value: string | null): value is TradeType =>
  tradeTypes.some((type) => type === value);

/** The list call's params for a trade type and the filters in force (the screen and the preload agree). */
export const tradeProductQuery = (
  tradeType: TradeType,
  { country, category, condition }: FilterValues<(typeof tradeFilters)[number]['param']>,
): TradeProductQuery => ({
  tradeType,
  countryIds: idsOf(country),
  categoryIds: idsOf(category),
  conditionIds: idsOf(condition),
});

/** The products of one trade type: the type's list, or the filter call once a filter is in force. */
export const tradeProducts = defineResource('trade.products', (query: TradeProductQuery, options) =>
  query.countryIds.length + query.categoryIds.length + query.conditionIds.length === 0
    ? getTradeProducts(query.tradeType, options)
    : filterTradeProducts(query, options),
);

/** The choices of the three filters, asked for together. */
export const tradeFilterOptions = defineResource('trade.filterOptions', async (_params: null, options) => {
  const [countries, categories, conditions] = await Promise.all([
    getCountries(options),
    getProductCategories(options),
    getProductConditions(options),
  ]);
  return { countries, categories, conditions };
});

/** A product with similar products of its category. */
export const tradeProductPage = defineResource(
  'trade.productPage',
  async (params: { productId: number; categoryId: number }, options) => {
    const page = await getTradeProductDetails(params, options);
    return { record: page.product, similar: page.similarProducts };
  },
);

/** What the list route asks for as it matches, while the screen's chunk downloads: the list and its filters. */
export function tradeProductsPreload(search: string): ResourceCall[] {
  const tradeType = readSelection('tradeType', search);
  if (!isTradeType(tradeType)) return [];
  return [
    callOf(tradeFilterOptions, null),
    callOf(tradeProducts, tradeProductQuery(tradeType, readFilters(search, tradeFilters))),
  ];
}
