/**
 * The shapes of the GET requests whose paths and parameters more than the endpoint functions need (the endpoint
 * functions are built from them; the mock server's handlers and the app's URL rules read the same tables).
 * Nothing here loads axios or a schema (`@plastihub/api-client/requests`).
 */

export type RequestParams = Record<string, string | number | undefined>;

export interface GetRequest {
  /** The path under the API base, in the server's spelling. */
  url: string;
  params?: RequestParams;
}

export const tradeTypes = [
  'Virgin Polymers',
  'Polymer Compounds',
  'Reprocessed Polymer',
  'Scrap Material',
] as const;
export type TradeType = (typeof tradeTypes)[number];

export interface TradeProductFilter {
  tradeType: TradeType;
  /** Empty lists do not filter. */
  countryIds: readonly number[];
  categoryIds: readonly number[];
  conditionIds: readonly number[];
}

/** GET /connect-banners (public). */
export const connectBannersRequest = (): GetRequest => ({ url: '/connect-banners' });

export const countriesRequest = (): GetRequest => ({ url: '/countries' });
export const productCategoriesRequest = (): GetRequest => ({ url: '/product-categories' });
export const productConditionsRequest = (): GetRequest => ({ url: '/product-conditions' });

/** GET /typewise-trade-product-list. */
export const tradeProductsRequest = (tradeType: TradeType): GetRequest => ({
  url: '/typewise-trade-product-list',
  params: { product_type: tradeType },
});

/** GET /trade-product-filter: the ids travel comma-joined. */
export const tradeProductFilterRequest = (filter: TradeProductFilter): GetRequest => ({
  url: '/trade-product-filter',
  params: {
    product_type: filter.tradeType,
    country_ids: filter.countryIds.join(','),
    category_ids: filter.categoryIds.join(','),
    condition_ids: filter.conditionIds.join(','),
  },
});

export interface MaterialsQuery {
  brandId: number;
  /** The chosen city: prices come for that city only. */
  city?: string;
  /** Matches name, category, grade or polymer type. */
  keyword?: string;
  /** 1-based; the server pages the list. */
  page?: number;
}

/** GET /connect-materials. */
export const materialsRequest = (query: MaterialsQuery): GetRequest => ({
  url: '/connect-materials',
  params: {
    brand_id: query.brandId,
    city: query.city || undefined,
    keyword: query.keyword?.trim() || undefined,
    page: query.page,
  },
});
