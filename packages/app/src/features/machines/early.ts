import type { EarlyRequests } from '../../shared/routing/earlyRequests';
import type { MachineKindName } from './machineKinds';
import { machineDetailsRequest, machinePageQueryAt } from './machineQuery';

const detailsOf = (kind: MachineKindName) => (search: string) => {
  const query = machinePageQueryAt(kind, search);
  return query ? [machineDetailsRequest(query)] : [];
};

/** A machine's page opens with its details call (its route's preload, machines.data.ts). */
export const machineEarlyRequests: EarlyRequests = {
  injectionMachineDetails: detailsOf('injection'),
  blowMoldingMachineDetails: detailsOf('blowMolding'),
  extruderMachineDetails: detailsOf('extruder'),
  utilityMachineDetails: detailsOf('utility'),
  auxiliaryMachineDetails: detailsOf('auxiliary'),
};
