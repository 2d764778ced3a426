import { Stack, optionsFromLookup } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { Redirect } from 'wouter';
import { href } from '../../../shared/routing/paths';
import { useResource, useResourceGroup } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import {
  isTradeType,
  tradeFilterOptions,
  tradeFilters,
  tradeProductQuery,
  tradeProducts,
} from '../trade.data';
import { tradeListing } from '../tradeListing';
import { RecordNotFoundPage } from '../../../shared/page/ScreenState';

/** `/trade-product`: one trade type's products, filtered by country, category and condition. */
export default function TradeProductsScreen() {
  const { tradeType } = useSelections(['tradeType']);
  const filters = useUrlFilters(tradeFilters);
  const known = isTradeType(tradeType);
  const options = useResourceGroup(tradeFilterOptions, { enabled: known });
  const products = useResource(
    tradeProducts,
    tradeProductQuery(known ? tradeType : 'Virgin Polymers', filters.values),
    { enabled: known },
  );
  if (tradeType === null) return <Redirect to={href('trade')} replace />;
  if (!known) {
    return <RecordNotFoundPage title="Trade Products" />;
  }
  const loading = options.status === 'loading';
  return (
    <Stack space="lg">
      <PageHeading title={tradeType} />
      <ListingFilterBar
        label="Filter products"
        filters={filters}
        controls={[
          { def: tradeFilters[0], options: optionsFromLookup(options.data?.countries ?? []), loading },
          { def: tradeFilters[1], options: optionsFromLookup(options.data?.categories ?? []), loading },
          { def: tradeFilters[2], options: optionsFromLookup(options.data?.conditions ?? []), loading },
        ]}
      />
      <ListingResults
        kind={tradeListing}
        results={products}
        label={`${tradeType} products`}
        searchable
        sortable
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </Stack>
  );
}
