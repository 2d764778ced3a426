import { parseCompareIds, type StoredCompareList } from '../../shared/listing/compareList';
import { readSelection } from '../../shared/storage/selection';
import type { MachineKindName } from './machineKinds';

/** Every kind's list as kept (local storage `machine_compare`): `injection=1%2C2&extruder=7`. */
const keptLists = () => new URLSearchParams(readSelection('machineCompareLists', '') ?? '');

/**
 * The machines of one kind chosen to compare, kept in this browser across that kind's list and details screens;
 * each kind has its own list (machines of different kinds have different details to compare).
 */
export const machineCompareList = (kind: MachineKindName): StoredCompareList => ({
  name: kind,
  read: () => parseCompareIds(keptLists().get(kind)),
  written: (ids) => {
    const lists = keptLists();
    if (ids.length > 0) lists.set(kind, ids.join(','));
    else lists.delete(kind);
    return { machineCompareLists: lists.toString() || null };
  },
});
