import type { MachinePurpose } from '@plastihub/api-client';
import { useResource, type ResourceView } from '../../shared/data/useData';
import { ListingResults } from '../../shared/listing/ListingResults';
import { machineKindOf } from './machineKindOf';
import type { MachineKindName } from './machineKinds';
import { machineListings } from './machineListings';
import { machineList } from './machines.data';

/** One kind's machines for a purpose and search words: the result grid (the list and Buy Machine). */
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
  return (
    <ListingResults
      kind={machineListings[kind].listing}
      // The resource answers with the machines of `kind`: the kind's card reads them.
      results={machines as ResourceView<readonly never[]>}
      label={`${machineKindOf(kind).title}s`}
    />
  );
}
