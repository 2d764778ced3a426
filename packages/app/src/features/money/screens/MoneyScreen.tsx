import { optionsFrom, optionsFromLookup, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource, useResourceGroup } from '../../../shared/data/useData';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { financialInstitutions, institutionQuery, moneyFilterOptions, moneyFilters } from '../money.data';
import { moneyListing } from '../moneyListing';

/** `/money`: financial institutions, filtered by Country, Purpose and Funding (all in the URL). */
export default function MoneyScreen() {
  const filters = useUrlFilters(moneyFilters);
  const options = useResourceGroup(moneyFilterOptions);
  const institutions = useResource(financialInstitutions, institutionQuery(filters.values));
  const loading = options.status === 'loading';
  const [country, purpose, funding] = moneyFilters;
  return (
    <Stack space="lg">
      <PageHeading title="Money" description="Financial institutions that fund plastics businesses" />
      <ListingFilterBar
        label="Filter financial institutions"
        filters={filters}
        controls={[
          { def: country, options: optionsFromLookup(options.data?.countries ?? []), loading },
          { def: purpose, options: optionsFrom(options.data?.purposes ?? []), loading },
          { def: funding, options: optionsFrom(options.data?.fundingTypes ?? []), loading },
        ]}
      />
      <ListingResults
        kind={moneyListing}
        results={institutions}
        label="Financial institutions"
        searchable
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </Stack>
  );
}
