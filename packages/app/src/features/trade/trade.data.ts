import { filterTradeProducts, getTradeProductDetails, getTradeProducts } from '@plastihub/api-client';
import { tradeTypes } from '@plastihub/api-client/requests';
import { callOf, defineResource, type ResourceCall } from '../../shared/data/definitions';
import { anId, exactly, listOf, oneOf } from '../../shared/data/paramShapes';
import { savedSearchList } from '../../shared/buyerTools/savedSearchLists';
import { countriesLookup, productCategoriesLookup, productConditionsLookup } from '../../shared/data/lookups';
import { isFiltered, tradeProductQueryAt, type TradeProductQuery } from './tradeQuery';

export { isTradeType, tradeFilters, tradeProductQuery, type TradeProductQuery } from './tradeQuery';

/** The products of one trade type: the type's list, or the filter call once a filter is in force. */
export const tradeProducts = defineResource('trade.products', (query: TradeProductQuery, options) =>
  isFiltered(query) ? filterTradeProducts(query, options) : getTradeProducts(query.tradeType, options),
);
savedSearchList(
  tradeProducts,
  exactly<TradeProductQuery>({
    tradeType: oneOf(tradeTypes),
    countryIds: listOf(anId),
    categoryIds: listOf(anId),
    conditionIds: listOf(anId),
  }),
);

/** The choices of the three filters (shared look-ups, shown together with useResourceGroup). */
export const tradeFilterOptions = {
  countries: countriesLookup,
  categories: productCategoriesLookup,
  conditions: productConditionsLookup,
};

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
  const query = tradeProductQueryAt(search);
  if (!query) return [];
  return [
    ...Object.values(tradeFilterOptions).map((lookup) => callOf(lookup, null)),
    callOf(tradeProducts, query),
  ];
}
