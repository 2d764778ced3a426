import {
  getAuxiliaryMachineDetails,
  getAuxiliaryMachines,
  getBlowMoldingMachineDetails,
  getBlowMoldingMachines,
  getExtruderMachineDetails,
  getExtruderMachines,
  getInjectionMachineDetails,
  getInjectionMachines,
  getUtilityMachineDetails,
  getUtilityMachines,
  isNotFound,
  machinePurposes,
  searchBlowMoldingMachines,
  searchExtruderMachines,
  searchInjectionMachines,
  type CallOptions,
  type MachineDetails,
  type MachinePurpose,
  type UtilityMachine,
} from '@plastihub/api-client';
import { callOf, defineResource, type ResourceCall } from '../../shared/data/definitions';
import type { MachineKindName } from './machineKinds';
import { machinePageQueryAt, sizeInTons, type MachinePageQuery } from './machineQuery';

export const isMachinePurpose = (value: string | null): value is MachinePurpose =>
  machinePurposes.some((purpose) => purpose === value);

export interface MachineListQuery {
  kind: MachineKindName;
  purpose: MachinePurpose;
  /** The search words; empty for the whole list. */
  keyword: string;
}

/** The list call of each kind, or its search call when there are search words (document 2's endpoints). */
const listCalls = {
  injection: ({ purpose, keyword }, options) =>
    keyword
      ? searchInjectionMachines({ type: purpose, keyword }, options)
      : getInjectionMachines({ type: purpose }, options),
  blowMolding: ({ purpose, keyword }, options) =>
    keyword
      ? searchBlowMoldingMachines({ type: purpose, keyword }, options)
      : getBlowMoldingMachines({ type: purpose }, options),
  extruder: async ({ purpose, keyword }, options) => {
    const machines = await (keyword
      ? searchExtruderMachines({ type: purpose, keyword }, options)
      : getExtruderMachines({ type: purpose }, options));
    // The existing product showed rows without data as blank cards: a machine without a name or a seller
    // company and without capacities says nothing, and is left out.
    return machines.filter(
      (machine) =>
        (machine.name || machine.seller.companyName) &&
        (machine.extrusionCapacityKgPerHour !== null || machine.spareCapacityHoursPerMonth !== null),
    );
  },
  utility: ({ purpose, keyword }, options) => getUtilityMachines({ type: purpose, keyword }, options),
  auxiliary: ({ purpose, keyword }, options) => getAuxiliaryMachines({ type: purpose, keyword }, options),
} satisfies Record<MachineKindName, (query: MachineListQuery, options?: CallOptions) => Promise<unknown[]>>;

/**
 * The machines of one kind for the chosen purpose, narrowed by the search words. Typed loosely: each kind's
 * machines are read by that kind's cards (machineKinds.ts), which the screen pairs with the same kind.
 */
export const machineList = defineResource(
  'machines.list',
  (query: MachineListQuery, options): Promise<readonly unknown[]> => listCalls[query.kind](query, options),
);

export type { MachinePageQuery };

/**
 * A utility machine's details: the assumed details call, or, from a server without it (404), the machine read
 * from the list calls of both purposes with the others of its purpose as similar machines.
 */
async function utilityDetails(
  { id, size }: MachinePageQuery,
  options?: CallOptions,
): Promise<MachineDetails<UtilityMachine> | null> {
  try {
    return await getUtilityMachineDetails({ id, machineSize: size }, options);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  for (const type of machinePurposes) {
    const machines = await getUtilityMachines({ type }, options);
    const machine = machines.find((each) => each.id === id);
    if (machine) return { machine, similar: machines.filter((each) => each !== machine).slice(0, 4) };
  }
  return null;
}

const detailCalls = {
  injection: ({ id, size }, options) =>
    getInjectionMachineDetails({ id, machineSizeTon: sizeInTons(size) }, options),
  blowMolding: ({ id }, options) => getBlowMoldingMachineDetails({ id }, options),
  extruder: ({ id }, options) => getExtruderMachineDetails({ id }, options),
  utility: utilityDetails,
  auxiliary: ({ id, size }, options) => getAuxiliaryMachineDetails({ id, machineSize: size }, options),
} satisfies Record<
  MachineKindName,
  (query: MachinePageQuery, options?: CallOptions) => Promise<MachineDetails<unknown> | null>
>;

/** A machine with the "Similar Machine" grid, as the listing kit's detail page takes it. */
export const machinePage = defineResource(
  'machines.page',
  async (query: MachinePageQuery, options): Promise<{ record: unknown; similar: readonly unknown[] }> => {
    const page = await detailCalls[query.kind](query, options);
    return { record: page?.machine ?? null, similar: page?.similar ?? [] };
  },
);

/** What a machine's page asks for as its route matches: the machine its URL names (machineQuery.ts). */
export function machinePagePreload(kind: MachineKindName, search: string): ResourceCall[] {
  const query = machinePageQueryAt(kind, search);
  return query ? [callOf(machinePage, query)] : [];
}
