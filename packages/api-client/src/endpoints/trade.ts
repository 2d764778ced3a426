import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, optionalNumber, optionalText, relationName, text } from '../core/schema';
import { priceEntries, tradeProductListItemSchema, type TradeProductListItem } from './tradeSchemas';
import { sellerEntries, toListingSeller } from './listingSeller';
import { singleRecord } from './record';
import {
  tradeProductFilterRequest,
  tradeProductsRequest,
  type TradeProductFilter,
  type TradeType,
} from '../requests';

export type { TradeProductListItem };

export { tradeTypes, type TradeType, type TradeProductFilter } from '../requests';

/** Up to four pictures per product (`image1` to `image4`). */
export const MAX_TRADE_PRODUCT_IMAGES = 4;

const tradeProductDetailsSchema = v.pipe(
  v.looseObject({
    id: id(),
    name: text(),
    category_id: v.nullish(id(), null),
    image1: optionalText(),
    image2: optionalText(),
    image3: optionalText(),
    image4: optionalText(),
    product_category: relationName(),
    product_condition: relationName(),
    quantity: optionalNumber(),
    unit: text(),
    supply_type: text(),
    product_type: text(),
    ...priceEntries,
    address: text(),
    city: text(),
    state: text(),
    country: relationName(),
    target_country: relationName(),
    description: text(),
    ...sellerEntries,
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    images: [row.image1, row.image2, row.image3, row.image4].filter(
      (image): image is string => image !== null,
    ),
    categoryName: row.product_category,
    conditionName: row.product_condition,
    quantity: row.quantity,
    unit: row.unit,
    supplyType: row.supply_type,
    productType: row.product_type,
    price: row.price,
    currency: row.currency,
    priceBasis: row.price_basis,
    address: row.address,
    city: row.city,
    state: row.state,
    countryName: row.country,
    targetCountryName: row.target_country,
    description: row.description,
    seller: toListingSeller(row),
  })),
);
export type TradeProductDetails = v.InferOutput<typeof tradeProductDetailsSchema>;

const productsResponse = v.object({ products: list(tradeProductListItemSchema) });

/** GET /typewise-trade-product-list: every product of one trade type, newest first. */
export async function getTradeProducts(
  tradeType: TradeType,
  options?: CallOptions,
): Promise<TradeProductListItem[]> {
  const body = await apiClient().request({
    method: 'GET',
    ...tradeProductsRequest(tradeType),
    schema: productsResponse,
    options,
  });
  return body.products;
}

/** GET /trade-product-filter: the ids travel comma-joined. */
export async function filterTradeProducts(
  filter: TradeProductFilter,
  options?: CallOptions,
): Promise<TradeProductListItem[]> {
  const body = await apiClient().request({
    method: 'GET',
    ...tradeProductFilterRequest(filter),
    schema: productsResponse,
    options,
  });
  return body.products;
}

export interface TradeProductPage {
  /** Null for "Record Not Found". */
  product: TradeProductDetails | null;
  similarProducts: TradeProductListItem[];
}

/** GET /trade-product-details: the product and similar products of its category. */
export async function getTradeProductDetails(
  params: { productId: number; categoryId: number },
  options?: CallOptions,
): Promise<TradeProductPage> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/trade-product-details',
    params: { id: params.productId, category_id: params.categoryId },
    schema: v.object({
      products: singleRecord(tradeProductDetailsSchema),
      similar_products: list(tradeProductListItemSchema),
    }),
    options,
  });
  return { product: body.products, similarProducts: body.similar_products };
}
