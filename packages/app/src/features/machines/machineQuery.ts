import { machineDetailsRequests, type GetRequest } from '@plastihub/api-client/early';
import { idOf } from '../../shared/listing/urlFilters';
import { readSelection } from '../../shared/storage/selection';
import type { MachineKindName } from './machineKinds';

export interface MachinePageQuery {
  kind: MachineKindName;
  id: number;
  /** The list card's size (injection: tonnage; auxiliary: the size text), for like-sized similar machines. */
  size: string | null;
}

/** Injection sizes are tonnages: a size that is not a number is not sent. */
export const sizeInTons = (size: string | null) => (size && /^\d+(\.\d+)?$/.test(size) ? Number(size) : null);

/** A machine's page as its URL names it (the machine and its size, handed over by the list); null for none. */
export function machinePageQueryAt(kind: MachineKindName, search: string): MachinePageQuery | null {
  const id = idOf(readSelection('machineId', search));
  return id === null ? null : { kind, id, size: readSelection('machineSize', search) };
}

/** The details call a machine's page makes first (machines.data.ts's detail calls send the same). */
export function machineDetailsRequest({ kind, id, size }: MachinePageQuery): GetRequest {
  switch (kind) {
    case 'injection':
      return machineDetailsRequests.injection({ id, machineSizeTon: sizeInTons(size) });
    case 'utility':
    case 'auxiliary':
      return machineDetailsRequests[kind]({ id, machineSize: size });
    case 'blowMolding':
    case 'extruder':
      return machineDetailsRequests[kind]({ id });
  }
}
