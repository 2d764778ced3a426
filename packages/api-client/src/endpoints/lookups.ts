import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, text } from '../core/schema';
import {
  countriesRequest,
  productCategoriesRequest,
  productConditionsRequest,
  type GetRequest,
} from '../requests';

/** Countries, product categories and product conditions all come as `{ id, name }`. */
export const lookupSchema = v.object({ id: id(), name: text() });
export type LookupItem = v.InferOutput<typeof lookupSchema>;
export type Country = LookupItem;
export type ProductCategory = LookupItem;
export type ProductCondition = LookupItem;

async function getLookup(request: GetRequest, key: string, options?: CallOptions): Promise<LookupItem[]> {
  const body = await apiClient().request({
    method: 'GET',
    ...request,
    schema: v.object({ [key]: list(lookupSchema) }),
    options,
  });
  return body[key] ?? [];
}

/** GET /countries. */
export function getCountries(options?: CallOptions): Promise<Country[]> {
  return getLookup(countriesRequest(), 'countries', options);
}

/** GET /product-categories: polymer families (PP, HDPE, PVC...). */
export function getProductCategories(options?: CallOptions): Promise<ProductCategory[]> {
  return getLookup(productCategoriesRequest(), 'product_categories', options);
}

/** GET /product-conditions: Prime/Virgin, Off-grade, Regrind... */
export function getProductConditions(options?: CallOptions): Promise<ProductCondition[]> {
  return getLookup(productConditionsRequest(), 'product_conditions', options);
}
