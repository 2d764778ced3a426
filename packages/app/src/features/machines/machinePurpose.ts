import type { MachinePurpose } from '@plastihub/api-client';
import { useSelections } from '../../shared/listing/useSelections';
import { isMachinePurpose } from './machines.data';

/** "Select Machine for": what each choice stores, its name in titles, and where it goes. */
export const purposes = [
  { purpose: 'rent', name: 'Spare Capacity', to: 'machine' },
  { purpose: 'sell', name: 'Buy Machine', to: 'buyMachine' },
] as const satisfies ReadonlyArray<{ purpose: MachinePurpose; name: string; to: 'machine' | 'buyMachine' }>;

/** The choice made on "Select Machine for", or null when none was made (or it is unknown). */
export function useMachinePurpose(): MachinePurpose | null {
  const { machineType } = useSelections(['machineType']);
  return isMachinePurpose(machineType) ? machineType : null;
}
