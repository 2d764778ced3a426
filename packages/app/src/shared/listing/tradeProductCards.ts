import type { TradeProductListItem } from '@plastihub/api-client';
import { formatPlace, formatPriceWithBasis } from '@plastihub/ui';
import type { ListingCards, ListingCardView } from './listingKind';
import { byPrice, newestFirst } from './listingSorts';

/** Delivery terms of a trade price (document 3); any other basis the server sends is the unit priced. */
const deliveryTerms = ['exworks', 'fob', 'cif'];

/** "Rs. 112 / Kg", "USD 1,180 / MT", "Rs. 95 · Exworks", or "Rs. 95 / Kg · FOB" when the unit is known too. */
export function tradePrice(price: number | null, currency: string, basis: string, unit?: string): string {
  const isTerm = deliveryTerms.includes(basis.trim().toLowerCase());
  return isTerm
    ? formatPriceWithBasis(price, currency, basis, unit)
    : formatPriceWithBasis(price, currency, null, basis || unit);
}

/** A trade product's card (trade lists, My Products, the home page): picture, name, place, price. */
export const tradeProductCard = (product: TradeProductListItem): ListingCardView => ({
  title: product.name,
  imageSrc: product.image,
  meta: [{ value: formatPlace(product.state, product.city, product.countryName) }],
  price: tradePrice(product.price, product.currency, product.priceBasis),
});

/** Trade product cards, each opening the product's page with its id and category handed on. */
export const tradeProductCards: ListingCards<TradeProductListItem> = {
  detailPath: 'tradeProductDetails',
  selectionOf: (product) => ({
    productId: String(product.id),
    ...(product.categoryId !== null && { productCategoryId: String(product.categoryId) }),
  }),
  card: tradeProductCard,
  sorts: [newestFirst(), ...byPrice(comparablePrice)],
};

/** Kilograms in a unit a trade price is given for. */
const kilograms: Record<string, number> = { kg: 1, kgs: 1, mt: 1000, ton: 1000, tons: 1000, tonne: 1000 };

/**
 * A price that sorts against others: rupees per kilogram where the unit is known (a price per MT is a thousand
 * kilograms'), the price as given otherwise; prices in another currency than rupees come after every rupee price
 * (no exchange rates in the spec).
 */
function comparablePrice(product: TradeProductListItem): number | null {
  if (product.price === null) return null;
  const perKg = product.price / (kilograms[product.priceBasis.trim().toLowerCase()] ?? 1);
  const inRupees = ['', 'INR', 'RS', 'RS.'].includes(product.currency.trim().toUpperCase());
  return inRupees ? perKg : 1e12 + perKg;
}
