import type { MachinePurpose } from '@plastihub/api-client';
import { useResource, type ResourceView } from '../../../shared/data/useData';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { useMachineCompareTray } from './comparedMachines';
import { machineKindOf } from '../machineKindOf';
import type { MachineKindName } from '../machineKinds';
import { machineListings } from '../machineListings';
import { machineList } from '../machines.data';

/**
 * One kind's machines for a purpose and search words: the result grid (the list and Buy Machine), each card with
 * Add to compare, and the kind's compare list in a tray that stays in sight.
 */
export function MachineResults({
  kind,
  purpose,
  keyword,
}: {
  kind: MachineKindName;
  purpose: MachinePurpose;
  keyword: string;
}) {
  const machines = useResource(machineList, { kind, purpose, keyword });
  const { compare, tray } = useMachineCompareTray(kind, 'sticky');
  return (
    <>
      <ListingResults
        kind={machineListings[kind].listing}
        // The resource answers with the machines of `kind`: the kind's card reads them.
        results={machines as ResourceView<readonly never[]>}
        label={`${machineKindOf(kind).title}s`}
        searchable
        sortable
        compareOf={({ id }: { id: number | null }) =>
          // A machine the server sends without an id cannot be asked for again: it has no Add to compare.
          id === null ? undefined : compare.toggleOf(id)
        }
      />
      {tray}
    </>
  );
}
