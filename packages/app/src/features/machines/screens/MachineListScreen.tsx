import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { Redirect } from 'wouter';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { keywordFilter } from '../../../shared/listing/urlFilters';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { href } from '../../../shared/routing/paths';
import { MachineResults } from '../components/MachineResults';
import { machineKindOf } from '../machineKindOf';
import type { MachineKindName } from '../machineKinds';
import { machineListings } from '../machineListings';
import { useMachinePurpose } from '../machinePurpose';

const listFilters = [keywordFilter] as const;

/** Every kind's list (`/injection-machine`, ...): the keyword search (in the URL) over the result grid. */
export default function MachineListScreen({ kind }: { kind: MachineKindName }) {
  const purpose = useMachinePurpose();
  const filters = useUrlFilters(listFilters);
  if (purpose === null) return <Redirect to={href('machineType')} replace />;
  const { title } = machineKindOf(kind);
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <ListingFilterBar
        label={`Search ${title}s`}
        filters={filters}
        controls={[{ def: keywordFilter, placeholder: machineListings[kind].searchPlaceholder }]}
      />
      <MachineResults kind={kind} purpose={purpose} keyword={filters.values.keyword[0] ?? ''} />
    </Stack>
  );
}
