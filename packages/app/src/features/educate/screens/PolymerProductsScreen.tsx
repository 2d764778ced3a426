import { Stack, optionsFrom } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { polymerProductListing } from '../polymerListing';
import {
  manufacturingYears,
  polymerProductBrands,
  polymerProductFilters,
  polymerProductQuery,
  polymerProductsOf,
} from '../polymers.data';

/** `/polymer-product?industry_id=&brand=&year=`: an industry's products, filtered by brand and year. */
export default function PolymerProductsScreen() {
  const { industryId, industryName } = useSelections(['industryId', 'industryName']);
  const id = idOf(industryId);
  const filters = useUrlFilters(polymerProductFilters);
  const known = id !== null;
  const brands = useResource(polymerProductBrands, { industryId: id ?? 0 }, { enabled: known });
  const products = useResource(polymerProductsOf, polymerProductQuery(id ?? 0, filters.values), {
    enabled: known,
  });
  const title = industryName || 'Polymer Products';
  if (!known) return <RecordNotFoundPage title={title} />;
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <ListingFilterBar
        label="Filter products"
        filters={filters}
        clearAllLabel="Clear All"
        controls={[
          {
            def: polymerProductFilters[0],
            options: optionsFrom(brands.data ?? []),
            loading: brands.status === 'loading',
          },
          { def: polymerProductFilters[1], options: optionsFrom(manufacturingYears().map(String)) },
        ]}
      />
      <ListingResults
        kind={polymerProductListing}
        results={products}
        label={`${title} products`}
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </Stack>
  );
}
