import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { polymerProductListing } from '../polymerListing';
import { polymerProductPage } from '../polymers.data';

/** `/polymer-product-details?polymer_product_id=`: a product, its brand and year, and its parts. */
export default function PolymerProductDetailsScreen() {
  const page = useSelectedRecord('polymerProductId', polymerProductPage);
  return <ListingDetail kind={polymerProductListing} page={page} fallbackTitle="Polymer Product Details" />;
}
