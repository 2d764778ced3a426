import * as v from 'valibot';
import { apiClient, type CallOptions, type UploadOptions } from '../core';
import { list } from '../core/schema';
import type { TradeType } from './trade';
import { tradeProductListItemSchema, type TradeProductListItem } from './tradeSchemas';
import {
  formFieldNames,
  serverFields,
  submitForm,
  toFormData,
  type FieldMap,
  type FormNumber,
  type SavedListing,
} from './multipart';

/** The signed-in seller's trade products: the Product Add form and My Products. */

export const tradeSupplyTypes = ['Regular', 'One Time'] as const;
export type TradeSupplyType = (typeof tradeSupplyTypes)[number];

/** The spec's form lists FOB twice; the repeat is a defect, not a fourth value. */
export const tradePriceBases = ['Exworks', 'FOB', 'CIF'] as const;
export type TradePriceBasis = (typeof tradePriceBases)[number];

/** The Product Add form (product types are `tradeTypes`). Product type, category, condition, name, description, quantity, unit and supply type are required. */
export interface TradeProductForm {
  productType: TradeType | '';
  categoryId: FormNumber;
  conditionId: FormNumber;
  name: string;
  description: string;
  quantity: FormNumber;
  unit: string;
  supplyType: TradeSupplyType | '';
  priceBasis?: TradePriceBasis | '';
  currency?: string;
  price?: FormNumber;
  address?: string;
  city?: string;
  state?: string;
  countryId?: FormNumber | null;
  targetCountryId?: FormNumber | null;
  /** Sent as the file `image1`. */
  image?: File | null;
}

const fieldMap: FieldMap<Omit<TradeProductForm, 'image'>> = {
  productType: 'product_type',
  categoryId: 'category_id',
  conditionId: 'condition_id',
  name: 'name',
  description: 'description',
  quantity: 'quantity',
  unit: 'unit',
  supplyType: 'supply_type',
  priceBasis: 'price_basis',
  currency: 'currency',
  price: 'price',
  address: 'address',
  city: 'city',
  state: 'state',
  countryId: 'country',
  targetCountryId: 'target_country',
};
const fieldNames = formFieldNames(fieldMap, { image1: 'image' });

/**
 * POST /trade-product-add (multipart): the spec's fields, with the photo as the file `image1`. The spec shows the
 * product fields as JSON with the photo as a data URL; like the machine forms' photos, it goes as an upload instead
 * (the upload's time-out and progress, and no photo a third larger inside a JSON body).
 */
export function addTradeProduct(form: TradeProductForm, options?: UploadOptions): Promise<SavedListing> {
  return submitForm(
    '/trade-product-add',
    toFormData(serverFields(form, fieldMap), { image1: form.image }),
    fieldNames,
    options,
  );
}

/** GET /my-trade-product: the seller's own trade products (My Products cards), newest first. */
export async function getMyTradeProducts(options?: CallOptions): Promise<TradeProductListItem[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/my-trade-product',
    schema: v.object({ products: list(tradeProductListItemSchema) }),
    options,
  });
  return body.products;
}
