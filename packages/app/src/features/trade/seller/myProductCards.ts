import type { TradeProductListItem } from '@plastihub/api-client';
import type { ListingCards } from '../../../shared/listing/listingKind';
import { tradeProductCard } from '../../../shared/listing/tradeProductCards';

/** The seller's own trade products (My Products): the trade card, opening the product's public page. */
export const sellerProductCards: ListingCards<TradeProductListItem> = {
  detailPath: 'tradeProductDetails',
  selectionOf: (product) => ({
    productId: String(product.id),
    ...(product.categoryId !== null && { productCategoryId: String(product.categoryId) }),
  }),
  card: tradeProductCard,
};
