import { idOf } from '../../shared/listing/urlFilters';
import { readSelection } from '../../shared/storage/selection';
import type { MachineKindName } from './machineKinds';

export interface MachinePageQuery {
  kind: MachineKindName;
  id: number;
  /** The list card's size (injection: tonnage; auxiliary: the size text), for like-sized similar machines. */
  size: string | null;
}

/** A machine's page as its URL names it (the machine and its size, handed over by the list); null for none. */
export function machinePageQueryAt(kind: MachineKindName, search: string): MachinePageQuery | null {
  const id = idOf(readSelection('machineId', search));
  return id === null ? null : { kind, id, size: readSelection('machineSize', search) };
}
