import { useResource } from '../../../shared/data/useData';
import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelections } from '../../../shared/listing/useSelections';
import { tradeProductPage } from '../trade.data';
import { tradeListing } from '../tradeListing';
import { idOf } from '../../../shared/listing/urlFilters';

export default function TradeProductDetailsScreen() {
  const { productId, productCategoryId } = useSelections(['productId', 'productCategoryId']);
  const id = idOf(productId);
  const page = useResource(
    tradeProductPage,
    { productId: id ?? 0, categoryId: idOf(productCategoryId) ?? 0 },
    { enabled: id !== null },
  );
  return (
    <ListingDetail
      kind={tradeListing}
      fallbackTitle="Trade Product Details"
      page={id === null ? { ...page, data: { record: null, similar: [] } } : page}
    />
  );
}
