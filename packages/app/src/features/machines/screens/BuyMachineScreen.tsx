import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { keywordFilter, type FilterDef } from '../../../shared/listing/urlFilters';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { MachineResults } from '../components/MachineResults';
import { isMachineKindName, machineKindOf } from '../machineKindOf';
import { machineKinds } from '../machineKinds';
import { machineListings } from '../machineListings';

const kindFilter = {
  param: 'kind',
  name: 'Machine',
  selection: 'single',
  accepts: isMachineKindName,
} as const satisfies FilterDef;
const buyFilters = [kindFilter, keywordFilter] as const;
const kindOptions = machineKinds.map((kind) => ({ value: kind.name, label: kind.title }));

/**
 * `/buy-machine`: machines for sale. Assumption (the spec shows no content): the rent list's cards and search,
 * with the kind of machine as a filter (injection molding first), all in the URL.
 */
export default function BuyMachineScreen() {
  const filters = useUrlFilters(buyFilters);
  const chosen = filters.values.kind[0];
  const kind = isMachineKindName(chosen) ? chosen : 'injection';
  return (
    <Stack space="lg">
      <PageHeading title="Buy Machine" description={`${machineKindOf(kind).title}s for sale`} />
      <ListingFilterBar
        label="Find machines for sale"
        filters={filters}
        controls={[
          { def: kindFilter, options: kindOptions },
          { def: keywordFilter, placeholder: machineListings[kind].searchPlaceholder },
        ]}
      />
      <MachineResults kind={kind} purpose="sell" keyword={filters.values.keyword[0] ?? ''} />
    </Stack>
  );
}
