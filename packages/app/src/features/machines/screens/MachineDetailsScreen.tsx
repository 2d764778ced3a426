import { Stack } from '@plastihub/ui';
import type { ResourceView } from '../../../shared/data/useData';
import { ListingDetail, type ListingPage } from '../../../shared/listing/ListingDetail';
import { idOf } from '../../../shared/listing/urlFilters';
import { useListingPage } from '../../../shared/listing/useListingPage';
import { useSelections } from '../../../shared/listing/useSelections';
import { useMachineCompareTray } from '../components/comparedMachines';
import { machineKindOf } from '../machineKindOf';
import type { MachineKindName } from '../machineKinds';
import { machineListings } from '../machineListings';
import { machinePage } from '../machines.data';

/**
 * Every kind's details (`/injection-machine-details`, ...): the machine the URL (or the hand-off) names, with the
 * kind's compare list.
 */
export default function MachineDetailsScreen({ kind }: { kind: MachineKindName }) {
  const { machineId, machineSize } = useSelections(['machineId', 'machineSize']);
  const id = idOf(machineId);
  const page = useListingPage(
    machinePage,
    id === null ? null : { kind, id, size: machineSize },
  ) as ResourceView<ListingPage<never, never>>;
  const { tray } = useMachineCompareTray(kind);
  return (
    <Stack space="lg">
      <ListingDetail
        kind={machineListings[kind].listing}
        fallbackTitle={`${machineKindOf(kind).title} Details`}
        page={page}
      />
      {tray}
    </Stack>
  );
}
