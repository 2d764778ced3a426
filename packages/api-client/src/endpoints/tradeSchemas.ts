import * as v from 'valibot';
import { id, optionalNumber, optionalText, relationName, text } from '../core/schema';

/* Schemas shared by the trade calls and the home page (GET /front); not part of the public API. */

export const priceEntries = {
  price: optionalNumber(),
  currency: text(),
  price_basis: text(),
};

export const tradeProductListItemSchema = v.pipe(
  v.looseObject({
    id: id(),
    name: text(),
    category_id: v.nullish(id(), null),
    image1: optionalText(),
    ...priceEntries,
    city: text(),
    state: text(),
    country: relationName(),
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    image: row.image1,
    price: row.price,
    /** e.g. INR or USD. */
    currency: row.currency,
    /** The unit the price is for, e.g. Kg or MT. */
    priceBasis: row.price_basis,
    city: row.city,
    state: row.state,
    countryName: row.country,
  })),
);
export type TradeProductListItem = v.InferOutput<typeof tradeProductListItemSchema>;
