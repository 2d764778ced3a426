import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useListingPage } from '../../../shared/listing/useListingPage';
import { useSelections } from '../../../shared/listing/useSelections';
import { tradeProductPage } from '../trade.data';
import { tradeListing } from '../tradeListing';
import { idOf } from '../../../shared/listing/urlFilters';

/** `/trade-product-details`: a product, its seller's contact revealed once, chat, and similar products. */
export default function TradeProductDetailsScreen() {
  const { productId, productCategoryId } = useSelections(['productId', 'productCategoryId']);
  const id = idOf(productId);
  const page = useListingPage(
    tradeProductPage,
    id === null ? null : { productId: id, categoryId: idOf(productCategoryId) ?? 0 },
  );
  return <ListingDetail kind={tradeListing} fallbackTitle="Trade Product Details" page={page} />;
}
