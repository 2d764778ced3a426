import type { TradeProductListItem } from '@plastihub/api-client';
import { formatPlace, formatPriceWithBasis } from '@plastihub/ui';
import type { ListingCardView } from '../../shared/listing/listingKind';

/** Delivery terms of a trade price (document 3); any other basis the server sends is the unit priced. */
const deliveryTerms = ['exworks', 'fob', 'cif'];

/** "Rs. 112 / Kg", "USD 1,180 / MT", "Rs. 95 · Exworks", or "Rs. 95 / Kg · FOB" when the unit is known too. */
export function tradePrice(price: number | null, currency: string, basis: string, unit?: string): string {
  const isTerm = deliveryTerms.includes(basis.trim().toLowerCase());
  return isTerm
    ? formatPriceWithBasis(price, currency, basis, unit)
    : formatPriceWithBasis(price, currency, null, basis || unit);
}

/** A trade product's card, on the trade lists and the seller's My Products: picture, name, place, price. */
export const tradeProductCard = (product: TradeProductListItem): ListingCardView => ({
  title: product.name,
  imageSrc: product.image,
  meta: [{ value: formatPlace(product.state, product.city, product.countryName) }],
  price: tradePrice(product.price, product.currency, product.priceBasis),
});
