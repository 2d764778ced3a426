import type { EarlyRequests } from '../../shared/routing/earlyRequests';
import { machineKinds, type MachineKindName } from './machineKinds';
import { machineDetailsRequestOf, machinePageQueryAt } from './machineQuery';

const detailsOf = (kind: MachineKindName) => (search: string) => {
  const query = machinePageQueryAt(kind, search);
  return query ? [machineDetailsRequestOf(query)] : [];
};

/** A machine's page opens with its details call (its route's preload, machines.data.ts), for every kind. */
export const machineEarlyRequests: EarlyRequests = Object.fromEntries(
  machineKinds.map((kind) => [kind.routes.details, detailsOf(kind.name)]),
);
